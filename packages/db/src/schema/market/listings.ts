import type { Sector, StockExchange } from '@platform/contracts';
import { integer, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Stocks listed after the simulator's built-in catalogue (an IPO's shares): from `listingDate` (New York) the
 * simulator quotes them, starting from `basePrice` on that date, with no history before it.
 */
export const marketListings = pgTable('market_listings', {
  symbol: varchar('symbol', { length: 16 }).primaryKey(),
  name: text('name').notNull(),
  exchange: varchar('exchange', { length: 8 }).notNull().$type<StockExchange>(),
  sector: varchar('sector', { length: 40 }).notNull().$type<Sector>(),
  sharesOutstanding: integer('shares_outstanding').notNull(),
  basePrice: numeric('base_price').notNull(),
  listingDate: varchar('listing_date', { length: 10 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MarketListingRow = typeof marketListings.$inferSelect;
