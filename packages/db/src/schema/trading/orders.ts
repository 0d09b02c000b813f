import type {
  OrderOrigin,
  OrderSide,
  OrderStatus,
  OrderType,
  SettlementCurrency,
  TimeInForce,
  TradingClass,
} from '@platform/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';
import { ledgerHolds } from '../ledger/entries.ts';

/**
 * Every change to a pending order or an open position takes the next value, so the order engine (which keeps them
 * indexed in memory on the node running it) reads only what changed since its last pass.
 */
export const tradingRevision = pgSequence('trading_revision');
export const nextRevision = sql`nextval('trading_revision')`;

/**
 * Orders as placed, with the settings they were placed under. Prices keep the instrument's tick decimals and money
 * the currency's (numeric without a fixed scale keeps what was written).
 */
export const tradeOrders = pgTable(
  'trade_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    symbol: varchar('symbol', { length: 16 }).notNull(),
    name: text('name').notNull(),
    instrumentClass: varchar('instrument_class', { length: 16 }).notNull().$type<TradingClass>(),
    currency: varchar('currency', { length: 8 }).notNull().$type<SettlementCurrency>(),
    type: varchar('type', { length: 16 }).notNull().$type<OrderType>(),
    side: varchar('side', { length: 4 }).notNull().$type<OrderSide>(),
    timeInForce: varchar('time_in_force', { length: 4 }).notNull().$type<TimeInForce>(),
    quantity: integer('quantity').notNull(),
    lotSize: integer('lot_size').notNull(),
    multiplier: integer('multiplier').notNull(),
    leverage: integer('leverage').notNull(),
    feeRate: numeric('fee_rate').notNull(),
    marginCallLevel: numeric('margin_call_level').notNull(),
    stopOutLevel: numeric('stop_out_level').notNull(),
    limitPrice: numeric('limit_price'),
    /**
     * A stop's or stop-limit's trigger; a trailing stop's current level, kept with its anchor by the engine's
     * set-based update as the market makes new highs (sells) or lows (buys).
     */
    triggerPrice: numeric('trigger_price'),
    trailAmount: numeric('trail_amount'),
    trailPercent: numeric('trail_percent'),
    /** The best price a trailing stop has seen: the highest bid (sell) or the lowest ask (buy) since placed. */
    trailAnchor: numeric('trail_anchor'),
    /** When the trigger was reached: a stop-limit that did not fill then rests as a limit. */
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    stopLoss: numeric('stop_loss'),
    takeProfit: numeric('take_profit'),
    status: varchar('status', { length: 12 }).notNull().$type<OrderStatus>(),
    /** The ticket, a block trade or an IPO delivery. */
    origin: varchar('origin', { length: 16 }).notNull().default('ticket').$type<OrderOrigin>(),
    reason: text('reason'),
    holdId: integer('hold_id').references(() => ledgerHolds.id, { onDelete: 'restrict' }),
    heldAmount: numeric('held_amount').notNull().default('0'),
    fillPrice: numeric('fill_price'),
    amount: numeric('amount'),
    margin: numeric('margin'),
    fee: numeric('fee'),
    positionId: integer('position_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    filledAt: timestamp('filled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revision: bigint('revision', { mode: 'number' }).notNull().default(nextRevision),
  },
  (t) => [
    index('trade_orders_user_idx').on(t.userId, t.id),
    index('trade_orders_user_status_idx').on(t.userId, t.status),
    index('trade_orders_revision_idx').on(t.revision),
    // The engine's per-tick anchor update finds a symbol's pending trailing stops by this.
    index('trade_orders_trailing_idx')
      .on(t.symbol, t.side)
      .where(sql`${t.type} = 'trailing_stop' and ${t.status} = 'pending'`),
  ],
);

export type TradeOrderRow = typeof tradeOrders.$inferSelect;
