import type { CryptoCurrency, Currency, DepositMethod, DepositState, Network, REVIEWERS } from '@platform/contracts';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { storedFiles } from '../files/stored-files.ts';
import { users } from '../identity/users.ts';
import { money } from './accounts.ts';
import { ledgerEntries } from './entries.ts';

/** Deposits by bank transfer (receipt, review) and by digital currency (sandbox chain, confirmations). */
export const deposits = pgTable(
  'deposits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    method: varchar('method', { length: 8 }).notNull().$type<DepositMethod>(),
    currency: varchar('currency', { length: 8 }).notNull().$type<Currency>(),
    network: varchar('network', { length: 8 }).$type<Network>(),
    amount: money('amount').notNull(),
    status: varchar('status', { length: 16 }).notNull().default('pending').$type<DepositState>(),
    reason: text('reason'),
    reviewedBy: varchar('reviewed_by', { length: 16 }).$type<(typeof REVIEWERS)[number]>(),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    verifierNote: text('verifier_note'),
    address: varchar('address', { length: 100 }),
    txHash: varchar('tx_hash', { length: 100 }),
    /** the sandbox chain block that included the payment (null while in the mempool) */
    blockHeight: integer('block_height'),
    receiptFileId: uuid('receipt_file_id').references(() => storedFiles.id, { onDelete: 'restrict' }),
    receiptPath: varchar('receipt_path', { length: 300 }),
    reviewDeadline: timestamp('review_deadline', { withTimezone: true }),
    entryId: integer('entry_id').references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('deposits_user_idx').on(t.userId, t.id),
    index('deposits_queue_idx').on(t.status, t.method, t.id),
    uniqueIndex('deposits_tx_hash_key').on(t.txHash),
    // One receipt backs one deposit.
    uniqueIndex('deposits_receipt_key').on(t.receiptFileId),
  ],
);

/** Each user's deposit address per currency and network on the sandbox chain. */
export const chainAddresses = pgTable(
  'chain_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 8 }).notNull().$type<CryptoCurrency>(),
    network: varchar('network', { length: 8 }).notNull().$type<Network>(),
    address: varchar('address', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chain_addresses_user_key').on(t.userId, t.currency, t.network),
    uniqueIndex('chain_addresses_address_key').on(t.address),
  ],
);

/** The sandbox chain's height: one row, advanced by the block timer. */
export const sandboxChain = pgTable('sandbox_chain', {
  id: integer('id').primaryKey(),
  height: integer('height').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type DepositRow = typeof deposits.$inferSelect;
export type ChainAddressRow = typeof chainAddresses.$inferSelect;
