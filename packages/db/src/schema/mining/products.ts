import type { MiningCoin } from '@platform/contracts';
import { boolean, integer, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/** Cloud-mining products the operators offer (issue 18 §2); prices in USDT. Contracts copy the terms they buy at. */
export const miningProducts = pgTable('mining_products', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 80 }).notNull().unique(),
  description: text('description').notNull().default(''),
  pool: varchar('pool', { length: 80 }).notNull(),
  coin: varchar('coin', { length: 8 }).notNull().$type<MiningCoin>(),
  pricePerTh: numeric('price_per_th').notNull(),
  electricityPerThDay: numeric('electricity_per_th_day').notNull(),
  termDays: integer('term_days').notNull(),
  minHashRate: integer('min_hash_rate').notNull(),
  maxHashRate: integer('max_hash_rate').notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MiningProductRow = typeof miningProducts.$inferSelect;
