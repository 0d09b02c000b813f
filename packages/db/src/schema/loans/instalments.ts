import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { loans } from './loans.ts';

/** Recorded states; upcoming, due and overdue are worked out from the date. */
export type LoanInstalmentRecordState = 'open' | 'paid' | 'settled_early';

/**
 * A paid-out loan's schedule, fixed at the disbursement: what falls due on each date, and once paid, what was paid
 * (principal, interest, the overdue fee). `overdueAt` is when it was first found unpaid past its date (told once).
 */
export const loanInstalments = pgTable(
  'loan_instalments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    loanId: integer('loan_id')
      .notNull()
      .references(() => loans.id, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    dueDate: varchar('due_date', { length: 10 }).notNull(),
    principal: numeric('principal').notNull(),
    interest: numeric('interest').notNull(),
    balanceAfter: numeric('balance_after').notNull(),
    state: varchar('state', { length: 16 }).notNull().default('open').$type<LoanInstalmentRecordState>(),
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    paidPrincipal: numeric('paid_principal').notNull().default('0'),
    paidInterest: numeric('paid_interest').notNull().default('0'),
    paidFee: numeric('paid_fee').notNull().default('0'),
    daysOverdue: integer('days_overdue').notNull().default(0),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('loan_instalments_number_key').on(t.loanId, t.number),
    index('loan_instalments_open_idx').on(t.dueDate).where(sql`state = 'open'`),
    check('loan_instalments_amounts_check', sql`${t.principal} > 0 AND ${t.interest} >= 0`),
  ],
);

export type LoanInstalmentRow = typeof loanInstalments.$inferSelect;
