import type {
  RobotParams,
  RobotPlan,
  RobotStatus,
  RobotStopReason,
  RobotStrategy,
  SettlementCurrency,
} from '@platform/contracts';
import { index, integer, jsonb, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';
import { robotProducts } from './products.ts';

/** What a strategy remembers between steps (the DCA's last purchase time); the rest is read from its positions. */
export interface RobotMemory {
  lastBuyAt?: string;
}

/**
 * A user's robot: one purchase (for good, or a rental until `expiresAt`), the parameters it runs with and the
 * allocation its open margin may not exceed. The fee was charged once (`feeEntryId`, a `robot_fee` entry). The job
 * steps the running ones; `note` is why the latest step placed nothing (a message key, with its params).
 */
export const robots = pgTable(
  'robots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => robotProducts.id, { onDelete: 'restrict' }),
    strategy: varchar('strategy', { length: 16 }).notNull().$type<RobotStrategy>(),
    name: varchar('name', { length: 60 }).notNull(),
    symbol: varchar('symbol', { length: 16 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().$type<SettlementCurrency>(),
    plan: varchar('plan', { length: 10 }).notNull().$type<RobotPlan>(),
    rentDays: integer('rent_days'),
    feePaid: numeric('fee_paid').notNull(),
    feeEntryId: integer('fee_entry_id'),
    params: jsonb('params').notNull().$type<RobotParams>(),
    allocation: numeric('allocation').notNull(),
    status: varchar('status', { length: 8 }).notNull().$type<RobotStatus>(),
    stopReason: varchar('stop_reason', { length: 8 }).$type<RobotStopReason>(),
    memory: jsonb('memory').notNull().$type<RobotMemory>().default({}),
    note: varchar('note', { length: 64 }),
    noteParams: jsonb('note_params').$type<Record<string, string>>(),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastStepAt: timestamp('last_step_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('robots_user_idx').on(t.userId, t.id), index('robots_status_idx').on(t.status, t.expiresAt)],
);

export type RobotRow = typeof robots.$inferSelect;
