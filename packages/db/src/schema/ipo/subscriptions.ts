import type { IpoSubscriptionStatus } from '@platform/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';
import { ledgerHolds } from '../ledger/entries.ts';
import { tradePositions } from '../trading/positions.ts';
import { ipoOfferings } from './offerings.ts';

/**
 * Subscriptions to offerings. At most one that is not withdrawn per user and offering, so subscriptions sent at once
 * make one. While subscribed, `holdId` freezes `price × quantity / leverage + fee + interest` in the trading account.
 */
export const ipoSubscriptions = pgTable(
  'ipo_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    offeringId: integer('offering_id')
      .notNull()
      .references(() => ipoOfferings.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: varchar('status', { length: 16 }).notNull().$type<IpoSubscriptionStatus>(),
    quantity: integer('quantity').notNull(),
    price: numeric('price').notNull(),
    financed: boolean('financed').notNull().default(false),
    leverage: integer('leverage').notNull().default(1),
    fee: numeric('fee').notNull(),
    interest: numeric('interest').notNull().default('0'),
    holdId: integer('hold_id').references(() => ledgerHolds.id, { onDelete: 'restrict' }),
    frozen: numeric('frozen').notNull().default('0'),
    allottedQuantity: integer('allotted_quantity'),
    amountPaid: numeric('amount_paid').notNull().default('0'),
    amountReleased: numeric('amount_released').notNull().default('0'),
    positionId: integer('position_id').references(() => tradePositions.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    allottedAt: timestamp('allotted_at', { withTimezone: true }),
  },
  (t) => [
    index('ipo_subscriptions_user_idx').on(t.userId, t.id),
    index('ipo_subscriptions_offering_idx').on(t.offeringId, t.status),
    uniqueIndex('ipo_subscriptions_one_per_user_key').on(t.offeringId, t.userId).where(sql`status <> 'withdrawn'`),
  ],
);

export type IpoSubscriptionRow = typeof ipoSubscriptions.$inferSelect;
