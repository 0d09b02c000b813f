import type { FollowOrderStatus } from '@platform/contracts';
import { index, integer, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';
import { ledgerHolds } from '../ledger/entries.ts';
import { followInstitutions } from './institutions.ts';

/**
 * Follow orders. `holdId` holds the amount in the user's trading account from placement to settlement. The fees are
 * the institution's at placement; the start equity is the institution's first mark after placement, the end equity
 * its latest mark at or after `endsAt`.
 */
export const followOrders = pgTable(
  'follow_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => followInstitutions.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 8 }).notNull().$type<FollowOrderStatus>(),
    amount: numeric('amount').notNull(),
    periodDays: integer('period_days').notNull(),
    managementFeePercent: numeric('management_fee_percent').notNull(),
    profitSharePercent: numeric('profit_share_percent').notNull(),
    holdId: integer('hold_id').references(() => ledgerHolds.id, { onDelete: 'restrict' }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    startEquity: numeric('start_equity'),
    endEquity: numeric('end_equity'),
    /** As a multiple of the start equity: the follower's highest settled value per unit on this institution, ≥ 1. */
    highWaterMark: numeric('high_water_mark'),
    grossPnl: numeric('gross_pnl'),
    managementFee: numeric('management_fee'),
    profitShare: numeric('profit_share'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('follow_orders_user_idx').on(t.userId, t.id),
    index('follow_orders_status_idx').on(t.status, t.endsAt),
    index('follow_orders_institution_idx').on(t.institutionId, t.status),
  ],
);

export type FollowOrderRow = typeof followOrders.$inferSelect;
