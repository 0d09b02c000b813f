// Unused prepaid energy is the user's money: it moves back to the funding account in one balanced entry
// (`energy_refund`, energy → funding), idempotent, refused on the field above the energy balance; a running contract
// then pauses at the next period the balance cannot pay ('Insufficient energy, stop mining') and resumes on a top-up.
// Twenty identical refunds at once move the money once; twenty distinct ones never take the balance below zero.
import { and, eq, ledgerEntries, ledgerPostings, miningEnergyRefunds } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import {
  buy,
  contractOf,
  createProduct,
  energyOf,
  miner,
  refundEnergy,
  settleNext,
  topUp,
} from '../../testing/mining-test-kit.ts';
import { newKey } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

const refundsOf = (userId: number) =>
  t.app.db.select().from(miningEnergyRefunds).where(eq(miningEnergyRefunds.userId, userId));

describe('moving energy back to funding', { timeout: 120_000 }, () => {
  it('is one balanced entry from energy to funding, replayed for the same key', async () => {
    const { token, user } = await miner(t.app, '100');
    expect((await topUp(t.app, token, '40')).status).toBe(200);
    const key = newKey();
    const first = await refundEnergy(t.app, token, '12.345678', key);
    expect(first.status).toBe(200);
    expect(first.body.msg).toBe('Energy moved back to funding');
    expect(first.body.data).toMatchObject({ balance: '27.654322', fundingAvailable: '72.345678' });
    const again = await refundEnergy(t.app, token, '12.345678', key);
    expect(again.body).toEqual(first.body);

    const [refund, ...more] = await refundsOf(user.userId);
    expect(more).toEqual([]);
    expect(refund!.amount).toBe('12.345678');
    const entries = await t.app.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.type, 'energy_refund'), eq(ledgerEntries.causeId, refund!.id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ causeType: 'energy_refund', actorKind: 'user', actorId: user.userId });
    const postings = await t.app.db.select().from(ledgerPostings).where(eq(ledgerPostings.entryId, entries[0]!.id));
    expect(postings.map((p) => p.amount.replace(/0+$/, '')).sort()).toEqual(['-12.345678', '12.345678']);
    await ledgerBalanced(t.app);
  });

  it('refuses on the field an amount above the energy balance or out of range, changing nothing', async () => {
    const { token, user } = await miner(t.app, '50');
    await topUp(t.app, token, '10');
    const over = await refundEnergy(t.app, token, '10.000001');
    expect(over.status).toBe(400);
    expect(over.body.data).toEqual([{ field: 'amount', message: 'The energy balance does not hold this much USDT' }]);
    for (const amount of ['0', '-1', '1.1234567', 'abc', '10000000']) {
      const res = await refundEnergy(t.app, token, amount);
      expect(res.status, amount).toBe(400);
      expect(res.body.data[0]).toEqual({
        field: 'amount',
        message: 'Amounts are from 0.000001 to 1000000 USDT, at most 6 decimals',
      });
    }
    const none = await miner(t.app, '5');
    const empty = await refundEnergy(t.app, none.token, '1');
    expect(empty.status).toBe(400);
    expect(empty.body.data[0].field).toBe('amount');
    expect(await refundsOf(user.userId)).toEqual([]);
    expect(await energyOf(t.app, token)).toMatchObject({ balance: '10.000000', fundingAvailable: '40.000000' });
  });

  it('a running contract pauses at the next period the balance cannot pay, and resumes on a top-up', async () => {
    // 10 TH/s × 15 = 150 USDT; electricity 10 × 0.06 = 0.6 USDT a (daily) period.
    const product = await createProduct(t.app, t.admin);
    const { token } = await miner(t.app, '200');
    const bought = await buy(t.app, token, product.id, 10);
    const id = bought.body.data.contract.id as number;
    await topUp(t.app, token, '1');
    expect((await settleNext(t.app, token, id)).body.data.contract.status).toBe('mining');
    expect(await energyOf(t.app, token)).toMatchObject({ balance: '0.400000' });
    expect((await refundEnergy(t.app, token, '0.4')).status).toBe(200);
    const lapsed = await settleNext(t.app, token, id);
    expect(lapsed.body.msg).toBe('Insufficient energy, stop mining');
    expect(lapsed.body.data.contract.status).toBe('paused');
    await topUp(t.app, token, '0.6');
    expect((await contractOf(t.app, token, id)).body.data.contract.status).toBe('mining');
    await ledgerBalanced(t.app);
  });

  it('twenty identical refunds at once move the money once; twenty distinct ones never below zero', async () => {
    const { token, user } = await miner(t.app, '100');
    await topUp(t.app, token, '95');
    const key = newKey();
    const same = await Promise.all(Array.from({ length: 20 }, () => refundEnergy(t.app, token, '5', key)));
    expect(same.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await refundsOf(user.userId)).toHaveLength(1);
    expect(await energyOf(t.app, token)).toMatchObject({ balance: '90.000000', fundingAvailable: '10.000000' });

    // 90 left: ten refunds of 9 fit, the other ten are refused on the field.
    const distinct = await Promise.all(Array.from({ length: 20 }, () => refundEnergy(t.app, token, '9')));
    expect(distinct.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = distinct.filter((r) => r.status === 400);
    expect(refused).toHaveLength(10);
    for (const r of refused) expect(r.body.data[0].field).toBe('amount');
    expect(await refundsOf(user.userId)).toHaveLength(11);
    expect(await energyOf(t.app, token)).toMatchObject({ balance: '0.000000', fundingAvailable: '100.000000' });
    await ledgerBalanced(t.app);
  });

  it('top-ups and settlements sent at once never fail on each other (they lock the energy balance first, then the contract)', async () => {
    const product = await createProduct(t.app, t.admin);
    const { token } = await miner(t.app, '400');
    const id = (await buy(t.app, token, product.id, 10)).body.data.contract.id as number;
    // No energy: the first period is lost and the contract pauses; a top-up resumes it while periods settle.
    expect((await settleNext(t.app, token, id)).body.data.contract.status).toBe('paused');
    const calls = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? topUp(t.app, token, '0.6') : settleNext(t.app, token, id))),
    );
    // A settlement past the term's last period is refused (409); nothing fails.
    expect(calls.map((r) => r.status).filter((status) => status !== 200 && status !== 409)).toEqual([]);
    await ledgerBalanced(t.app);
  });
});
