import type { RobotParams, RobotRentOption, RobotStrategy, SettlementCurrency } from '@platform/contracts';
import { boolean, integer, jsonb, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The robot catalogue (issue 18 §1), seeded at bootstrap: one strategy on one instrument, with its default parameters,
 * its price for good and its rental options (days and fee), in the instrument's settlement currency.
 */
export const robotProducts = pgTable('robot_products', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  strategy: varchar('strategy', { length: 16 }).notNull().$type<RobotStrategy>(),
  name: varchar('name', { length: 60 }).notNull().unique(),
  description: text('description').notNull().default(''),
  symbol: varchar('symbol', { length: 16 }).notNull(),
  currency: varchar('currency', { length: 3 }).notNull().$type<SettlementCurrency>(),
  defaultParams: jsonb('default_params').notNull().$type<RobotParams>(),
  buyPrice: numeric('buy_price').notNull(),
  rentOptions: jsonb('rent_options').notNull().$type<RobotRentOption[]>(),
  minAllocation: numeric('min_allocation').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RobotProductRow = typeof robotProducts.$inferSelect;
