// What the crash test holds a restarted server to: the state the kill left (every acknowledged movement once, a
// cut-off one wholly there or absent), the answers to replayed keys, and the balances once every call has happened.
import { expect } from 'vitest';
import { type Answer, request } from '../http-client.ts';
import type { Attempt, PendingDeposit } from './money-load.ts';
import { ledgerCheck, movementsOf, sameAmount, sum, usdBalances } from './money-state.ts';

/** What one user's ledger held right after the restart, before any replay. */
export interface CommittedAtCrash {
  /** Entry ids of the transfers found. */
  transferEntries: Set<number>;
  /** Deposit id → the entry that credited it. */
  credits: Map<number, number>;
}

export const describeAttempt = (a: Attempt) =>
  `${a.kind} of ${a.amount} for user ${a.user} (key ${a.key}): ${a.outcome} ${
    a.answer ? `${a.answer.status} ${JSON.stringify(a.answer.body)}` : (a.error ?? '')
  }`;

/** Checks one user's movements as the crash left them; answers with what had committed. */
export async function checkCrashState(
  base: string,
  token: string,
  user: number,
  attempts: Attempt[],
  pendingDeposits: PendingDeposit[],
): Promise<CommittedAtCrash> {
  const movements = await movementsOf(base, token);
  const onTrading = movements.filter((m) => m.type === 'transfer' && m.account === 'trading');
  const onFunding = movements.filter((m) => m.type === 'transfer' && m.account === 'funding');
  const credits = movements.filter((m) => m.type === 'deposit');
  const mine = (kind: Attempt['kind'], outcome?: Attempt['outcome']) =>
    attempts.filter((a) => a.user === user && a.kind === kind && (!outcome || a.outcome === outcome));

  const transferEntries = new Set(onTrading.map((m) => m.entryId));
  expect(transferEntries.size, `user ${user}: one trading movement per transfer entry`).toBe(onTrading.length);
  expect(new Set(onTrading.map((m) => m.causeId)).size, `user ${user}: one entry per transfer`).toBe(onTrading.length);
  expect(
    onFunding.map((m) => [m.entryId, m.amount]).sort(),
    `user ${user}: each transfer's funding side mirrors its trading side`,
  ).toEqual(onTrading.map((m) => [m.entryId, `-${m.amount}`]).sort());
  for (const a of mine('transfer', 'acked')) {
    const { id, entryId } = a.answer!.body.data;
    const movement = onTrading.find((m) => m.entryId === entryId);
    expect(movement, `acknowledged transfer #${id} after the restart`).toBeDefined();
    expect(movement!.causeId).toBe(id);
    expect(sameAmount(movement!.amount, a.amount), `transfer #${id}: ${movement!.amount} = ${a.amount}`).toBe(true);
  }
  const beyondAcked = onTrading.length - mine('transfer', 'acked').length;
  expect(beyondAcked, `user ${user}: transfers found beyond the acknowledged ones`).toBeGreaterThanOrEqual(0);
  expect(beyondAcked, `user ${user}: transfers found beyond the acknowledged and cut-off ones`).toBeLessThanOrEqual(
    mine('transfer', 'cut').length,
  );

  const creditByDeposit = new Map(credits.map((m) => [m.causeId, m.entryId]));
  expect(creditByDeposit.size, `user ${user}: one credit per deposit`).toBe(credits.length);
  for (const a of mine('approval', 'acked')) {
    const credit = credits.find((m) => m.causeId === a.depositId);
    expect(credit, `acknowledged approval of deposit #${a.depositId} after the restart`).toBeDefined();
    expect(credit!.entryId).toBe(a.answer!.body.data.entryId);
    expect(sameAmount(credit!.amount, a.amount), `deposit #${a.depositId}: ${credit!.amount} = ${a.amount}`).toBe(true);
  }
  const pending = new Set(pendingDeposits.filter((d) => d.user === user).map((d) => d.id));
  const approvalsSent = new Set(mine('approval').map((a) => a.depositId));
  const creditedPending = [...creditByDeposit.keys()].filter((id) => pending.has(id));
  expect(
    creditedPending.filter((id) => !approvalsSent.has(id)),
    `user ${user}: deposits credited that nobody approved`,
  ).toEqual([]);
  expect(creditByDeposit.size, `user ${user}: the opening deposit and the approved ones`).toBe(
    1 + creditedPending.length,
  );
  return { transferEntries, credits: creditByDeposit };
}

