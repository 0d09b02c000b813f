import type { MiningCoin, MiningContractStatus, MiningPeriodOutcome } from '@platform/contracts';
import { index, integer, numeric, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../identity/users.ts';
import { miningProducts } from './products.ts';

/**
 * A user's mining contract: the product's terms as bought, its periods' place on the network (period k, 1-based, is
 * network period firstNetworkIndex + k − 1), its state and running totals (sums of its settlements).
 */
export const miningContracts = pgTable(
  'mining_contracts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    productId: integer('product_id')
      .notNull()
      .references(() => miningProducts.id, { onDelete: 'restrict' }),
    productName: varchar('product_name', { length: 80 }).notNull(),
    pool: varchar('pool', { length: 80 }).notNull(),
    coin: varchar('coin', { length: 8 }).notNull().$type<MiningCoin>(),
    status: varchar('status', { length: 12 }).notNull().$type<MiningContractStatus>(),
    hashRate: integer('hash_rate').notNull(),
    pricePerTh: numeric('price_per_th').notNull(),
    electricityPerThDay: numeric('electricity_per_th_day').notNull(),
    termDays: integer('term_days').notNull(),
    periodMinutes: integer('period_minutes').notNull(),
    periodsInTerm: integer('periods_in_term').notNull(),
    price: numeric('price').notNull(),
    electricityPerPeriod: numeric('electricity_per_period').notNull(),
    firstNetworkIndex: integer('first_network_index').notNull(),
    periodsSettled: integer('periods_settled').notNull().default(0),
    periodsPaid: integer('periods_paid').notNull().default(0),
    mined: numeric('mined').notNull().default('0'),
    electricityPaid: numeric('electricity_paid').notNull().default('0'),
    refunded: numeric('refunded'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** When the next unsettled period ends; null once the contract is over. */
    nextPeriodEndsAt: timestamp('next_period_ends_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mining_contracts_user_idx').on(t.userId, t.id),
    index('mining_contracts_due_idx').on(t.nextPeriodEndsAt),
    index('mining_contracts_product_idx').on(t.productId, t.status),
  ],
);

export type MiningContractRow = typeof miningContracts.$inferSelect;

/** One settled period of a contract with every input of the formula; one row per (contract, period). */
export const miningSettlements = pgTable(
  'mining_settlements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => miningContracts.id, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    networkIndex: integer('network_index').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    outcome: varchar('outcome', { length: 8 }).notNull().$type<MiningPeriodOutcome>(),
    hashRate: integer('hash_rate').notNull(),
    networkHashRate: numeric('network_hash_rate').notNull(),
    difficulty: numeric('difficulty').notNull(),
    blockReward: numeric('block_reward').notNull(),
    blocks: integer('blocks').notNull(),
    draw: varchar('draw', { length: 64 }).notNull(),
    gross: numeric('gross').notNull(),
    payout: numeric('payout').notNull(),
    electricityFee: numeric('electricity_fee').notNull(),
    energyBefore: numeric('energy_before').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mining_settlements_contract_number_key').on(t.contractId, t.number)],
);

export type MiningSettlementRow = typeof miningSettlements.$inferSelect;

/** Energy top-ups: the cause of each funding → energy entry. */
export const miningTopUps = pgTable(
  'mining_top_ups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: numeric('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mining_top_ups_user_idx').on(t.userId, t.id)],
);

/** Energy moved back: the cause of each energy → funding entry (unused prepaid energy is the user's money). */
export const miningEnergyRefunds = pgTable(
  'mining_energy_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: numeric('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mining_energy_refunds_user_idx').on(t.userId, t.id)],
);
