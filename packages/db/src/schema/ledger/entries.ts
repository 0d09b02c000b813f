import type { ActorKind, CauseType, Currency, EntryType } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';
import { ledgerAccounts, money } from './accounts.ts';

/**
 * Journal entries: typed, naming their cause and actor, immutable (the migration adds triggers refusing updates and
 * deletes, and a deferred check that every entry's postings sum to zero per currency). A mistake is undone by a
 * reversal entry that points at the entry it reverses.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 24 }).notNull().$type<EntryType>(),
    causeType: varchar('cause_type', { length: 24 }).notNull().$type<CauseType>(),
    causeId: integer('cause_id').notNull(),
    actorKind: varchar('actor_kind', { length: 16 }).notNull().$type<ActorKind>(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    memo: text('memo').notNull(),
    reversesEntryId: integer('reverses_entry_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_entries_reverses_key').on(t.reversesEntryId),
    index('ledger_entries_cause_idx').on(t.causeType, t.causeId),
  ],
);

/** One side of an entry on one account: positive credits the account, negative debits it. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    currency: varchar('currency', { length: 8 }).notNull().$type<Currency>(),
    amount: money('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_postings_account_idx').on(t.accountId, t.createdAt, t.id),
    index('ledger_postings_entry_idx').on(t.entryId),
    check('ledger_postings_nonzero_check', sql`${t.amount} <> 0`),
  ],
);

/**
 * Two-phase holds (TigerBeetle's pending transfers): `frozen` on the account until the hold is posted (in part or
 * whole, the rest released) or voided. A hold resolves once.
 */
export const ledgerHolds = pgTable(
  'ledger_holds',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: money('amount').notNull(),
    postedAmount: money('posted_amount'),
    status: varchar('status', { length: 16 }).notNull().default('pending').$type<'pending' | 'posted' | 'voided'>(),
    causeType: varchar('cause_type', { length: 24 }).notNull().$type<CauseType>(),
    causeId: integer('cause_id').notNull(),
    entryId: integer('entry_id').references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('ledger_holds_account_idx').on(t.accountId, t.status),
    check('ledger_holds_amount_check', sql`${t.amount} > 0`),
  ],
);

export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
export type LedgerPostingRow = typeof ledgerPostings.$inferSelect;
export type LedgerHoldRow = typeof ledgerHolds.$inferSelect;
