// What mining refuses, and requests sent at once: hash rates out of range or unknown/withdrawn products (field errors,
// nothing changed), a purchase the funding account cannot pay ('Purchase failed: …'), top-ups out of range or larger
// than funding, another user's contract (404), the sandbox control off the sandbox; twenty identical purchases or
// top-ups make one, twenty distinct ones are each charged once and never below zero.
import { miningApi } from '@platform/contracts';
import { and, eq, ledgerEntries, miningContracts, miningTopUps } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call, signIn } from '../../testing/api.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { buy, contractOf, createProduct, energyOf, miner, settleNext, topUp } from '../../testing/mining-test-kit.ts';
import { balance, newKey } from '../../testing/money-test-kit.ts';
import { ADMIN, createTestApp, useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

const contractsOf = (userId: number) =>
  t.app.db.select().from(miningContracts).where(eq(miningContracts.userId, userId));
const entriesOf = (type: 'mining_purchase' | 'energy_top_up', causeIds: number[]) =>
  t.app.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.type, type)))
    .then((rows) => rows.filter((r) => causeIds.includes(r.causeId)));

describe('mining refusals', { timeout: 120_000 }, () => {
  it('refuses hash rates out of range, unknown or withdrawn products and a price funding cannot pay, on the field', async () => {
    const product = await createProduct(t.app, t.admin);
    const { token, user } = await miner(t.app, '1000');
    for (const hashRate of [9, 1001, 10.5, 'abc', 0]) {
      const res = await buy(t.app, token, product.id, hashRate);
      expect(res.status, String(hashRate)).toBe(400);
      expect(res.body.msg).toBe('The hash rate must be a whole number of TH/s within the product’s range');
      expect(res.body.data[0].field).toBe('hashRate');
    }
    const unknown = await buy(t.app, token, 999_999, 10);
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toEqual([{ field: 'productId', message: 'This mining product does not exist' }]);
    // 100 TH/s × 15 = 1,500 USDT: more than the 1,000 held.
    const short = await buy(t.app, token, product.id, 100);
    expect(short.status).toBe(400);
    expect(short.body.msg).toBe('Purchase failed');
    expect(short.body.data).toEqual([
      {
        field: 'hashRate',
        message: 'Purchase failed: the funding account does not hold enough USDT for the hash-rate fee',
      },
    ]);
    const zh = await call(t.app, 'POST', '/api/mining/contracts', {
      token,
      body: { productId: product.id, hashRate: 100 },
      headers: { 'idempotency-key': newKey(), 'accept-language': 'zh-CN' },
    });
    expect(zh.body.msg).toBe('购买失败');
    expect(zh.body.data[0].message).toBe('购买失败：资金账户的 USDT 不足以支付算力费');
    const preview = await call(t.app, 'GET', `${urlOf(miningApi.preview, { id: product.id })}?hashRate=100`, { token });
    expect(preview.body.data).toMatchObject({
      price: '1500.000000',
      affordable: false,
      fundingAvailable: '1000.000000',
    });
    const badPreview = await call(t.app, 'GET', `${urlOf(miningApi.preview, { id: product.id })}?hashRate=5`, {
      token,
    });
    expect(badPreview.status).toBe(400);
    expect(badPreview.body.data[0].field).toBe('hashRate');

    const withdrawn = await createProduct(t.app, t.admin, { active: false });
    const off = await buy(t.app, token, withdrawn.id, 10);
    expect(off.status).toBe(400);
    expect(off.body.data).toEqual([{ field: 'productId', message: 'This mining product is not on sale' }]);
    expect(await contractsOf(user.userId)).toHaveLength(0);
    expect((await balance(t.app, token, 'USDT')).available).toBe('1000.000000');
    await ledgerBalanced(t.app);
  });

  it('refuses top-ups out of range or above the funding balance, on the field', async () => {
    const { token, user } = await miner(t.app, '50');
    for (const amount of ['0', '-1', '1.0000001', '1000000.01', 'ten', '']) {
      const res = await topUp(t.app, token, amount);
      expect(res.status, amount).toBe(400);
      expect(res.body.data[0]).toEqual({
        field: 'amount',
        message: 'Top-ups are from 0.000001 to 1000000 USDT, at most 6 decimals',
      });
    }
    const short = await topUp(t.app, token, '50.000001');
    expect(short.status).toBe(400);
    expect(short.body.data).toEqual([
      { field: 'amount', message: 'The funding account does not hold enough USDT for this top-up' },
    ]);
    expect(await t.app.db.select().from(miningTopUps).where(eq(miningTopUps.userId, user.userId))).toHaveLength(0);
    expect(await energyOf(t.app, token)).toMatchObject({ balance: '0.000000', fundingAvailable: '50.000000' });
  });

  it('shows another user’s contract to nobody else, and its sandbox control answers 404 to them', async () => {
    const product = await createProduct(t.app, t.admin);
    const owner = await miner(t.app, '500');
    const bought = await buy(t.app, owner.token, product.id, 10);
    expect(bought.status).toBe(200);
    const id = bought.body.data.contract.id as number;
    const other = await miner(t.app, '0');
    expect((await contractOf(t.app, other.token, id)).status).toBe(404);
    expect((await settleNext(t.app, other.token, id)).status).toBe(404);
    const theirs = await call(t.app, 'GET', urlOf(miningApi.contracts), { token: other.token });
    expect(theirs.body.data).toMatchObject({ rows: [], total: 0 });
    expect((await contractOf(t.app, owner.token, id)).body.data.settlements).toEqual([]);
  });

  it('twenty identical purchases at once make one contract and one charge', async () => {
    const product = await createProduct(t.app, t.admin);
    const { token, user } = await miner(t.app, '1000');
    const key = newKey();
    const burst = await Promise.all(Array.from({ length: 20 }, () => buy(t.app, token, product.id, 20, key)));
    expect(burst.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(burst.map((r) => r.body.data.contract.id)).size).toBe(1);
    const rows = await contractsOf(user.userId);
    expect(rows).toHaveLength(1);
    expect(await entriesOf('mining_purchase', [rows[0]!.id])).toHaveLength(1);
    expect((await balance(t.app, token, 'USDT')).available).toBe('700.000000');
    await ledgerBalanced(t.app);
  });

  it('twenty distinct purchases at once are each charged once and never take funding below zero', async () => {
    const product = await createProduct(t.app, t.admin);
    // 1,000 USDT pays for 6 contracts of 10 TH/s (150 each), not 7.
    const { token, user } = await miner(t.app, '1000');
    const burst = await Promise.all(Array.from({ length: 20 }, () => buy(t.app, token, product.id, 10)));
    const ok = burst.filter((r) => r.status === 200);
    expect(ok).toHaveLength(6);
    for (const refused of burst.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('Purchase failed');
      expect(refused.body.data[0].field).toBe('hashRate');
    }
    const rows = await contractsOf(user.userId);
    expect(rows).toHaveLength(6);
    expect(
      await entriesOf(
        'mining_purchase',
        rows.map((r) => r.id),
      ),
    ).toHaveLength(6);
    expect((await balance(t.app, token, 'USDT')).available).toBe('100.000000');
    await ledgerBalanced(t.app);
  });

  it('twenty identical top-ups at once move the money once; twenty distinct ones never below zero', async () => {
    const { token, user } = await miner(t.app, '100');
    const key = newKey();
    const same = await Promise.all(Array.from({ length: 20 }, () => topUp(t.app, token, '7.5', key)));
    expect(same.map((r) => r.status)).toEqual(Array(20).fill(200));
    const once = await t.app.db.select().from(miningTopUps).where(eq(miningTopUps.userId, user.userId));
    expect(once).toHaveLength(1);
    expect(await energyOf(t.app, token)).toMatchObject({ balance: '7.500000', fundingAvailable: '92.500000' });

    // 92.5 left: ten top-ups of 9 fit (90), the other ten are refused.
    const distinct = await Promise.all(Array.from({ length: 20 }, () => topUp(t.app, token, '9')));
    expect(distinct.filter((r) => r.status === 200)).toHaveLength(10);
    expect(distinct.filter((r) => r.status === 400)).toHaveLength(10);
    const rows = await t.app.db.select().from(miningTopUps).where(eq(miningTopUps.userId, user.userId));
    expect(rows).toHaveLength(11);
    expect(
      await entriesOf(
        'energy_top_up',
        rows.map((r) => r.id),
      ),
    ).toHaveLength(11);
    expect(await energyOf(t.app, token)).toMatchObject({ balance: '97.500000', fundingAvailable: '2.500000' });
    await ledgerBalanced(t.app);
  });

  it('the settle-next control exists only in the sandbox', async () => {
    const live = await createTestApp({ SANDBOX: 'false' }, { database: t.database });
    try {
      const liveAdmin = await signIn(live.app, ADMIN.email, ADMIN.password);
      const product = await createProduct(live.app, liveAdmin);
      const { token } = await miner(live.app, '500');
      const bought = await buy(live.app, token, product.id, 10);
      const res = await settleNext(live.app, token, bought.body.data.contract.id);
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('This control exists only in the sandbox');
      expect((await contractOf(live.app, token, bought.body.data.contract.id)).body.data.settlements).toEqual([]);
    } finally {
      await live.app.close();
    }
  });
});
