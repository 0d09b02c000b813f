// The simulated network's one row, created on first use with a fresh secret seed (only its SHA-256 is published) and
// the server's configured period length; its period 0 starts at 2026-01-01 00:00 UTC.
import { createHash, randomBytes } from 'node:crypto';
import { type Db, eq, type MiningNetworkRow, miningNetwork } from '@platform/db';
import type { NetworkRule } from './network-rule.ts';

export const NETWORK_DEFAULTS = {
  genesisAt: new Date('2026-01-01T00:00:00Z'),
  blockSeconds: 600,
  blockReward: '3.125',
  /** 700 EH/s in TH/s. */
  baseHashRate: '700000000',
  /** +0.05 % of the base a day (about 18 % a year). */
  dailyGrowth: '0.0005',
  noiseBound: '0.03',
} as const;

export async function networkRow(db: Db, periodMinutes: number): Promise<MiningNetworkRow> {
  const [found] = await db.select().from(miningNetwork).where(eq(miningNetwork.id, 1));
  if (found) return found;
  const seed = randomBytes(32).toString('hex');
  await db
    .insert(miningNetwork)
    .values({
      id: 1,
      seed,
      seedHash: createHash('sha256').update(seed).digest('hex'),
      genesisAt: NETWORK_DEFAULTS.genesisAt,
      periodMinutes,
      blockSeconds: NETWORK_DEFAULTS.blockSeconds,
      blockReward: NETWORK_DEFAULTS.blockReward,
      baseHashRate: NETWORK_DEFAULTS.baseHashRate,
      dailyGrowth: NETWORK_DEFAULTS.dailyGrowth,
      noiseBound: NETWORK_DEFAULTS.noiseBound,
    })
    .onConflictDoNothing();
  const [row] = await db.select().from(miningNetwork).where(eq(miningNetwork.id, 1));
  return row!;
}

export const ruleOf = (row: MiningNetworkRow): NetworkRule => ({
  seed: row.seed,
  genesisAt: row.genesisAt,
  periodMinutes: row.periodMinutes,
  blockSeconds: row.blockSeconds,
  blockReward: row.blockReward,
  baseHashRate: row.baseHashRate,
  dailyGrowth: row.dailyGrowth,
  noiseBound: row.noiseBound,
});

export async function networkRule(db: Db, periodMinutes: number): Promise<NetworkRule> {
  return ruleOf(await networkRow(db, periodMinutes));
}
