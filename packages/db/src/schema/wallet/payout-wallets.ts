import type { PayoutKind } from '@platform/contracts';
import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/**
 * Where a user may receive a settlement the terms route through the service: one destination per user, a bank
 * account (bank, holder, account number or IBAN in `address`) or a crypto address (with its currency type).
 */
export const payoutWallets = pgTable('payout_wallets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  kind: varchar('kind', { length: 8 }).notNull().default('crypto').$type<PayoutKind>(),
  /** The crypto currency type; null for a bank account. */
  currencyType: varchar('currency_type', { length: 40 }),
  address: varchar('address', { length: 128 }).notNull(),
  bankName: varchar('bank_name', { length: 60 }),
  accountName: varchar('account_name', { length: 60 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PayoutWalletRow = typeof payoutWallets.$inferSelect;
