import { integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/** Instruments an operator has halted; resuming deletes the row (the audit log keeps the history). */
export const marketHalts = pgTable('market_halts', {
  symbol: varchar('symbol', { length: 16 }).primaryKey(),
  haltedAt: timestamp('halted_at', { withTimezone: true }).notNull().defaultNow(),
  reason: text('reason').notNull(),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
});

export type MarketHaltRow = typeof marketHalts.$inferSelect;
