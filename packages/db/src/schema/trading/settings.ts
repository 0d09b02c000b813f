import type { ClosedMarketPolicy, TradingClass } from '@platform/contracts';
import { integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/** Operators' trading settings per instrument class; each order and position copies them when it is made. */
export const tradingSettings = pgTable('trading_settings', {
  class: varchar('class', { length: 16 }).primaryKey().$type<TradingClass>(),
  leverages: integer('leverages').array().notNull(),
  feeRate: numeric('fee_rate').notNull(),
  marginCallLevel: numeric('margin_call_level').notNull(),
  stopOutLevel: numeric('stop_out_level').notNull(),
  closedMarket: varchar('closed_market', { length: 8 }).notNull().$type<ClosedMarketPolicy>(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TradingSettingsRow = typeof tradingSettings.$inferSelect;
