import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who runs the background jobs: one row per lease, held by one node until it stops renewing it. Another node takes
 * the lease once `expiresAt` (the database's clock, so nodes need not agree on time) has passed.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
