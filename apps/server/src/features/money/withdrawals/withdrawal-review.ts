// Paying out or refusing a withdrawal: approval posts the hold (funding −total; clearing +amount; fee income +fee),
// rejection voids it (released in full) and keeps the written reason for the user. Each is decided once.
import { type Db, eq, type WithdrawalRow, withdrawals } from '@platform/db';
import { houseAccountId, userAccountId } from '../../../core/ledger/accounts.ts';
import { Big, show } from '../../../core/ledger/amounts.ts';
import { postHold, voidHold } from '../../../core/ledger/holds.ts';
import { AppError } from '../../../lib/app-error.ts';

async function lockPending(tx: Db, id: number): Promise<WithdrawalRow> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  if (!row) throw AppError.notFound();
  if (row.status !== 'pending' || row.holdId === null) throw AppError.conflict('alreadyReviewed');
  return row;
}

export const destinationOf = (row: WithdrawalRow) =>
  row.method === 'bank' ? `card ${row.cardMasked ?? ''}`.trim() : `${row.network} address ${row.address}`;

export async function approveWithdrawal(tx: Db, id: number, operatorId: number): Promise<WithdrawalRow> {
  const row = await lockPending(tx, id);
  const currency = row.currency;
  const amount = new Big(row.amount);
  const fee = new Big(row.fee);
  const total = new Big(row.total);
  const clearing = row.method === 'bank' ? 'bank_clearing' : 'chain_clearing';
  const postings = [
    { accountId: await userAccountId(tx, row.userId, 'funding', currency), amount: total.neg() },
    { accountId: await houseAccountId(tx, clearing, currency), amount },
  ];
  if (fee.gt(0)) postings.push({ accountId: await houseAccountId(tx, 'fee_income', currency), amount: fee });
  const entryId = await postHold(tx, row.holdId!, total, {
    type: 'withdrawal',
    causeType: 'withdrawal',
    causeId: row.id,
    actorKind: 'operator',
    actorId: operatorId,
    memo: `Withdrawal #${row.id}: ${show(amount, currency)} ${currency} to ${destinationOf(row)}, fee ${show(fee, currency)}`,
    postings,
  });
  const [done] = await tx
    .update(withdrawals)
    .set({ status: 'completed', entryId, reviewerId: operatorId, reviewedAt: new Date() })
    .where(eq(withdrawals.id, id))
    .returning();
  return done!;
}

export async function rejectWithdrawal(tx: Db, id: number, operatorId: number, reason: string) {
  const row = await lockPending(tx, id);
  await voidHold(tx, row.holdId!);
  const [done] = await tx
    .update(withdrawals)
    .set({ status: 'failed', reason, reviewerId: operatorId, reviewedAt: new Date() })
    .where(eq(withdrawals.id, id))
    .returning();
  return done!;
}
