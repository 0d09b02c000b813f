import type { AccountKind, Currency } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/** Exact decimals: amounts come back as strings and are computed with big.js, never with JS numbers. */
export const money = (name: string) => numeric(name, { precision: 38, scale: 18 });

/**
 * Ledger accounts: a user's funding and trading account per currency, and the house accounts (user_id null).
 * `balance` and `frozen` are maintained only by the ledger's posting and hold functions, in the transaction that writes
 * the postings and holds they summarise; the ledger check compares them with those sums. A user account can never have
 * less than zero available (balance − frozen), which the database enforces too.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'restrict' }),
    kind: varchar('kind', { length: 24 }).notNull().$type<AccountKind>(),
    currency: varchar('currency', { length: 8 }).notNull().$type<Currency>(),
    balance: money('balance').notNull().default('0'),
    frozen: money('frozen').notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_key').on(t.userId, t.kind, t.currency).where(sql`${t.userId} is not null`),
    uniqueIndex('ledger_accounts_house_key').on(t.kind, t.currency).where(sql`${t.userId} is null`),
    index('ledger_accounts_currency_idx').on(t.currency),
    check('ledger_accounts_available_check', sql`${t.userId} is null or ${t.balance} - ${t.frozen} >= 0`),
    check('ledger_accounts_frozen_check', sql`${t.frozen} >= 0`),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
