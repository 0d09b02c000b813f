import type { MarketNoteFigures, MarketNoteKind } from '@platform/contracts';
import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Notes the market simulator writes about its own recorded data (the day's largest moves, a halt, an index's new
 * 52-week high), beside the news operators publish. `eventKey` names the event (kind, symbol or day): one note per
 * event, however many job runs see it.
 */
export const marketNotes = pgTable(
  'market_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    eventKey: varchar('event_key', { length: 80 }).notNull().unique(),
    kind: varchar('kind', { length: 20 }).$type<MarketNoteKind>().notNull(),
    symbol: varchar('symbol', { length: 16 }).notNull(),
    /** The trading date the figures belong to. */
    tradingDate: varchar('trading_date', { length: 10 }).notNull(),
    /** The instant the figures describe: a session's close, or when the halt began. */
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
    figures: jsonb('figures').$type<MarketNoteFigures>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('market_notes_observed_idx').on(t.observedAt)],
);

export type MarketNoteRow = typeof marketNotes.$inferSelect;
