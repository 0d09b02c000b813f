// The back office's lists of every user's orders and positions through the API: filtered by user, symbol and status
// (or state), newest first or sorted by time, user or symbol either way (ids breaking ties), paged; read by admins,
// reviewers and support, refused to anyone else. Quotes are the fixture's; the traders are this file's only ones.
import { pathWith, tradingAdminApi, tradingApi } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../../testing/admin-test-kit.ts';
import { call, signUp } from '../../../testing/api.ts';
import { keyed } from '../../../testing/money-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { fundTrading, useFixtureMarket } from '../../../testing/trading-test-kit.ts';

interface Row {
  id: number;
  userId: number;
  username: string;
  symbol: string;
  status?: string;
  state?: string;
  createdAt?: string;
  openedAt?: string;
  markPrice?: string | null;
  floatingPnl?: string | null;
  realizedPnl?: string | null;
}

const t = useTestApp();
useFixtureMarket(t, { AAPL: { bid: '99.98', ask: '100.00' }, MSFT: { bid: '399.90', ask: '400.00' } });

/** Amy and Zed, with the orders and positions the tests list. */
const traders = { amy: { userId: 0, token: '' }, zed: { userId: 0, token: '' } };
const placed = { amyAapl: 0, amyMsftLimit: 0, amyAaplClosed: 0, zedMsft: 0 };

async function trader(name: string) {
  const signed = await signUp(t.app, { username: `${name}${Date.now().toString(36)}` });
  await fundTrading(t.app, signed.token, t.admin, '100000');
  return { userId: signed.user.userId as number, token: signed.token };
}

