import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';

/** Where a user receives settlement payouts: one address per user. */
export const payoutWallets = pgTable('payout_wallets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  currencyType: varchar('currency_type', { length: 40 }).notNull(),
  address: varchar('address', { length: 128 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PayoutWalletRow = typeof payoutWallets.$inferSelect;