/** Replays every attempt with its own key, a few at a time. */
export async function replayAll(base: string, attempts: Attempt[]): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let i = 0; i < attempts.length; i += 8) {
    const batch = attempts.slice(i, i + 8);
    answers.push(
      ...(await Promise.all(
        batch.map((a) => request(base, 'POST', a.path, { token: a.token, body: a.body, key: a.key })),
      )),
    );
  }
  return answers;
}

/**
 * The first replay of every key: an acknowledged call answers as it did; a cut-off one is replayed exactly when it
 * had committed, or else done now. Answers with how many cut-off calls had committed.
 */
export function checkFirstReplays(done: Attempt[], replies: Answer[], committed: CommittedAtCrash[]): number {
  let cutCommitted = 0;
  for (const [i, a] of done.entries()) {
    const answer = replies[i]!;
    expect(answer.status, `replay of ${describeAttempt(a)}: ${JSON.stringify(answer.body)}`).toBe(200);
    const before = committed[a.user]!;
    if (a.outcome === 'acked') {
      expect(answer.replayed, `replay of ${describeAttempt(a)} is marked replayed`).toBe(true);
      expect(answer.body.data, `replay of ${describeAttempt(a)}`).toEqual(a.answer!.body.data);
      continue;
    }
    const creditEntry = a.kind === 'approval' ? before.credits.get(a.depositId!) : undefined;
    const hadHappened =
      a.kind === 'transfer' ? before.transferEntries.has(answer.body.data.entryId) : creditEntry !== undefined;
    expect(answer.replayed, `cut-off ${describeAttempt(a)}: replayed exactly when it had committed`).toBe(hadHappened);
    if (creditEntry !== undefined) expect(answer.body.data.entryId).toBe(creditEntry);
    if (hadHappened) cutCommitted++;
  }
  // A cut-off transfer that had committed but ran again would carry a new entry and pass the check above; the
  // count of those found committed must match what the ledger held beyond the acknowledged ones.
  for (const [user, before] of committed.entries()) {
    const mine = done.filter((a) => a.user === user && a.kind === 'transfer');
    const replayedCut = mine.filter((a) => a.outcome === 'cut' && replies[done.indexOf(a)]!.replayed).length;
    expect(replayedCut, `user ${user}: cut-off transfers found committed`).toBe(
      before.transferEntries.size - mine.filter((a) => a.outcome === 'acked').length,
    );
  }
  return cutCommitted;
}

/** Once every call has happened exactly once, the balances follow from the calls alone. */
export async function checkBalances(
  base: string,
  operatorToken: string,
  users: string[],
  done: Attempt[],
  openingDeposit: string,
  when: string,
) {
  expect(await ledgerCheck(base, operatorToken), `ledger check ${when}`).toMatchObject({ ok: true });
  for (const [user, token] of users.entries()) {
    const mine = done.filter((a) => a.user === user);
    const transfers = mine.filter((a) => a.kind === 'transfer');
    const transferred = sum(transfers.map((a) => a.amount));
    const approved = sum(mine.filter((a) => a.kind === 'approval').map((a) => a.amount));
    const expected = { trading: transferred, funding: approved.plus(openingDeposit).minus(transferred) };
    const { funding, trading } = await usdBalances(base, token);
    const shown = `user ${user} ${when}: funding ${funding.total} (expected ${expected.funding}), trading ${trading.total} (expected ${expected.trading}), frozen ${funding.frozen}/${trading.frozen}`;
    expect(sameAmount(trading.total, expected.trading) && sameAmount(funding.total, expected.funding), shown).toBe(
      true,
    );
    expect(sameAmount(funding.frozen, '0') && sameAmount(trading.frozen, '0'), shown).toBe(true);
    const movements = await movementsOf(base, token);
    expect(
      movements.filter((m) => m.type === 'transfer' && m.account === 'trading').length,
      `user ${user} ${when}: one transfer per key`,
    ).toBe(transfers.length);
  }
}
