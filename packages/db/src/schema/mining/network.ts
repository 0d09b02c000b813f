import { integer, numeric, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The simulated mining network (one row, id 1): its secret seed (only its SHA-256 is published) and the published rule
 * that turns (seed, period index) into the period's network hash rate. Fixed when the row is created: period i starts
 * at genesisAt + i × periodMinutes.
 */
export const miningNetwork = pgTable('mining_network', {
  id: integer('id').primaryKey(),
  seed: text('seed').notNull(),
  seedHash: varchar('seed_hash', { length: 64 }).notNull(),
  genesisAt: timestamp('genesis_at', { withTimezone: true }).notNull(),
  periodMinutes: integer('period_minutes').notNull(),
  blockSeconds: integer('block_seconds').notNull(),
  blockReward: numeric('block_reward').notNull(),
  baseHashRate: numeric('base_hash_rate').notNull(),
  dailyGrowth: numeric('daily_growth').notNull(),
  noiseBound: numeric('noise_bound').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MiningNetworkRow = typeof miningNetwork.$inferSelect;
