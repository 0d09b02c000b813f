import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed log-ins per account in its current window; counted before the password is checked, so parallel guesses
 * cannot outrun the lock-out. Shared by every node and kept across restarts.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    /** `user:<id>`, or `account:<what was typed>` when no account matches. */
    account: text('account').primaryKey(),
    failures: integer('failures').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_failures_window_idx').on(t.windowEndsAt)],
);
