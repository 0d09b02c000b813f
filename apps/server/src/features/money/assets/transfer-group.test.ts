// Transfers written in groups (group commit): each keeps its own key, result and refusal; a refusal or a failure of
// one never fails its neighbours; identical concurrent requests move money once; the ledger stays sound.
import type { TransferResult } from '@platform/contracts';
import { eq, idempotencyKeys, inArray, ledgerEntries, transfers } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { userBalances } from '../../../core/ledger/balances.ts';
import { grouped, requestHashOf, withIdempotency } from '../../../core/ledger/idempotency.ts';
import { checkLedger } from '../../../core/ledger/ledger-check.ts';
import { insertFundedUser, useLedgerDb } from '../../../testing/ledger-test-kit.ts';
import { type TransferInput, transferGroup, transferKind } from './transfer.ts';

const t = useLedgerDb({ houseAccounts: true });

const fundedUser = (amount: string) => insertFundedUser(t.db, amount);

const toTrading = (amount: string): TransferInput => ({ from: 'funding', to: 'trading', currency: 'USDT', amount });
const toFunding = (amount: string): TransferInput => ({ from: 'trading', to: 'funding', currency: 'USDT', amount });

async function totals(userId: number) {
  const rows = await userBalances(t.db, userId);
  const of = (account: string) => rows.find((b) => b.account === account && b.currency === 'USDT')!.total;
  return { funding: of('funding'), trading: of('trading') };
}

let keyNo = 0;
function keyed(userId: number, input: TransferInput, key = `group-${Date.now()}-${keyNo++}`) {
  const scope = 'POST /money/transfers';
  return withIdempotency(
    t.db,
    { userId, key, scope, requestHash: requestHashOf(scope, {}, input) },
    grouped(transferKind, { userId, input }),
  );
}

/** The request's answer, or the message of the error it was answered with. */
const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
  );

describe('a group of transfers in one transaction', () => {
  it('refuses only the transfer that lacks money; the ones before and after it, even relying on it, go through', async () => {
    const alice = await fundedUser('10');
    const bob = await fundedUser('1');
    const outcomes = await t.db.transaction((tx) =>
      transferGroup(tx, [
        { userId: alice, input: toTrading('6') },
        { userId: bob, input: toTrading('1.5') },
        { userId: alice, input: toTrading('5') },
        { userId: alice, input: toFunding('6') },
        { userId: alice, input: toTrading('10') },
        { userId: bob, input: toTrading('1') },
      ]),
    );
    // Each answer shows its own accounts after it: `from` first, then `to`.
    const summary = outcomes.map((o) => ('ok' in o ? o.ok.data.balances.map((b) => b.total) : o.refused.messageKey));
    expect(summary).toEqual([
      ['4.000000', '6.000000'],
      'insufficientBalance',
      'insufficientBalance',
      ['0.000000', '10.000000'],
      ['0.000000', '10.000000'],
      ['0.000000', '1.000000'],
    ]);
    expect(await totals(alice)).toEqual({ funding: '0.000000', trading: '10.000000' });
    expect(await totals(bob)).toEqual({ funding: '0.000000', trading: '1.000000' });
    // Each accepted transfer has its record and its entry, pointing at each other.
    const ids = outcomes.flatMap((o) => ('ok' in o ? [o.ok.data.id] : []));
    const records = await t.db.select().from(transfers).where(inArray(transfers.id, ids));
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.id,
          records.map((r) => r.entryId!),
        ),
      );
    expect(records).toHaveLength(4);
    expect(entries.map((e) => e.causeId).sort()).toEqual([...ids].sort());
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});

describe('transfers arriving together (group commit through the idempotency runner)', () => {
  it('share one transaction, and each is answered with its own result or refusal', async () => {
    const users = await Promise.all([fundedUser('5'), fundedUser('5'), fundedUser('5'), fundedUser('5')]);
    const answers = await Promise.all(
      users.flatMap((userId) => [
        settle(keyed(userId, toTrading('2'))),
        settle(keyed(userId, toTrading('2'))),
        settle(keyed(userId, toTrading('2'))),
      ]),
    );
    const moved = answers.flatMap((a) => ('value' in a ? [a.value.data as TransferResult] : []));
    const refused = answers.flatMap((a) => ('error' in a ? [a.error] : []));
    expect(moved).toHaveLength(8);
    expect(refused).toEqual(Array(4).fill('Insufficient available balance'));
    // Written together: one transaction's time for (nearly) all of them, not one per transfer.
    expect(new Set(moved.map((t) => t.createdAt)).size).toBeLessThan(moved.length);
    for (const userId of users) expect(await totals(userId)).toEqual({ funding: '1.000000', trading: '4.000000' });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('moves money once for 20 concurrent identical requests, and refuses the key reused for another body', async () => {
    const userId = await fundedUser('100');
    const key = `same-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => keyed(userId, toTrading('3'), key)));
    expect(new Set(answers.map((a) => (a.data as TransferResult).id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    expect(await totals(userId)).toEqual({ funding: '97.000000', trading: '3.000000' });
    const other = await settle(keyed(userId, toTrading('4'), key));
    expect(other).toEqual({ error: 'This Idempotency-Key was already used for a different request' });
    // A refusal is kept for its key and answered again on a retry, in or out of a group.
    const poorKey = `poor-${Date.now()}`;
    const [first, again] = await Promise.all([
      settle(keyed(userId, toTrading('1000'), poorKey)),
      settle(keyed(userId, toTrading('1000'), poorKey)),
    ]);
    expect(first).toEqual({ error: 'Insufficient available balance' });
    expect(again).toEqual(first);
    const [kept] = await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, poorKey));
    expect(kept?.status).toBe(400);
  });

  it('runs each transfer alone when the group fails as a whole, so a broken one fails by itself', async () => {
    const userId = await fundedUser('10');
    // A currency too long for its column fails inside the database, after the others' statements began.
    const broken = { ...toTrading('1'), currency: 'NOT-A-CURRENCY' } as unknown as TransferInput;
    const brokenKey = `broken-${Date.now()}`;
    const answers = await Promise.all([
      settle(keyed(userId, toTrading('1'))),
      settle(keyed(userId, broken, brokenKey)),
      settle(keyed(userId, toTrading('2'))),
    ]);
    expect('value' in answers[0]! && 'value' in answers[2]!).toBe(true);
    expect('error' in answers[1]!).toBe(true);
    expect(await totals(userId)).toEqual({ funding: '7.000000', trading: '3.000000' });
    // A failure is not a refusal: nothing is kept for its key, so a retry runs again.
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, brokenKey))).toEqual([]);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('never lets concurrent groups overdraw an account', async () => {
    const userId = await fundedUser('10');
    const answers = await Promise.all(Array.from({ length: 30 }, () => settle(keyed(userId, toTrading('1')))));
    expect(answers.filter((a) => 'value' in a)).toHaveLength(10);
    expect(answers.filter((a) => 'error' in a).map((a) => ('error' in a ? a.error : ''))).toEqual(
      Array(20).fill('Insufficient available balance'),
    );
    expect(await totals(userId)).toEqual({ funding: '0.000000', trading: '10.000000' });
  });
});
