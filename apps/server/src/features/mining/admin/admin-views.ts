// A product as the back office sees it: the users' view plus how many contracts it sold and the hash rate running.
import type { AdminMiningProductView } from '@platform/contracts';
import { and, type Db, eq, inArray, type MiningProductRow, miningContracts, sql } from '@platform/db';
import { productViewOf } from '../products-repo.ts';

export async function adminProductViewOf(
  db: Db,
  row: MiningProductRow,
  periodMinutes: number,
): Promise<AdminMiningProductView> {
  const [sold] = await db
    .select({
      contracts: sql<number>`count(*)::int`,
      running: sql<number>`coalesce(sum(${miningContracts.hashRate}) filter (where ${inArray(miningContracts.status, ['locating', 'mining', 'paused'])}), 0)::int`,
    })
    .from(miningContracts)
    .where(and(eq(miningContracts.productId, row.id)));
  return {
    ...productViewOf(row, periodMinutes),
    contracts: Number(sold?.contracts ?? 0),
    hashRateRunning: Number(sold?.running ?? 0),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The terms the audit log records before and after a change. */
export const auditedTerms = (row: MiningProductRow) => ({
  name: row.name,
  description: row.description,
  pool: row.pool,
  coin: row.coin,
  pricePerTh: row.pricePerTh,
  electricityPerThDay: row.electricityPerThDay,
  termDays: row.termDays,
  minHashRate: row.minHashRate,
  maxHashRate: row.maxHashRate,
  active: row.active,
});
