import type { CardBrand, Currency, Network, WithdrawalMethod, WithdrawalState } from '@platform/contracts';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';
import { money } from './accounts.ts';
import { ledgerEntries, ledgerHolds } from './entries.ts';

/** The user's bound bank cards: only the brand, last four digits and a fingerprint (to refuse duplicates) are kept. */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankName: varchar('bank_name', { length: 60 }).notNull(),
    accountName: varchar('account_name', { length: 60 }).notNull(),
    brand: varchar('brand', { length: 16 }).notNull().$type<CardBrand>(),
    last4: varchar('last4', { length: 4 }).notNull(),
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_cards_user_fingerprint_key').on(t.userId, t.fingerprint)],
);

/** Withdrawals: amount + fee frozen by a hold, then paid out (hold posted) or released in full (hold voided). */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    method: varchar('method', { length: 8 }).notNull().$type<WithdrawalMethod>(),
    currency: varchar('currency', { length: 8 }).notNull().$type<Currency>(),
    network: varchar('network', { length: 8 }).$type<Network>(),
    address: varchar('address', { length: 100 }),
    cardId: integer('card_id').references(() => bankCards.id, { onDelete: 'set null' }),
    /** the card as it was when the withdrawal was made */
    cardBankName: varchar('card_bank_name', { length: 60 }),
    cardAccountName: varchar('card_account_name', { length: 60 }),
    cardMasked: varchar('card_masked', { length: 32 }),
    amount: money('amount').notNull(),
    fee: money('fee').notNull(),
    total: money('total').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending').$type<WithdrawalState>(),
    reason: text('reason'),
    /** set in the transaction that creates the withdrawal, right after its hold */
    holdId: integer('hold_id').references(() => ledgerHolds.id, { onDelete: 'restrict' }),
    entryId: integer('entry_id').references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('withdrawals_user_idx').on(t.userId, t.id), index('withdrawals_queue_idx').on(t.status, t.id)],
);

/** The transaction password (argon2id), its wrong-try counter and lock. */
export const tradePasswords = pgTable('trade_passwords', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /**
   * Checks running now (each holds a place until its answer is counted), so wrong tries in flight and tries counted
   * never exceed the limit together; they lapse `checksStartedAt` + a lease after the latest began (a node that died).
   */
  checksInFlight: integer('checks_in_flight').notNull().default(0),
  checksStartedAt: timestamp('checks_started_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BankCardRow = typeof bankCards.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type TradePasswordRow = typeof tradePasswords.$inferSelect;
