// Property: random sequences of deposits, blocks, transfers, withdrawals, approvals, rejections, reversals and
// retries, run concurrently against the real database (transfers written in groups, as the API writes them), keep the
// ledger sound — every entry balanced, every currency summing to zero, no available balance below zero, kept balances
// equal to their postings — and a retried key never moves money twice.
import { type Db, deposits, eq, inArray, ledgerEntries, transfers, withdrawals } from '@platform/db';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { HoldResolvedError } from '../../core/ledger/holds.ts';
import { grouped, type IdempotentRun, requestHashOf, withIdempotency } from '../../core/ledger/idempotency.ts';
import { checkLedger } from '../../core/ledger/ledger-check.ts';
import { reverseEntry } from '../../core/ledger/reverse-entry.ts';
import { AppError } from '../../lib/app-error.ts';
import { insertUser, useLedgerDb } from '../../testing/ledger-test-kit.ts';
import { transferKind } from './assets/transfer.ts';
import { mineBlock, sendChainPayment } from './deposits/sandbox-chain.ts';
import { createWithdrawal } from './withdrawals/withdraw.ts';
import { approveWithdrawal, rejectWithdrawal } from './withdrawals/withdrawal-review.ts';

const t = useLedgerDb({ houseAccounts: true });
let operatorId: number;
beforeAll(async () => {
  operatorId = await insertUser(t.db);
});

const ADDRESS = `T${'B'.repeat(33)}`;
/** Cents as a decimal string, built from digits (no floating point). */
const cents = (n: number) => `${Math.floor(n / 100)}.${String(n % 100).padStart(2, '0')}`;
const amount = fc.integer({ min: 100, max: 20_000 }).map(cents);
const user = fc.integer({ min: 0, max: 2 });
const pick = fc.nat();

const command = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), user, amount }),
  fc.record({ op: fc.constant('mine' as const) }),
  fc.record({
    op: fc.constant('transfer' as const),
    user,
    from: fc.constantFrom('funding' as const, 'trading' as const),
    amount,
  }),
  fc.record({ op: fc.constant('withdraw' as const), user, amount }),
  fc.record({ op: fc.constant('approve' as const), pick }),
  fc.record({ op: fc.constant('reject' as const), pick }),
  fc.record({ op: fc.constant('reverse' as const), pick }),
  fc.record({ op: fc.constant('retry' as const), pick }),
);
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

interface Keyed {
  key: string;
  actor: number;
  scope: string;
  body: Record<string, unknown>;
  work: (tx: Db) => Promise<unknown>;
  /** Work that joins a group of its kind, as the API runs it (transfers): the result's id is what is compared. */
  grouped?: IdempotentRun<{ id: number }>;
}

let runNo = 0;
let movedTransfers = 0;

async function outcome(call: Keyed): Promise<string> {
  const request = {
    userId: call.actor,
    key: call.key,
    scope: call.scope,
    requestHash: requestHashOf(call.scope, {}, call.body),
  };
  try {
    const data = call.grouped
      ? (await withIdempotency(t.db, request, call.grouped)).data.id
      : (await withIdempotency(t.db, request, async (tx) => ({ msgKey: 'success', data: await call.work(tx) }))).data;
    return `ok:${JSON.stringify(data)}`;
  } catch (error) {
    if (error instanceof AppError) return `error:${error.message}`;
    if (error instanceof HoldResolvedError) return 'error:resolved';
    throw error;
  }
}

