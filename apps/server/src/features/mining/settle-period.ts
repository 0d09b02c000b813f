// Settling a contract's next period, in the caller's transaction with the contract row locked (a job run and the
// sandbox control racing each other settle it once; the (contract, number) key makes sure). The period is network
// period firstNetworkIndex + number − 1, settled at that period's published inputs:
// - the energy balance covers the period's electricity: the fee goes from energy to fee income (mining_electricity)
//   and the payout, rounded down to 8 decimals, from the house's mining rewards to the funding account in the coin
//   (mining_payout);
// - it does not: the period is lost (nothing charged, nothing paid) and the contract pauses ('Insufficient energy,
//   stop mining') until a top-up covers a period. The term does not extend.
// After the last period the contract has succeeded ('Mining successful').
import { type Db, eq, type MiningContractRow, miningContracts, miningSettlements } from '@platform/db';
import { houseAccountId, userAccountId } from '../../core/ledger/accounts.ts';
import { Big, ZERO } from '../../core/ledger/amounts.ts';
import { postEntry } from '../../core/ledger/post-entry.ts';
import { lockedEnergy } from './energy.ts';
import type { MiningEvent } from './mining-deps.ts';
import { grossOf, payoutOf } from './mining-money.ts';
import { type NetworkRule, networkPeriod, periodStart } from './network-rule.ts';

const ENDED = new Set(['success', 'failure']);

export interface Settled {
  contract: MiningContractRow;
  events: MiningEvent[];
}

/**
 * Settles the contract's next period if it has ended by `now` (or at once when `early`, the sandbox's control);
 * undefined when the contract is over or its next period has not ended.
 */
export async function settleNextPeriod(
  tx: Db,
  rule: NetworkRule,
  contractId: number,
  now: Date,
  early = false,
): Promise<Settled | undefined> {
  // The owner's energy balance is locked before the contract, in the order a top-up takes them (its entry, then the
  // contracts it resumes): the other way round, a settlement and a top-up sent at once deadlocked (a 500 to one).
  const [owner] = await tx
    .select({ userId: miningContracts.userId })
    .from(miningContracts)
    .where(eq(miningContracts.id, contractId));
  if (!owner) return undefined;
  const energyBefore = await lockedEnergy(tx, owner.userId);
  const [contract] = await tx.select().from(miningContracts).where(eq(miningContracts.id, contractId)).for('update');
  if (!contract || ENDED.has(contract.status) || contract.periodsSettled >= contract.periodsInTerm) return undefined;
  const number = contract.periodsSettled + 1;
  const index = contract.firstNetworkIndex + number - 1;
  const endsAt = periodStart(rule, index + 1);
  if (!early && endsAt > now) return undefined;

  const period = networkPeriod(rule, index);
  const fee = new Big(contract.electricityPerPeriod);
  const paid = energyBefore.gte(fee);
  const gross = grossOf(contract.hashRate, period.networkHashRate, period.blockReward, period.blocks);
  const payout = paid ? payoutOf(gross) : ZERO;
  const cause = {
    causeType: 'mining_contract' as const,
    causeId: contract.id,
    actorKind: 'system' as const,
    actorId: null,
  };
  if (paid) {
    if (fee.gt(0)) {
      await postEntry(tx, {
        ...cause,
        type: 'mining_electricity',
        memo: `Mining contract #${contract.id}, period ${number}/${contract.periodsInTerm}: electricity ${fee.toFixed(6)} USDT`,
        postings: [
          { accountId: await userAccountId(tx, contract.userId, 'energy', 'USDT'), amount: fee.neg() },
          { accountId: await houseAccountId(tx, 'fee_income', 'USDT'), amount: fee },
        ],
      });
    }
    if (payout.gt(0)) {
      await postEntry(tx, {
        ...cause,
        type: 'mining_payout',
        memo: `Mining contract #${contract.id}, period ${number}/${contract.periodsInTerm}: ${contract.hashRate} / ${period.networkHashRate} TH/s × ${period.blockReward} × ${period.blocks} blocks`,
        postings: [
          { accountId: await houseAccountId(tx, 'mining_rewards', contract.coin), amount: payout.neg() },
          { accountId: await userAccountId(tx, contract.userId, 'funding', contract.coin), amount: payout },
        ],
      });
    }
  }
  await tx.insert(miningSettlements).values({
    contractId: contract.id,
    number,
    networkIndex: index,
    startsAt: new Date(period.startsAt),
    endsAt,
    outcome: paid ? 'paid' : 'lost',
    hashRate: contract.hashRate,
    networkHashRate: period.networkHashRate,
    difficulty: period.difficulty,
    blockReward: period.blockReward,
    blocks: period.blocks,
    draw: period.draw,
    gross: gross.toFixed(18),
    payout: payout.toFixed(8),
    electricityFee: (paid ? fee : ZERO).toFixed(6),
    energyBefore: energyBefore.toFixed(6),
    settledAt: now,
  });
  const last = number === contract.periodsInTerm;
  const status = last ? 'success' : paid ? 'mining' : 'paused';
  const [updated] = await tx
    .update(miningContracts)
    .set({
      status,
      periodsSettled: number,
      periodsPaid: contract.periodsPaid + (paid ? 1 : 0),
      mined: new Big(contract.mined).plus(payout).toFixed(8),
      electricityPaid: new Big(contract.electricityPaid).plus(paid ? fee : ZERO).toFixed(6),
      nextPeriodEndsAt: last ? null : periodStart(rule, index + 2),
      endedAt: last ? now : null,
    })
    .where(eq(miningContracts.id, contract.id))
    .returning();
  const events: MiningEvent[] = [];
  if (status === 'paused' && contract.status !== 'paused') events.push(noticeOf(updated!, 'mining.paused', number));
  // Each paid period is told once; the last one by 'Mining successful', which names all that was mined.
  if (status === 'mining' && paid)
    events.push(noticeOf(updated!, 'mining.paid', number, { payout: payout.toFixed(8), electricity: fee.toFixed(6) }));
  if (status === 'success') events.push(noticeOf(updated!, 'mining.success', number));
  return { contract: updated!, events };
}

export function noticeOf(
  row: MiningContractRow,
  kind: MiningEvent['kind'],
  number: number,
  extra: Record<string, string> = {},
): MiningEvent {
  return {
    type: 'mining.notice',
    kind,
    userId: row.userId,
    contractId: row.id,
    params: {
      id: String(row.id),
      product: row.productName,
      hashRate: String(row.hashRate),
      period: String(number),
      periods: String(row.periodsInTerm),
      mined: new Big(row.mined).toFixed(8),
      coin: row.coin,
      ...extra,
    },
    eventKey: `${kind}:${row.id}:${number}`,
  };
}