async function order(token: string, body: Record<string, unknown>) {
  const res = await keyed(t.app, tradingApi.placeOrder.path, token, { quantity: 1, leverage: 1, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { order: { id: number }; position: { id: number } | null };
}

beforeAll(async () => {
  traders.amy = await trader('amy');
  traders.zed = await trader('zed');
  const { amy, zed } = traders;
  placed.amyAapl = (await order(amy.token, { symbol: 'AAPL', type: 'market', side: 'buy' })).order.id;
  // Far below the ask: it waits.
  placed.amyMsftLimit = (
    await order(amy.token, { symbol: 'MSFT', type: 'limit', side: 'buy', price: '300.00' })
  ).order.id;
  const closing = await order(amy.token, { symbol: 'AAPL', type: 'market', side: 'sell', quantity: 2 });
  placed.amyAaplClosed = closing.order.id;
  const closed = await keyed(
    t.app,
    pathWith(tradingApi.closePosition.path, { id: closing.position!.id }),
    amy.token,
    {},
  );
  expect(closed.status, JSON.stringify(closed.body)).toBe(200);
  placed.zedMsft = (await order(zed.token, { symbol: 'MSFT', type: 'market', side: 'sell' })).order.id;
});

const list = async (endpoint: typeof tradingAdminApi.orders | typeof tradingAdminApi.positions, query = '') => {
  const res = await call(t.app, 'GET', `${urlOf(endpoint)}?${query}`, { token: t.admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { rows: Row[]; total: number };
};
const orders = (query?: string) => list(tradingAdminApi.orders, query);
const positions = (query?: string) => list(tradingAdminApi.positions, query);
const ids = (page: { rows: Row[] }) => page.rows.map((row) => row.id);

describe('GET /api/admin/trading/orders', () => {
  it('lists every user’s orders newest first, with whose they are, filtered by user, status and symbol', async () => {
    const { amy, zed } = traders;
    const all = await orders();
    expect(all.total).toBe(4);
    expect(ids(all)).toEqual([placed.zedMsft, placed.amyAaplClosed, placed.amyMsftLimit, placed.amyAapl]);
    expect(all.rows[0]).toMatchObject({ userId: zed.userId, username: expect.stringMatching(/^zed/), symbol: 'MSFT' });

    expect(ids(await orders(`userId=${amy.userId}`))).toEqual([
      placed.amyAaplClosed,
      placed.amyMsftLimit,
      placed.amyAapl,
    ]);
    const pending = await orders('status=pending');
    expect(pending).toMatchObject({ total: 1, rows: [{ id: placed.amyMsftLimit, status: 'pending' }] });
    expect(ids(await orders('symbol=MSFT'))).toEqual([placed.zedMsft, placed.amyMsftLimit]);
    expect(await orders(`userId=${zed.userId}&symbol=AAPL`)).toEqual({ rows: [], total: 0 });
    expect((await orders(`userId=${amy.userId}&status=filled&symbol=AAPL`)).total).toBe(2);
  });

  it('pages, counting the whole filtered list', async () => {
    const second = await orders('pageSize=3&pageNum=2');
    expect(second).toMatchObject({ total: 4, rows: [{ id: placed.amyAapl }] });
    expect(ids(await orders('symbol=AAPL&pageSize=1&pageNum=2'))).toEqual([placed.amyAapl]);
    expect(await orders('pageSize=3&pageNum=3')).toEqual({ rows: [], total: 4 });
  });

  it('sorts by time, user or symbol either way, ids breaking ties, and refuses any other sort on its field', async () => {
    const byTime = ids(await orders('sort=createdAt'));
    expect(byTime).toEqual([placed.amyAapl, placed.amyMsftLimit, placed.amyAaplClosed, placed.zedMsft]);
    expect(ids(await orders('sort=-createdAt'))).toEqual([...byTime].reverse());
    // Amy's three in id order, then Zed's; reversed, Zed's first and Amy's newest first.
    const byUser = ids(await orders('sort=user'));
    expect(byUser).toEqual([placed.amyAapl, placed.amyMsftLimit, placed.amyAaplClosed, placed.zedMsft]);
    expect(ids(await orders('sort=-user'))).toEqual([...byUser].reverse());
    expect(ids(await orders('sort=symbol'))).toEqual([
      placed.amyAapl,
      placed.amyAaplClosed,
      placed.amyMsftLimit,
      placed.zedMsft,
    ]);
    expect(ids(await orders('sort=-symbol&pageSize=2'))).toEqual([placed.zedMsft, placed.amyMsftLimit]);

    for (const sort of ['status', 'openedAt', '-id']) {
      const bad = await call(t.app, 'GET', `${urlOf(tradingAdminApi.orders)}?sort=${sort}`, { token: t.admin });
      expect(bad.status, sort).toBe(400);
      expect(bad.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
    }
  });
});

describe('GET /api/admin/trading/positions', () => {
  it('lists positions newest first, open ones at the live mark, filtered by user, state and symbol', async () => {
    const { amy, zed } = traders;
    const all = await positions();
    expect(all.total).toBe(3);
    const [zedMsft, amyClosed, amyAapl] = all.rows;
    expect(zedMsft).toMatchObject({ userId: zed.userId, symbol: 'MSFT', state: 'open', markPrice: '400.00' });
    expect(amyClosed).toMatchObject({ userId: amy.userId, symbol: 'AAPL', state: 'closed', realizedPnl: '-0.04' });
    expect(amyAapl).toMatchObject({ userId: amy.userId, symbol: 'AAPL', state: 'open', markPrice: '99.98' });

    expect(ids(await positions(`userId=${amy.userId}`))).toEqual([amyClosed!.id, amyAapl!.id]);
    expect(ids(await positions('state=open'))).toEqual([zedMsft!.id, amyAapl!.id]);
    expect(ids(await positions('state=closed'))).toEqual([amyClosed!.id]);
    expect(ids(await positions('symbol=MSFT'))).toEqual([zedMsft!.id]);
    expect(await positions(`userId=${zed.userId}&state=closed`)).toEqual({ rows: [], total: 0 });
  });

  it('pages and sorts by opening time, user or symbol either way, and refuses any other sort', async () => {
    const newest = ids(await positions());
    const [zedMsft, amyClosed, amyAapl] = newest;
    expect(await positions('pageSize=2&pageNum=2')).toMatchObject({ total: 3, rows: [{ id: amyAapl }] });
    expect(ids(await positions('sort=openedAt'))).toEqual([amyAapl, amyClosed, zedMsft]);
    expect(ids(await positions('sort=-openedAt'))).toEqual([zedMsft, amyClosed, amyAapl]);
    expect(ids(await positions('sort=user'))).toEqual([amyAapl, amyClosed, zedMsft]);
    expect(ids(await positions('sort=-user'))).toEqual([zedMsft, amyClosed, amyAapl]);
    expect(ids(await positions('sort=symbol'))).toEqual([amyAapl, amyClosed, zedMsft]);
    expect(ids(await positions('sort=-symbol&state=open'))).toEqual([zedMsft, amyAapl]);

    const bad = await call(t.app, 'GET', `${urlOf(tradingAdminApi.positions)}?sort=createdAt`, { token: t.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
  });
});

describe('who reads the lists', () => {
  it('admins, reviewers and support read them; a mediator or a customer is refused, and no one signed out', async () => {
    const reviewer = await createOperator(t.app, t.admin, ['reviewer']);
    const support = await createOperator(t.app, t.admin, ['support']);
    const mediator = await createOperator(t.app, t.admin, ['mediator']);
    for (const endpoint of [tradingAdminApi.orders, tradingAdminApi.positions]) {
      const asked = (token?: string) => call(t.app, 'GET', urlOf(endpoint), token ? { token } : {});
      for (const token of [t.admin, reviewer.token, support.token]) {
        const res = await asked(token);
        expect(res.status, endpoint.path).toBe(200);
        expect(res.body.data.total).toBeGreaterThan(0);
      }
      for (const token of [mediator.token, traders.amy.token]) {
        const refused = await asked(token);
        expect(refused.status, endpoint.path).toBe(403);
        expect(refused.body.data).toBeNull();
      }
      expect((await asked()).status).toBe(401);
    }
  });
});
