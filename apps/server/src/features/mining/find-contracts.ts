// The caller's contracts, newest first (optionally of one state), and the products on sale.
import type { MiningContractStatus, MiningContractView } from '@platform/contracts';
import { and, asc, type Db, desc, eq, gt, lte, miningContracts, miningProducts, or, type SQL } from '@platform/db';
import { findPage } from '../../lib/pages.ts';
import { contractViewOf } from './contract-views.ts';
import { productViewOf } from './products-repo.ts';

/** Stored states a shown state covers: a locating contract whose first period started shows as mining. */
export function statusFilter(status: MiningContractStatus | undefined, now = new Date()): SQL | undefined {
  if (!status) return undefined;
  if (status === 'mining')
    return or(
      eq(miningContracts.status, 'mining'),
      and(eq(miningContracts.status, 'locating'), lte(miningContracts.startsAt, now)),
    );
  if (status === 'locating') return and(eq(miningContracts.status, 'locating'), gt(miningContracts.startsAt, now));
  return eq(miningContracts.status, status);
}

export async function findContracts(
  db: Db,
  where: SQL | undefined,
  query: { page: number; size: number },
  now = new Date(),
): Promise<{ rows: Array<MiningContractView & { userId: number }>; total: number }> {
  const { rows, total } = await findPage(db, miningContracts, where, [desc(miningContracts.id)], query);
  return { rows: rows.map((row) => ({ ...contractViewOf(row, now), userId: row.userId })), total };
}

export async function userContracts(
  db: Db,
  userId: number,
  query: { status?: MiningContractStatus; page: number; size: number },
) {
  const found = await findContracts(db, and(eq(miningContracts.userId, userId), statusFilter(query.status)), query);
  return { rows: found.rows.map(({ userId: _owner, ...view }) => view), total: found.total };
}

export async function productsOnSale(db: Db, periodMinutes: number) {
  const rows = await db
    .select()
    .from(miningProducts)
    .where(eq(miningProducts.active, true))
    .orderBy(asc(miningProducts.id));
  return rows.map((row) => productViewOf(row, periodMinutes));
}
