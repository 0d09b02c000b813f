import type {
  CloseReason,
  OrderOrigin,
  OrderSide,
  PositionState,
  SettlementCurrency,
  TradingClass,
} from '@platform/contracts';
import { bigint, index, integer, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';
import { ledgerHolds } from '../ledger/entries.ts';
import { nextRevision, tradeOrders } from './orders.ts';

/**
 * Positions: opened by a fill, closed in full or in part. A part closed becomes its own closed row (`splitFrom`
 * names the position it came from), so every close is one row with its price, time, P/L, fees and reason.
 * While open, `holdId` is the ledger hold keeping its margin.
 */
export const tradePositions = pgTable(
  'trade_positions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => tradeOrders.id, { onDelete: 'restrict' }),
    splitFrom: integer('split_from'),
    symbol: varchar('symbol', { length: 16 }).notNull(),
    name: text('name').notNull(),
    instrumentClass: varchar('instrument_class', { length: 16 }).notNull().$type<TradingClass>(),
    currency: varchar('currency', { length: 8 }).notNull().$type<SettlementCurrency>(),
    side: varchar('side', { length: 4 }).notNull().$type<OrderSide>(),
    quantity: integer('quantity').notNull(),
    lotSize: integer('lot_size').notNull(),
    multiplier: integer('multiplier').notNull(),
    leverage: integer('leverage').notNull(),
    feeRate: numeric('fee_rate').notNull(),
    marginCallLevel: numeric('margin_call_level').notNull(),
    stopOutLevel: numeric('stop_out_level').notNull(),
    openPrice: numeric('open_price').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    margin: numeric('margin').notNull(),
    openFee: numeric('open_fee').notNull(),
    holdId: integer('hold_id').references(() => ledgerHolds.id, { onDelete: 'restrict' }),
    stopLoss: numeric('stop_loss'),
    takeProfit: numeric('take_profit'),
    state: varchar('state', { length: 8 }).notNull().$type<PositionState>(),
    /** The ticket, a block trade or an IPO delivery. */
    origin: varchar('origin', { length: 16 }).notNull().default('ticket').$type<OrderOrigin>(),
    closePrice: numeric('close_price'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closeFee: numeric('close_fee'),
    realizedPnl: numeric('realized_pnl'),
    closeReason: varchar('close_reason', { length: 12 }).$type<CloseReason>(),
    absorbedLoss: numeric('absorbed_loss'),
    revision: bigint('revision', { mode: 'number' }).notNull().default(nextRevision),
  },
  (t) => [
    index('trade_positions_user_idx').on(t.userId, t.state, t.id),
    index('trade_positions_revision_idx').on(t.revision),
    index('trade_positions_open_symbol_idx').on(t.symbol, t.state),
  ],
);

export type TradePositionRow = typeof tradePositions.$inferSelect;
