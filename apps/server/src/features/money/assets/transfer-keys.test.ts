// Keys in a group of transfers written by one statement: a kept key is answered from what it kept inside the group,
// next to fresh transfers; the answer is the contract's shape and is what the key keeps; a key that another
// transaction keeps while the group is being written fails the group, whose requests are then each written alone.
import { CODES, transferResult } from '@platform/contracts';
import { and, eq, idempotencyKeys, transfers } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { userBalances } from '../../../core/ledger/balances.ts';
import { grouped, requestHashOf, withIdempotency } from '../../../core/ledger/idempotency.ts';
import { checkLedger } from '../../../core/ledger/ledger-check.ts';
import { insertFundedUser, useLedgerDb } from '../../../testing/ledger-test-kit.ts';
import { type TransferInput, transferKind } from './transfer.ts';

const t = useLedgerDb({ houseAccounts: true });

const fundedUser = (amount: string) => insertFundedUser(t.db, amount);

const toTrading = (amount: string): TransferInput => ({ from: 'funding', to: 'trading', currency: 'USDT', amount });
const scope = 'POST /money/transfers';
let keyNo = 0;
const request = (userId: number, input: TransferInput, key = `keys-${Date.now()}-${keyNo++}`) => ({
  userId,
  key,
  scope,
  requestHash: requestHashOf(scope, {}, input),
});
const keyed = (userId: number, input: TransferInput, key?: string) =>
  withIdempotency(t.db, request(userId, input, key), grouped(transferKind, { userId, input }));
const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
  );

async function totals(userId: number) {
  const rows = await userBalances(t.db, userId);
  const of = (account: string) => rows.find((b) => b.account === account && b.currency === 'USDT')!.total;
  return { funding: of('funding'), trading: of('trading') };
}

describe('keys in a group of transfers', () => {
  it('answers in the contract’s shape, keeps that answer with the key, and replays it beside fresh transfers', async () => {
    const userId = await fundedUser('10');
    const first = await keyed(userId, toTrading('2.5'), 'kept-once');
    expect(transferResult.parse(first.data)).toEqual(first.data);
    expect(first.data).toMatchObject({
      from: 'funding',
      to: 'trading',
      currency: 'USDT',
      amount: '2.500000',
      balances: [
        { account: 'funding', currency: 'USDT', available: '7.500000', frozen: '0.000000', total: '7.500000' },
        { account: 'trading', currency: 'USDT', available: '2.500000', frozen: '0.000000', total: '2.500000' },
      ],
    });
    expect(new Date(first.data.createdAt).toISOString()).toBe(first.data.createdAt);
    const [kept] = await t.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, 'kept-once')));
    expect(kept).toMatchObject({
      status: CODES.ok,
      response: { kind: 'ok', msgKey: 'transferDone', data: first.data },
    });
    const [record] = await t.db.select().from(transfers).where(eq(transfers.id, first.data.id));
    expect(record).toMatchObject({ entryId: first.data.entryId, amount: '2.500000000000000000' });

    // The repeat, a fresh transfer and a key reused for another body arrive together.
    const [again, fresh, reused] = await Promise.all([
      settle(keyed(userId, toTrading('2.5'), 'kept-once')),
      settle(keyed(userId, toTrading('1'))),
      settle(keyed(userId, toTrading('9'), 'kept-once')),
    ]);
    expect(again).toEqual({ value: { ...first, replayed: true } });
    expect('value' in fresh && fresh.value.data.balances[0]?.total).toBe('6.500000');
    expect(reused).toEqual({ error: 'This Idempotency-Key was already used for a different request' });
    expect(await totals(userId)).toEqual({ funding: '6.500000', trading: '3.500000' });
  });

  it('writes each request alone when a key is kept by another transaction while its group is written', async (context) => {
    // Two transactions at once need a pool: PGlite runs one at a time.
    if (t.handle.driver !== 'postgres') context.skip();
    const userId = await fundedUser('10');
    const input = toTrading('4');
    const contested = request(userId, input, `contested-${Date.now()}`);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const keptElsewhere = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    // Another node answered the same key (a refusal, as a kept reply): its row is written, not yet committed.
    const other = t.db.transaction(async (tx) => {
      await tx.insert(idempotencyKeys).values({
        ...contested,
        status: CODES.badRequest,
        response: {
          kind: 'error',
          status: CODES.badRequest,
          messageKey: 'insufficientBalance',
          message: 'x',
          data: null,
        },
      });
      inserted();
      await held;
    });
    await keptElsewhere;
    const answers = Promise.all([
      settle(keyed(userId, toTrading('1'))),
      settle(withIdempotency(t.db, contested, grouped(transferKind, { userId, input }))),
      settle(keyed(userId, toTrading('2'))),
    ]);
    // The group's statement waits on the contested key; once the other transaction commits, it fails as a whole.
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await other;
    const [one, contestedAnswer, two] = await answers;
    expect('value' in one! && 'value' in two!).toBe(true);
    expect(contestedAnswer).toEqual({ error: 'x' });
    expect(await totals(userId)).toEqual({ funding: '7.000000', trading: '3.000000' });
    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
