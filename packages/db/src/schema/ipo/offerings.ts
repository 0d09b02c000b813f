import type { Sector, StockExchange } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/** One published line of an allotment (see `IpoAllotmentView`). */
export interface IpoAllotmentLineRow {
  reference: string;
  requestedLots: number;
  proRataLots: number;
  draw: string | null;
  lotteryLots: number;
  allottedLots: number;
}

/**
 * IPO offerings operators list (issue 17 §1). The lottery's seed is drawn when the offering is created and only its
 * SHA-256 is shown until the allotment has run; `allotment` is the published result.
 */
export const ipoOfferings = pgTable(
  'ipo_offerings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    symbol: varchar('symbol', { length: 16 }).notNull().unique(),
    company: text('company').notNull(),
    exchange: varchar('exchange', { length: 8 }).notNull().$type<StockExchange>(),
    sector: varchar('sector', { length: 40 }).notNull().$type<Sector>(),
    priceLow: numeric('price_low').notNull(),
    priceHigh: numeric('price_high').notNull(),
    finalPrice: numeric('final_price'),
    lotSize: integer('lot_size').notNull(),
    sharesOffered: integer('shares_offered').notNull(),
    sharesOutstanding: integer('shares_outstanding').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    listingDate: varchar('listing_date', { length: 10 }).notNull(),
    prospectusDate: varchar('prospectus_date', { length: 10 }).notNull(),
    prospectusFile: text('prospectus_file'),
    fee: numeric('fee').notNull(),
    financingRate: numeric('financing_rate'),
    financingLeverage: integer('financing_leverage'),
    seed: varchar('seed', { length: 64 }).notNull(),
    seedHash: varchar('seed_hash', { length: 64 }).notNull(),
    lotsRequested: integer('lots_requested'),
    allotment: jsonb('allotment').$type<IpoAllotmentLineRow[]>(),
    allottedAt: timestamp('allotted_at', { withTimezone: true }),
    listedAt: timestamp('listed_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ipo_offerings_lots_check', sql`${t.sharesOffered} % ${t.lotSize} = 0`),
    check('ipo_offerings_window_check', sql`${t.opensAt} < ${t.closesAt}`),
  ],
);

export type IpoOfferingRow = typeof ipoOfferings.$inferSelect;
