import type { BlockApplicationStatus } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/**
 * Applications for the block-trading permission, one row per attempt; the latest is the user's state. At most one
 * pending or approved per user, so applications sent at once make one.
 */
export const blockTradeApplications = pgTable(
  'block_trade_applications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 16 }).notNull().$type<BlockApplicationStatus>(),
    /** The reviewer's reason: required when rejected, shown to the user. */
    reason: text('reason'),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('block_trade_applications_user_idx').on(t.userId, t.id),
    index('block_trade_applications_status_idx').on(t.status, t.id),
    uniqueIndex('block_trade_applications_one_open_key').on(t.userId).where(sql`status in ('pending', 'approved')`),
  ],
);

export type BlockTradeApplicationRow = typeof blockTradeApplications.$inferSelect;
