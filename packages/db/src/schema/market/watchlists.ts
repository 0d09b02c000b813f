import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/** A user's named lists of symbols, in the user's order; `symbols` keeps the order within a list. */
export const watchlists = pgTable(
  'watchlists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 30 }).notNull(),
    symbols: text('symbols').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('watchlists_user_idx').on(t.userId, t.position)],
);

export type WatchlistRow = typeof watchlists.$inferSelect;
