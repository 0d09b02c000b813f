import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/**
 * The loan book's settings operators set (one row, id 1; the contracts' default until an operator saves one): the
 * exposure limit, the principal one user may owe and have applied for across all their loans together.
 */
export const loanSettings = pgTable(
  'loan_settings',
  {
    id: integer('id').primaryKey().default(1),
    maxExposurePerUser: numeric('max_exposure_per_user').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('loan_settings_single_row_check', sql`${t.id} = 1`),
    check('loan_settings_exposure_check', sql`${t.maxExposurePerUser} > 0`),
  ],
);

export type LoanSettingsRow = typeof loanSettings.$inferSelect;
