import type { LoanOverdueFeeKind } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/**
 * Loan products operators define (issue 18 §3). A change applies to later applications: each loan copies the terms it
 * was made on.
 */
export const loanProducts = pgTable(
  'loan_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 80 }).notNull(),
    description: text('description').notNull().default(''),
    currency: varchar('currency', { length: 8 }).notNull().default('USD').$type<'USD'>(),
    minAmount: numeric('min_amount').notNull(),
    maxAmount: numeric('max_amount').notNull(),
    /** Months offered, ascending. */
    termMonths: integer('term_months').array().notNull(),
    apr: numeric('apr').notNull(),
    originationFeePercent: numeric('origination_fee_percent').notNull().default('0'),
    overdueFeeKind: varchar('overdue_fee_kind', { length: 16 }).notNull().$type<LoanOverdueFeeKind>(),
    overdueFee: numeric('overdue_fee').notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('loan_products_amounts_check', sql`${t.minAmount} > 0 AND ${t.minAmount} <= ${t.maxAmount}`),
    check('loan_products_rates_check', sql`${t.apr} >= 0 AND ${t.originationFeePercent} >= 0 AND ${t.overdueFee} >= 0`),
  ],
);

export type LoanProductRow = typeof loanProducts.$inferSelect;
