import type { Currency, UserAccountKind } from '@platform/contracts';
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';
import { money } from './accounts.ts';
import { ledgerEntries } from './entries.ts';

/** A user's transfer between their own funding and trading accounts: the cause of one transfer entry. */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fromKind: varchar('from_kind', { length: 16 }).notNull().$type<UserAccountKind>(),
    toKind: varchar('to_kind', { length: 16 }).notNull().$type<UserAccountKind>(),
    currency: varchar('currency', { length: 8 }).notNull().$type<Currency>(),
    amount: money('amount').notNull(),
    entryId: integer('entry_id').references(() => ledgerEntries.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('transfers_user_idx').on(t.userId, t.id)],
);

export type TransferRow = typeof transfers.$inferSelect;
