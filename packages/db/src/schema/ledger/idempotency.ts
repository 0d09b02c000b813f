import { index, integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/**
 * Idempotency keys of money-moving requests (Stripe's rules): the first response to a key (errors included) is kept
 * and replayed; the same key with another request is refused. The row is inserted in the transaction that does the
 * work, so two concurrent requests with one key cannot both run. Kept at least 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 100 }).notNull(),
    /** the route the key was first used on */
    scope: varchar('scope', { length: 100 }).notNull(),
    /** SHA-256 of the route, its parameters and the body (secrets left out) */
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    status: integer('status').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
