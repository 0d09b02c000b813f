// GET /api/mining/network: the published rule, the seed's hash and the periods so far (the current one, then past
// ones, newest first). Future periods are never shown.
import type { MiningNetworkView } from '@platform/contracts';
import type { Db, MiningNetworkRow } from '@platform/db';
import { networkRow, ruleOf } from './network-repo.ts';
import { blocksPerPeriod, networkPeriod, periodIndexAt } from './network-rule.ts';

export type NetworkSummary = Omit<MiningNetworkView, 'periods' | 'total' | 'page' | 'size'>;

export function networkSummaryOf(row: MiningNetworkRow, sandbox: boolean, now = new Date()): NetworkSummary {
  return {
    coin: 'BTC',
    seedHash: row.seedHash,
    genesisAt: row.genesisAt.toISOString(),
    periodMinutes: row.periodMinutes,
    blockSeconds: row.blockSeconds,
    blocksPerPeriod: blocksPerPeriod(row),
    blockReward: row.blockReward,
    baseHashRate: row.baseHashRate,
    dailyGrowth: row.dailyGrowth,
    noiseBound: row.noiseBound,
    currentIndex: periodIndexAt(row, now),
    sandbox,
  };
}

export async function networkView(
  db: Db,
  options: { periodMinutes: number; sandbox: boolean },
  query: { page: number; size: number },
  now = new Date(),
): Promise<MiningNetworkView> {
  const row = await networkRow(db, options.periodMinutes);
  const summary = networkSummaryOf(row, options.sandbox, now);
  const total = Math.max(0, summary.currentIndex + 1);
  const first = summary.currentIndex - (query.page - 1) * query.size;
  const periods = [];
  for (let index = first; index > first - query.size && index >= 0; index--) {
    periods.push(networkPeriod(ruleOf(row), index));
  }
  return { ...summary, periods, total, page: query.page, size: query.size };
}
