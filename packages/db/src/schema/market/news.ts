import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/** Market news written in the back office; only published items reach the apps. */
export const marketNews = pgTable(
  'market_news',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    symbols: text('symbols').array().notNull().default(sql`'{}'::text[]`),
    source: varchar('source', { length: 100 }),
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('market_news_published_idx').on(t.published, t.publishedAt)],
);

export type MarketNewsRow = typeof marketNews.$inferSelect;
