// Products as users see them, and the one the caller names (unknown: 404; withdrawn: refused on the field).
import type { MiningProductView } from '@platform/contracts';
import { type Db, eq, type MiningProductRow, miningProducts } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';
import { periodsInTermOf } from './mining-money.ts';

export function productViewOf(row: MiningProductRow, periodMinutes: number): MiningProductView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    pool: row.pool,
    coin: row.coin,
    hashRateUnit: 'TH/s',
    currency: 'USDT',
    pricePerTh: row.pricePerTh,
    electricityPerThDay: row.electricityPerThDay,
    termDays: row.termDays,
    periodsInTerm: periodsInTermOf(row.termDays, periodMinutes),
    minHashRate: row.minHashRate,
    maxHashRate: row.maxHashRate,
    active: row.active,
  };
}

export async function productById(db: Db, id: number): Promise<MiningProductRow | undefined> {
  const [row] = await db.select().from(miningProducts).where(eq(miningProducts.id, id));
  return row;
}

/** The product a purchase or preview names: on sale, and the hash rate within its range. */
export async function productForSale(db: Db, id: number, hashRate: number, field = 'productId') {
  const row = await productById(db, id);
  if (!row) throw AppError.badRequest('miningProductNotFound', field);
  if (!row.active) throw AppError.badRequest('miningProductInactive', field);
  if (hashRate < row.minHashRate || hashRate > row.maxHashRate)
    throw AppError.badRequest('miningHashRateRange', 'hashRate');
  return row;
}
