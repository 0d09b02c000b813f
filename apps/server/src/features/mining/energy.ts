// The prepaid energy balance: the user's `energy` ledger account in USDT. A top-up is one balanced entry from the
// funding account; afterwards each paused contract whose period's electricity the balance now covers resumes. Unused
// energy is the user's money: a refund moves it back to funding in one balanced entry; running contracts then pause at
// the next period the balance cannot pay (settlement does that, nothing changes here).
import type { MiningEnergyView } from '@platform/contracts';
import {
  and,
  type Db,
  eq,
  inArray,
  ledgerAccounts,
  miningContracts,
  miningEnergyRefunds,
  miningTopUps,
  readAll,
  sql,
} from '@platform/db';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import { userAccountId } from '../../core/ledger/accounts.ts';
import { Big, ZERO } from '../../core/ledger/amounts.ts';
import { postEntry } from '../../core/ledger/post-entry.ts';
import { refusingShortfall } from '../../core/ledger/shortfall.ts';
import { AppError } from '../../lib/app-error.ts';

const RUNNING = ['locating', 'mining', 'paused'] as const;

export async function availableOf(db: Db, userId: number, kind: 'funding' | 'energy', currency: 'USDT' | 'BTC') {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance, frozen: ledgerAccounts.frozen })
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.kind, kind), eq(ledgerAccounts.currency, currency)),
    );
  return row ? new Big(row.balance).minus(row.frozen) : ZERO;
}

/** The energy account's available USDT, the account locked until the transaction ends (settlements queue on it). */
export async function lockedEnergy(tx: Db, userId: number) {
  const id = await userAccountId(tx, userId, 'energy', 'USDT');
  const [row] = await tx
    .select({ balance: ledgerAccounts.balance, frozen: ledgerAccounts.frozen })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id))
    .for('update');
  return new Big(row!.balance).minus(row!.frozen);
}

export async function energyView(db: Db, userId: number): Promise<MiningEnergyView> {
  const [balance, funding, [need]] = await readAll(db, [
    () => availableOf(db, userId, 'energy', 'USDT'),
    () => availableOf(db, userId, 'funding', 'USDT'),
    () =>
      db
        .select({ total: sql<string>`coalesce(sum(${miningContracts.electricityPerPeriod}), 0)` })
        .from(miningContracts)
        .where(and(eq(miningContracts.userId, userId), inArray(miningContracts.status, [...RUNNING]))),
  ]);
  const perPeriod = new Big(need?.total ?? 0);
  return {
    currency: 'USDT',
    balance: balance.toFixed(6),
    fundingAvailable: funding.toFixed(6),
    perPeriodNeed: perPeriod.toFixed(6),
    periodsCovered: perPeriod.gt(0) ? Number(balance.div(perPeriod).round(0, Big.roundDown).toFixed(0)) : null,
  };
}

/** The two ways energy moves: a top-up from funding, a refund back to it. */
const MOVES = {
  topUp: {
    table: miningTopUps,
    type: 'energy_top_up',
    toEnergy: true,
    memo: 'Mining energy top-up',
    short: 'miningTopUpFundsShort',
  },
  refund: {
    table: miningEnergyRefunds,
    type: 'energy_refund',
    toEnergy: false,
    memo: 'Mining energy moved back to funding',
    short: 'miningEnergyRefundShort',
  },
} as const;

/** Records the move and posts its one balanced entry between funding and energy (refused on the field when short). */
async function moveEnergy(tx: Db, userId: number, value: Big, move: (typeof MOVES)[keyof typeof MOVES]) {
  const funding = await userAccountId(tx, userId, 'funding', 'USDT');
  const energy = await userAccountId(tx, userId, 'energy', 'USDT');
  // Both tables are a user and an amount; one stands for the other.
  const [row] = await tx
    .insert(move.table as typeof miningTopUps)
    .values({ userId, amount: value.toFixed(6) })
    .returning();
  const [from, to] = move.toEnergy ? [funding, energy] : [energy, funding];
  await refusingShortfall(
    () => AppError.badRequest(move.short, 'amount'),
    () =>
      postEntry(tx, {
        type: move.type,
        causeType: move.type,
        causeId: row!.id,
        actorKind: 'user',
        actorId: userId,
        memo: `${move.memo} #${row!.id}: ${value.toFixed(6)} USDT`,
        postings: [
          { accountId: from, amount: value.neg() },
          { accountId: to, amount: value },
        ],
      }),
  );
  return row!.id;
}

/** How the user's energy is moved: the amount asked for, and the messages to send once it committed. */
type EnergyMove = (tx: Db, userId: number, amount: string, told?: DomainEvent[]) => Promise<MiningEnergyView>;

/** Moves `amount` USDT from funding to energy (refused on the field when funding lacks it); resumes what it can. */
export const topUp: EnergyMove = async (tx, userId, amount, told = []) => {
  const value = new Big(amount);
  const id = await moveEnergy(tx, userId, value, MOVES.topUp);
  told.push(energyEvent('energy.toppedUp', userId, id, value));
  await resumePaused(tx, userId);
  return energyView(tx, userId);
};

/** Moves `amount` USDT from energy back to funding (refused on the field above the energy balance). */
export const refundEnergy: EnergyMove = async (tx, userId, amount, told = []) => {
  const value = new Big(amount);
  // The energy account stays locked until the transaction ends: refunds and settlements queue on it.
  if (value.gt(await lockedEnergy(tx, userId))) throw AppError.badRequest('miningEnergyRefundShort', 'amount');
  const id = await moveEnergy(tx, userId, value, MOVES.refund);
  told.push(energyEvent('energy.refunded', userId, id, value));
  return energyView(tx, userId);
};

/** Each paused contract whose period's electricity the energy balance covers now mines again (oldest first). */
export async function resumePaused(tx: Db, userId: number) {
  const balance = await availableOf(tx, userId, 'energy', 'USDT');
  const paused = await tx
    .select({ id: miningContracts.id, need: miningContracts.electricityPerPeriod })
    .from(miningContracts)
    .where(and(eq(miningContracts.userId, userId), eq(miningContracts.status, 'paused')))
    .orderBy(miningContracts.id);
  const resume = paused.filter((c) => balance.gte(c.need)).map((c) => c.id);
  if (resume.length > 0) {
    await tx
      .update(miningContracts)
      .set({ status: 'mining' })
      .where(and(inArray(miningContracts.id, resume), eq(miningContracts.status, 'paused')));
  }
}

/** What the user is told of energy moved to or from funding, once it committed (one message per top-up or refund). */
const energyEvent = (
  kind: 'energy.toppedUp' | 'energy.refunded',
  userId: number,
  id: number,
  value: Big,
): DomainEvent => ({
  type: 'money.moved',
  kind,
  userId,
  eventKey: `${kind}:${id}`,
  link: '/mining',
  params: { id: String(id), amount: value.toFixed(6) },
});
