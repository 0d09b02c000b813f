// A contract as its owner sees it: its terms, its state (a contract locating a pool shows as mining once its first
// period has started), its totals, every settled period with its inputs, the network's rule and the energy balance.
import type { MiningContractDetail, MiningContractView, MiningSettlementView } from '@platform/contracts';
import {
  and,
  asc,
  type Db,
  eq,
  type MiningContractRow,
  type MiningSettlementRow,
  miningContracts,
  miningSettlements,
  readAll,
} from '@platform/db';
import { Big } from '../../core/ledger/amounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { energyView } from './energy.ts';
import type { MiningDeps } from './mining-deps.ts';
import { networkRow } from './network-repo.ts';
import { networkSummaryOf } from './network-views.ts';

export function contractViewOf(row: MiningContractRow, now = new Date()): MiningContractView {
  const started = row.status === 'locating' && (row.periodsSettled > 0 || row.startsAt <= now);
  return {
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    pool: row.pool,
    coin: row.coin,
    status: started ? 'mining' : row.status,
    hashRate: row.hashRate,
    pricePerTh: row.pricePerTh,
    electricityPerThDay: row.electricityPerThDay,
    termDays: row.termDays,
    periodMinutes: row.periodMinutes,
    price: new Big(row.price).toFixed(6),
    refunded: row.refunded === null ? null : new Big(row.refunded).toFixed(6),
    electricityPerPeriod: new Big(row.electricityPerPeriod).toFixed(6),
    periodsInTerm: row.periodsInTerm,
    periodsSettled: row.periodsSettled,
    periodsPaid: row.periodsPaid,
    periodsLost: row.periodsSettled - row.periodsPaid,
    mined: new Big(row.mined).toFixed(8),
    electricityPaid: new Big(row.electricityPaid).toFixed(6),
    firstNetworkIndex: row.firstNetworkIndex,
    purchasedAt: row.createdAt.toISOString(),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    nextPeriodEndsAt: row.nextPeriodEndsAt?.toISOString() ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

export function settlementViewOf(row: MiningSettlementRow): MiningSettlementView {
  return {
    number: row.number,
    networkIndex: row.networkIndex,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    outcome: row.outcome,
    hashRate: row.hashRate,
    networkHashRate: row.networkHashRate,
    difficulty: row.difficulty,
    blockReward: row.blockReward,
    blocks: row.blocks,
    draw: row.draw,
    gross: new Big(row.gross).toFixed(18),
    payout: new Big(row.payout).toFixed(8),
    electricityFee: new Big(row.electricityFee).toFixed(6),
    energyBefore: new Big(row.energyBefore).toFixed(6),
    settledAt: row.settledAt.toISOString(),
  };
}

/** The caller's contract (another user's is not found). */
export async function contractDetail(
  db: Db,
  deps: Pick<MiningDeps, 'periodMinutes' | 'sandbox'>,
  userId: number,
  contractId: number,
  now = new Date(),
): Promise<MiningContractDetail> {
  const [row] = await db
    .select()
    .from(miningContracts)
    .where(and(eq(miningContracts.id, contractId), eq(miningContracts.userId, userId)));
  if (!row) throw AppError.notFound();
  const [settlements, network, energy] = await readAll(db, [
    () =>
      db
        .select()
        .from(miningSettlements)
        .where(eq(miningSettlements.contractId, row.id))
        .orderBy(asc(miningSettlements.number)),
    () => networkRow(db, deps.periodMinutes),
    () => energyView(db, userId),
  ]);
  return {
    contract: contractViewOf(row, now),
    settlements: settlements.map(settlementViewOf),
    network: networkSummaryOf(network, deps.sandbox, now),
    energy,
  };
}
