// Money scenarios as fixtures: inputs and expected figures side by side, exact decimals.
import { type Currency, type FeeRule, feeRuleFor } from '@platform/contracts';
import { eq, ledgerHolds } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { depositTo, insertUser, useLedgerDb } from '../../testing/ledger-test-kit.ts';
import { houseAccountId, userAccountId } from './accounts.ts';
import { Big, withdrawalFee } from './amounts.ts';
import { userBalances } from './balances.ts';
import { createHold, postHold, voidHold } from './holds.ts';
import { checkLedger } from './ledger-check.ts';
import { postEntry, UnbalancedEntryError } from './post-entry.ts';
import { buildStatement } from './statement.ts';

const t = useLedgerDb();

const rule = (method: 'bank' | 'chain', currency: string, network: string | null) =>
  feeRuleFor(method, currency, network) as FeeRule;

const deposit = (userId: number, currency: Currency, amount: string, at?: Date) =>
  depositTo(t.db, userId, amount, { currency, clearing: 'bank_clearing', at });

async function funding(userId: number, currency: Currency) {
  return (await userBalances(t.db, userId)).find((b) => b.account === 'funding' && b.currency === currency)!;
}

describe('withdrawal fee schedule', () => {
  const cases: [FeeRule, string, string][] = [
    [rule('bank', 'USD', null), '1', '1'],
    [rule('bank', 'USD', null), '999.99', '1'],
    [rule('bank', 'USD', null), '1000', '1'],
    [rule('bank', 'USD', null), '1000.01', '1.01'],
    [rule('bank', 'EUR', null), '2500.5', '2.51'],
    [rule('bank', 'USD', null), '123456.78', '123.46'],
    [rule('chain', 'USDT', 'TRC20'), '1000000', '1'],
    [rule('chain', 'USDT', 'ERC20'), '7.5', '5'],
    [rule('chain', 'BTC', 'BTC'), '0.5', '0.0002'],
    [rule('chain', 'ETH', 'ERC20'), '3.14159265', '0.003'],
  ];
  it.each(cases)('%o on %s costs %s', (r, amount, fee) => {
    expect(withdrawalFee(r, amount).eq(fee)).toBe(true);
  });
});

describe('holds', () => {
  it('posts part of a hold and releases the rest', async () => {
    const userId = await insertUser(t.db);
    await deposit(userId, 'USD', '100.00');
    const account = await userAccountId(t.db, userId, 'funding', 'USD');
    const holdId = await t.db.transaction((tx) =>
      createHold(tx, { accountId: account, amount: new Big('80.50'), causeType: 'withdrawal', causeId: 1 }),
    );
    expect(await funding(userId, 'USD')).toMatchObject({ available: '19.50', frozen: '80.50', total: '100.00' });
    await t.db.transaction(async (tx) =>
      postHold(tx, holdId, new Big('60.25'), {
        type: 'withdrawal',
        causeType: 'withdrawal',
        causeId: 1,
        actorKind: 'operator',
        actorId: null,
        memo: 'partial payout',
        postings: [
          { accountId: account, amount: new Big('-60.25') },
          { accountId: await houseAccountId(tx, 'bank_clearing', 'USD'), amount: new Big('60.25') },
        ],
      }),
    );
    expect(await funding(userId, 'USD')).toMatchObject({ available: '39.75', frozen: '0.00', total: '39.75' });
    const [hold] = await t.db.select().from(ledgerHolds).where(eq(ledgerHolds.id, holdId));
    expect(hold).toMatchObject({ status: 'posted' });
    expect(new Big(hold!.postedAmount!).eq('60.25')).toBe(true);
    await expect(t.db.transaction((tx) => voidHold(tx, holdId))).rejects.toThrow(/not pending/);
    expect((await checkLedger(t.db)).ok).toBe(true);
  });

  it('refuses a hold beyond the available balance and voids in full', async () => {
    const userId = await insertUser(t.db);
    await deposit(userId, 'EUR', '10');
    const account = await userAccountId(t.db, userId, 'funding', 'EUR');
    const hold = (amount: string) =>
      t.db.transaction((tx) =>
        createHold(tx, { accountId: account, amount: new Big(amount), causeType: 'withdrawal', causeId: 2 }),
      );
    await expect(hold('10.01')).rejects.toThrow('Insufficient available balance');
    const id = await hold('10');
    await expect(hold('0.01')).rejects.toThrow('Insufficient available balance');
    await t.db.transaction((tx) => voidHold(tx, id));
    expect(await funding(userId, 'EUR')).toMatchObject({ available: '10.00', frozen: '0.00' });
  });
});

describe('entries', () => {
  it('refuses an unbalanced entry and an overdraft, and the database refuses edits', async () => {
    const userId = await insertUser(t.db);
    const account = await userAccountId(t.db, userId, 'funding', 'BTC');
    const house = await houseAccountId(t.db, 'chain_clearing', 'BTC');
    const post = (a: string, b: string) =>
      t.db.transaction((tx) =>
        postEntry(tx, {
          type: 'deposit',
          causeType: 'deposit',
          causeId: 0,
          actorKind: 'system',
          actorId: null,
          memo: 'x',
          postings: [
            { accountId: house, amount: new Big(a) },
            { accountId: account, amount: new Big(b) },
          ],
        }),
      );
    await expect(post('-1', '0.99999999')).rejects.toBeInstanceOf(UnbalancedEntryError);
    await expect(post('1', '-1')).rejects.toThrow('Insufficient available balance');
    const id = await post('-0.00000001', '0.00000001');
    await expect(t.db.execute(`update ledger_entries set memo = 'changed' where id = ${id}`)).rejects.toThrow();
    await expect(t.db.execute(`delete from ledger_postings where entry_id = ${id}`)).rejects.toThrow();
    expect(await funding(userId, 'BTC')).toMatchObject({ total: '0.00000001' });
  });
});

describe('statement for a period', () => {
  it('opens with the balance before the period, lists its movements and closes reconciled', async () => {
    const userId = await insertUser(t.db);
    await deposit(userId, 'USD', '100.10', new Date('2026-03-31T23:59:59Z'));
    await deposit(userId, 'USD', '50.05', new Date('2026-04-01T00:00:00Z'));
    await deposit(userId, 'USD', '0.01', new Date('2026-04-30T23:59:59.999Z'));
    await deposit(userId, 'USD', '7', new Date('2026-05-01T00:00:00Z'));
    await deposit(userId, 'EUR', '3.33', new Date('2026-02-01T12:00:00Z'));
    const statement = await buildStatement(t.db, userId, { from: '2026-04-01', to: '2026-04-30' });
    expect(statement.accounts.map((a) => ({ ...a, lines: a.lines.map((l) => [l.amount, l.balance]) }))).toEqual([
      {
        account: 'funding',
        currency: 'EUR',
        opening: '3.33',
        credits: '0.00',
        debits: '0.00',
        closing: '3.33',
        lines: [],
      },
      {
        account: 'funding',
        currency: 'USD',
        opening: '100.10',
        credits: '50.06',
        debits: '0.00',
        closing: '150.16',
        lines: [
          ['50.05', '150.15'],
          ['0.01', '150.16'],
        ],
      },
    ]);
    const now = await buildStatement(t.db, userId, { from: '2026-01-01', to: '2099-12-31', currency: 'USD' });
    expect(now.accounts[0]!.closing).toBe((await funding(userId, 'USD')).total);
  });
});
