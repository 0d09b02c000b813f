// The back office's mining: products created and changed with an audited reason (what changed recorded), refused
// field by field for bad input and for a name in use, kept from non-admins; withdrawing a product fails its unstarted
// contracts and refunds their fee in full ('Mining failed'), while started ones mine on; the network as operators see
// it (the published rule, periods so far, what the house paid).
import { createHash } from 'node:crypto';
import { miningAdminApi, miningApi } from '@platform/contracts';
import { and, auditLog, eq, miningContracts, miningNetwork } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../testing/admin-test-kit.ts';
import { call } from '../../testing/api.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import {
  buy,
  contractOf,
  createProduct,
  miner,
  productBody,
  settleNext,
  topUp,
} from '../../testing/mining-test-kit.ts';
import { balance } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

const auditOf = (action: string, id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

describe('mining in the back office', { timeout: 120_000 }, () => {
  it('creates and updates products with an audited reason; users see the product as changed', async () => {
    const created = await createProduct(t.app, t.admin, { name: 'S21 Hydro', pricePerTh: '18.5', termDays: 30 });
    expect(created).toMatchObject({
      name: 'S21 Hydro',
      pricePerTh: '18.5',
      electricityPerThDay: '0.06',
      termDays: 30,
      periodsInTerm: 30,
      hashRateUnit: 'TH/s',
      currency: 'USDT',
      coin: 'BTC',
      contracts: 0,
      active: true,
    });
    const [made] = await auditOf('mining.product.create', created.id);
    expect(made).toMatchObject({ reason: 'New product approved by the mining desk' });
    expect((made!.detail as { after: { pricePerTh: string } }).after.pricePerTh).toBe('18.5');

    const updated = await call(t.app, 'POST', urlOf(miningAdminApi.updateProduct, { id: created.id }), {
      token: t.admin,
      body: productBody({ name: 'S21 Hydro', electricityPerThDay: '0.075', reason: 'Power tariff rose' }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body.msg).toBe('Mining product saved');
    const [change] = await auditOf('mining.product.update', created.id);
    expect(change).toMatchObject({ reason: 'Power tariff rose' });
    expect(change!.detail).toMatchObject({
      before: { electricityPerThDay: '0.06', pricePerTh: '18.5', termDays: 30 },
      after: { electricityPerThDay: '0.075', pricePerTh: '15', termDays: 5 },
    });
    const { token } = await miner(t.app, '0');
    const onSale = await call(t.app, 'GET', urlOf(miningApi.products), { token });
    expect(onSale.body.data.find((p: { id: number }) => p.id === created.id)).toMatchObject({
      electricityPerThDay: '0.075',
      termDays: 5,
    });
  });

  it('refuses bad input field by field and a name in use, changing nothing', async () => {
    const taken = await createProduct(t.app, t.admin);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ pricePerTh: '0' }, 'pricePerTh', 'A price is a positive amount of at most 6 decimals and at most 1000000'],
      [
        { pricePerTh: '1.1234567' },
        'pricePerTh',
        'A price is a positive amount of at most 6 decimals and at most 1000000',
      ],
      [
        { electricityPerThDay: '-1' },
        'electricityPerThDay',
        'A price is a positive amount of at most 6 decimals and at most 1000000',
      ],
      [{ termDays: 0 }, 'termDays', 'The term is from 1 to 3650 days'],
      [{ termDays: 3651 }, 'termDays', 'The term is from 1 to 3650 days'],
      [
        { minHashRate: 50, maxHashRate: 20 },
        'maxHashRate',
        'The smallest hash rate must be at least 1 TH/s and at most the largest (at most 1000000 TH/s)',
      ],
      [{ coin: 'DOGE' }, 'coin', ''],
      [{ reason: '' }, 'reason', 'Please enter a reason'],
      [{ pool: '' }, 'pool', ''],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call(t.app, 'POST', urlOf(miningAdminApi.createProduct), {
        token: t.admin,
        body: productBody(overrides),
      });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      const error = (res.body.data as { field: string; message: string }[]).find((e) => e.field === field);
      expect(error, JSON.stringify(res.body)).toBeDefined();
      if (message) expect(error!.message).toBe(message);
    }
    const dup = await call(t.app, 'POST', urlOf(miningAdminApi.createProduct), {
      token: t.admin,
      body: productBody({ name: taken.name }),
    });
    expect(dup.status).toBe(400);
    expect(dup.body.data).toEqual([{ field: 'name', message: 'Another mining product has this name' }]);
    const list = await call(t.app, 'GET', urlOf(miningAdminApi.products), { token: t.admin });
    expect(list.body.data.filter((p: { name: string }) => p.name === taken.name)).toHaveLength(1);
    expect(
      (
        await call(t.app, 'POST', urlOf(miningAdminApi.updateProduct, { id: 999_999 }), {
          token: t.admin,
          body: productBody(),
        })
      ).status,
    ).toBe(404);
  });

  it('sorts the products by name, price or term either way, and refuses any other sort on its field', async () => {
    await createProduct(t.app, t.admin, { pricePerTh: '3.5', termDays: 400 });
    await createProduct(t.app, t.admin, { pricePerTh: '120', termDays: 2 });
    const products = async (sort: string) =>
      (await call(t.app, 'GET', `${urlOf(miningAdminApi.products)}?sort=${sort}`, { token: t.admin })).body.data as {
        name: string;
        pricePerTh: string;
        termDays: number;
      }[];
    const prices = (await products('pricePerTh')).map((p) => Number(p.pricePerTh));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const terms = (await products('-termDays')).map((p) => p.termDays);
    expect(terms).toEqual([...terms].sort((a, b) => b - a));
    const names = (await products('name')).map((p) => p.name);
    expect((await products('-name')).map((p) => p.name)).toEqual([...names].reverse());

    const bad = await call(t.app, 'GET', `${urlOf(miningAdminApi.products)}?sort=contracts`, { token: t.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
  });

  it('keeps products and the network from users and reviewers', async () => {
    const reviewer = await createOperator(t.app, t.admin, ['reviewer']);
    const { token } = await miner(t.app, '0');
    for (const who of [token, reviewer.token]) {
      expect((await call(t.app, 'GET', urlOf(miningAdminApi.products), { token: who })).status).toBe(403);
      expect(
        (await call(t.app, 'POST', urlOf(miningAdminApi.createProduct), { token: who, body: productBody() })).status,
      ).toBe(403);
      expect((await call(t.app, 'GET', urlOf(miningAdminApi.network), { token: who })).status).toBe(403);
    }
  });

  it('withdrawing a product fails and refunds in full the contracts not started; a started one mines on', async () => {
    const product = await createProduct(t.app, t.admin);
    const waiting = await miner(t.app, '1000');
    const started = await miner(t.app, '1000');
    const unstarted = (await buy(t.app, waiting.token, product.id, 40)).body.data.contract.id as number;
    const running = (await buy(t.app, started.token, product.id, 40)).body.data.contract.id as number;
    await topUp(t.app, started.token, '10');
    expect((await settleNext(t.app, started.token, running)).status).toBe(200);
    expect((await balance(t.app, waiting.token, 'USDT')).available).toBe('400.000000');

    const off = await call(t.app, 'POST', urlOf(miningAdminApi.setProductActive, { id: product.id }), {
      token: t.admin,
      body: { active: false, reason: 'Hosting contract with the pool ended' },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ active: false, contracts: 2, hashRateRunning: 40 });
    const [withdrawal] = await auditOf('mining.product.withdraw', product.id);
    expect(withdrawal).toMatchObject({ reason: 'Hosting contract with the pool ended' });
    expect(withdrawal!.detail).toMatchObject({ refunded: [unstarted] });

    const failed = (await contractOf(t.app, waiting.token, unstarted)).body.data.contract;
    expect(failed).toMatchObject({ status: 'failure', refunded: '600.000000', price: '600.000000' });
    expect((await balance(t.app, waiting.token, 'USDT')).available).toBe('1000.000000');
    await t.app.inboxSettled();
    const inbox = await call(t.app, 'GET', '/api/inbox/messages?pageSize=20', { token: waiting.token });
    expect(inbox.body.data.rows.map((m: { kind: string }) => m.kind)).toContain('mining.failure');
    expect((await settleNext(t.app, waiting.token, unstarted)).status).toBe(409);

    const listed = await call(t.app, 'GET', `${urlOf(miningAdminApi.contracts)}?status=failure&size=100`, {
      token: t.admin,
    });
    expect(listed.body.data.rows).toContainEqual(
      expect.objectContaining({ id: unstarted, userId: waiting.user.userId, status: 'failure' }),
    );
    expect(listed.body.data.rows.map((c: { id: number }) => c.id)).not.toContain(running);
    expect((await contractOf(t.app, started.token, running)).body.data.contract.status).toBe('mining');
    expect((await settleNext(t.app, started.token, running)).status).toBe(200);
    const [row] = await t.app.db.select().from(miningContracts).where(eq(miningContracts.id, running));
    expect(row).toMatchObject({ periodsSettled: 2, status: 'mining' });
    await ledgerBalanced(t.app);
  });

  it('shows the network: the seed’s hash, the rule, the periods so far newest first, and what the house paid', async () => {
    const res = await call(t.app, 'GET', `${urlOf(miningAdminApi.network)}?size=3`, { token: t.admin });
    expect(res.status).toBe(200);
    const view = res.body.data;
    const [row] = await t.app.db.select().from(miningNetwork);
    expect(view.seedHash).toBe(createHash('sha256').update(row!.seed).digest('hex'));
    expect(JSON.stringify(view)).not.toContain(row!.seed);
    expect(view).toMatchObject({
      coin: 'BTC',
      periodMinutes: 1440,
      blockSeconds: 600,
      blocksPerPeriod: 144,
      blockReward: '3.125',
      sandbox: true,
      size: 3,
    });
    expect(view.periods).toHaveLength(3);
    expect(view.periods.map((p: { index: number }) => p.index)).toEqual([
      view.currentIndex,
      view.currentIndex - 1,
      view.currentIndex - 2,
    ]);
    expect(Date.parse(view.periods[0].startsAt)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(view.periods[0].endsAt)).toBeGreaterThan(Date.now());
    expect(Number(view.rewardsPaid)).toBeGreaterThan(0);
    const options = await call(t.app, 'GET', urlOf(miningAdminApi.options), { token: t.admin });
    expect(options.body.data).toEqual({ sandbox: true, periodMinutes: 1440 });
  });
});