describe('the ledger under random concurrent operations', () => {
  it('stays balanced, never overdraws and never moves money twice for one key', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 8, maxLength: 24 }), async (commands: Command[]) => {
        runNo += 1;
        const users = [await insertUser(t.db), await insertUser(t.db), await insertUser(t.db)];
        // Everyone starts with money on the chain, so transfers and withdrawals mostly go through.
        await t.db.transaction(async (tx) => {
          for (const u of users) await sendChainPayment(tx, u, { currency: 'USDT', network: 'TRC20', amount: '150' });
        });
        for (let i = 0; i < 3; i++) await mineBlock(t.db);
        const issued: Keyed[] = [];
        const results = new Map<string, string[]>();
        const toKeyed = async (c: Command, i: number): Promise<Keyed | null> => {
          const key = `run${runNo}-${i}-${c.op}`;
          switch (c.op) {
            case 'deposit': {
              const body = { currency: 'USDT', network: 'TRC20', amount: c.amount } as const;
              return {
                key,
                actor: users[c.user]!,
                scope: 'deposit',
                body,
                work: (tx) => sendChainPayment(tx, users[c.user]!, body).then((d) => d.id),
              };
            }
            case 'transfer': {
              const body = {
                from: c.from,
                to: c.from === 'funding' ? 'trading' : 'funding',
                currency: 'USDT',
                amount: c.amount,
              } as const;
              // Concurrent transfers of a wave share groups, as they do behind the API.
              const run = grouped(transferKind, { userId: users[c.user]!, input: body });
              return {
                key,
                actor: users[c.user]!,
                scope: 'transfer',
                body,
                work: (tx) => run(tx).then((t) => t.data.id),
                grouped: run,
              };
            }
            case 'withdraw': {
              const body = {
                method: 'chain',
                currency: 'USDT',
                network: 'TRC20',
                address: ADDRESS,
                amount: c.amount,
              } as const;
              return {
                key,
                actor: users[c.user]!,
                scope: 'withdraw',
                body,
                work: (tx) => createWithdrawal(tx, users[c.user]!, body).then((w) => w.id),
              };
            }
            case 'approve':
            case 'reject': {
              const rows = await t.db
                .select({ id: withdrawals.id })
                .from(withdrawals)
                .where(inArray(withdrawals.userId, users));
              if (rows.length === 0) return null;
              const id = rows[c.pick % rows.length]!.id;
              const body = { id };
              const work =
                c.op === 'approve'
                  ? (tx: Db) => approveWithdrawal(tx, id, operatorId).then((w) => w.status)
                  : (tx: Db) => rejectWithdrawal(tx, id, operatorId, 'property test').then((w) => w.status);
              return { key, actor: operatorId, scope: c.op, body, work };
            }
            case 'reverse': {
              const rows = await t.db
                .select({ entryId: transfers.entryId })
                .from(transfers)
                .where(inArray(transfers.userId, users));
              if (rows.length === 0) return null;
              const entryId = rows[c.pick % rows.length]!.entryId!;
              return {
                key,
                actor: operatorId,
                scope: 'reverse',
                body: { entryId },
                work: (tx) => reverseEntry(tx, entryId, operatorId, 'property test'),
              };
            }
            case 'retry':
              return issued.length === 0 ? null : issued[c.pick % issued.length]!;
            case 'mine':
              return null;
          }
        };

        // Run in waves of concurrent operations; every wave is also retried once at its end.
        for (let start = 0; start < commands.length; start += 6) {
          const wave = commands.slice(start, start + 6);
          const calls: Promise<unknown>[] = [];
          for (const [j, c] of wave.entries()) {
            if (c.op === 'mine') {
              calls.push(mineBlock(t.db));
              continue;
            }
            const keyed = await toKeyed(c, start + j);
            if (!keyed) continue;
            if (c.op !== 'retry') issued.push(keyed);
            calls.push(
              outcome(keyed).then((r) => {
                results.set(keyed.key, [...(results.get(keyed.key) ?? []), r]);
              }),
            );
          }
          await Promise.all(calls);
        }
        for (const keyed of issued) {
          const again = await outcome(keyed);
          results.set(keyed.key, [...(results.get(keyed.key) ?? []), again]);
        }
        for (let i = 0; i < 3; i++) await mineBlock(t.db);

        // A key answers the same every time.
        for (const [key, answers] of results) expect(new Set(answers).size, key).toBe(1);
        // Each key that succeeded made exactly one record; one that failed made none.
        const succeeded = (scope: string) =>
          issued.filter((k) => k.scope === scope && results.get(k.key)?.[0]?.startsWith('ok:')).length;
        const count = async (table: typeof deposits | typeof transfers | typeof withdrawals) =>
          (await t.db.select({ id: table.id }).from(table).where(inArray(table.userId, users))).length;
        expect(await count(deposits)).toBe(succeeded('deposit') + users.length);
        expect(await count(transfers)).toBe(succeeded('transfer'));
        movedTransfers += succeeded('transfer');
        expect(await count(withdrawals)).toBe(succeeded('withdraw'));
        const reversals = await t.db
          .select({ id: ledgerEntries.id })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.type, 'reversal'));
        expect(new Set(reversals.map((r) => r.id)).size).toBe(reversals.length);

        const check = await checkLedger(t.db);
        expect(check).toMatchObject({
          ok: true,
          unbalancedEntryIds: [],
          overdrawnAccountIds: [],
          driftedAccountIds: [],
        });
      }),
      {
        numRuns: 6,
        endOnFailure: true,
        // One run that surely moves money, whatever the random ones draw.
        examples: [
          [
            [
              { op: 'transfer', user: 0, from: 'funding', amount: cents(2_500) },
              { op: 'withdraw', user: 1, amount: cents(1_000) },
              { op: 'transfer', user: 2, from: 'funding', amount: cents(100) },
              { op: 'approve', pick: 0 },
              { op: 'transfer', user: 0, from: 'trading', amount: cents(500) },
              { op: 'retry', pick: 0 },
              { op: 'reverse', pick: 0 },
              { op: 'mine' },
            ],
          ],
        ],
      },
    );
    // The runs did move money (a property that only ever saw refusals would prove little).
    expect(movedTransfers).toBeGreaterThan(0);
  });
});
