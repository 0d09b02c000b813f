import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/**
 * The house's block offer per instrument: the band around the live last price (in percent) and the shares still
 * offered. No price is stored: it is computed from the live price when shown and when an order fills. `available`
 * only falls by a conditional update, and the check keeps it from ever going below zero.
 */
export const blockOffers = pgTable(
  'block_offers',
  {
    symbol: varchar('symbol', { length: 16 }).primaryKey(),
    bandPercent: numeric('band_percent').notNull(),
    available: integer('available').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('block_offers_available_check', sql`${t.available} >= 0`)],
);

export type BlockOfferRow = typeof blockOffers.$inferSelect;
