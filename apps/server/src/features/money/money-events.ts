// What the money rails tell the other features, once each change committed (the inbox turns each into one message):
// a chain deposit credited at its confirmations, a bank deposit decided by the sandbox verifier (the same events as
// an operator's decision, so a deposit is told once whoever decided it), a transfer, an operator's reversal.
import { type EntryView, MONEY_LIMITS, type TransferResult } from '@platform/contracts';
import { type Db, deposits, inArray } from '@platform/db';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import { Big, show } from '../../core/ledger/amounts.ts';

type Publish = (event: DomainEvent) => void;
const HISTORY = '/assets/history';

/** Tells each depositor whose deposit among `ids` is decided: credited on the chain, or approved / refused. */
export async function tellDecidedDeposits(db: Db, publish: Publish, ids: number[]) {
  if (ids.length === 0) return;
  const rows = await db.select().from(deposits).where(inArray(deposits.id, ids)).orderBy(deposits.id);
  for (const d of rows) {
    if (d.method === 'chain') {
      if (d.status !== 'completed') continue;
      publish({
        type: 'money.moved',
        kind: 'deposit.credited',
        userId: d.userId,
        eventKey: `deposit.credited:${d.id}`,
        link: HISTORY,
        params: {
          id: String(d.id),
          amount: show(d.amount, d.currency),
          currency: d.currency,
          network: d.network ?? '',
          confirmations: String(MONEY_LIMITS.requiredConfirmations),
        },
      });
    } else if (d.status !== 'pending') {
      publish({
        type: d.status === 'completed' ? 'deposit.approved' : 'deposit.rejected',
        userId: d.userId,
        depositId: d.id,
        reason: d.status === 'completed' ? null : d.reason,
      });
    }
  }
}

export const transferEvent = (userId: number, t: TransferResult): DomainEvent => ({
  type: 'money.moved',
  kind: t.to === 'trading' ? 'transfer.toTrading' : 'transfer.toFunding',
  userId,
  eventKey: `transfer:${t.id}`,
  link: HISTORY,
  params: { id: String(t.id), amount: show(t.amount, t.currency), currency: t.currency },
});

/** Each user whose account the reversal touched is told, with the largest amount it moved on their accounts. */
export function reversalEvents(reversal: EntryView, reversedId: number, reason: string): DomainEvent[] {
  const byUser = new Map<number, EntryView['postings'][number]>();
  for (const p of reversal.postings) {
    if (p.userId === null) continue;
    const known = byUser.get(p.userId);
    if (!known || new Big(p.amount).abs().gt(new Big(known.amount).abs())) byUser.set(p.userId, p);
  }
  return [...byUser].map(([userId, p]) => ({
    type: 'money.moved',
    kind: 'entry.reversed',
    userId,
    eventKey: `entry.reversed:${reversal.id}`,
    link: HISTORY,
    params: {
      id: String(reversedId),
      reversal: String(reversal.id),
      amount: show(new Big(p.amount).abs(), p.currency),
      currency: p.currency,
      reason,
    },
  }));
}
