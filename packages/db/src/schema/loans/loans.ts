import type { LoanOverdueFeeKind } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';
import { loanProducts } from './products.ts';

/** Recorded states; `overdue` is worked out from the instalments. */
export type LoanRecordStatus = 'pending' | 'rejected' | 'active' | 'closed';

/**
 * Applications and the loans they become: the product's terms copied when applying, the review's decision, and when
 * the loan was paid out and closed. Money moved is in the ledger (cause `loan`, this id).
 */
export const loans = pgTable(
  'loans',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => loanProducts.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 }).notNull().$type<LoanRecordStatus>(),
    productName: varchar('product_name', { length: 80 }).notNull(),
    amount: numeric('amount').notNull(),
    termMonths: integer('term_months').notNull(),
    apr: numeric('apr').notNull(),
    originationFee: numeric('origination_fee').notNull(),
    /**
     * The annual percentage rate including the origination fee, percent to two places, worked out from the schedule
     * once when applying (it depends on the terms alone). Null on a loan applied for before it was recorded here: the
     * first list that shows such a loan works it out and records it.
     */
    aprWithFees: numeric('apr_with_fees'),
    overdueFeeKind: varchar('overdue_fee_kind', { length: 16 }).notNull().$type<LoanOverdueFeeKind>(),
    overdueFee: numeric('overdue_fee').notNull(),
    rejectReason: text('reject_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    disbursedAt: timestamp('disbursed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('loans_user_idx').on(t.userId, t.id),
    index('loans_status_idx').on(t.status, t.id),
    check('loans_amount_check', sql`${t.amount} > 0 AND ${t.termMonths} > 0`),
  ],
);

export type LoanRow = typeof loans.$inferSelect;
