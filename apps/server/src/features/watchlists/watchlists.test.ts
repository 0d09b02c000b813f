import { WATCHLIST_LIMITS } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../testing/api.ts';
import { createTestApp } from '../../testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([signUp(t.app), signUp(t.app)]);
});
afterAll(() => t.close());

const as = (user: { token: string }) => (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { token: user.token, body });

describe('watchlists', () => {
  it('need a signed-in user', async () => {
    expect((await call(t.app, 'GET', '/api/watchlists')).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/watchlists', { body: { name: 'x' } })).status).toBe(401);
  });

  it('give a new user one default list, once, even when asked twice at the same time', async () => {
    const user = await signUp(t.app);
    const [a, b] = await Promise.all([as(user)('GET', '/api/watchlists'), as(user)('GET', '/api/watchlists')]);
    expect(a.status).toBe(200);
    expect(a.body.data).toHaveLength(1);
    expect(a.body.data[0]).toMatchObject({ name: 'My watchlist', position: 0 });
    expect(a.body.data[0].symbols).toContain('AAPL');
    expect(b.body.data).toEqual(a.body.data);
    expect((await as(user)('GET', '/api/watchlists')).body.data).toEqual(a.body.data);
  });

  it('create, rename, add, remove and reorder', async () => {
    const me = as(alice);
    await me('GET', '/api/watchlists');
    const created = await me('POST', '/api/watchlists', { name: '  Energy  ' });
    expect(created.body.data).toMatchObject({ name: 'Energy', symbols: [], position: 1 });
    const id = created.body.data.id;
    expect((await me('POST', `/api/watchlists/${id}/update`, { name: 'Oil & gas' })).body.data.name).toBe('Oil & gas');
    await me('POST', `/api/watchlists/${id}/symbols/add`, { symbol: 'xom' });
    await me('POST', `/api/watchlists/${id}/symbols/add`, { symbol: 'CVX' });
    const dup = await me('POST', `/api/watchlists/${id}/symbols/add`, { symbol: 'XOM' });
    expect(dup.body.data.symbols).toEqual(['XOM', 'CVX']);
    const reordered = await me('POST', `/api/watchlists/${id}/symbols/reorder`, { symbols: ['cvx', 'XOM'] });
    expect(reordered.body.data.symbols).toEqual(['CVX', 'XOM']);
    const removed = await me('POST', `/api/watchlists/${id}/symbols/remove`, { symbol: 'CVX' });
    expect(removed.body.data.symbols).toEqual(['XOM']);
    const lists = (await me('GET', '/api/watchlists')).body.data;
    expect(lists.map((l: { name: string }) => l.name)).toEqual(['My watchlist', 'Oil & gas']);
  });

  it('refuse unknown symbols, bad names and reorders that are not a permutation, changing nothing', async () => {
    const me = as(alice);
    const [list] = (await me('GET', '/api/watchlists')).body.data;
    const unknown = await me('POST', `/api/watchlists/${list.id}/symbols/add`, { symbol: 'NOPE' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toEqual([{ field: 'symbol', message: 'Unknown symbol: NOPE' }]);
    const blank = await me('POST', '/api/watchlists', { name: '   ' });
    expect(blank.body.data).toEqual([{ field: 'name', message: 'Please enter a name' }]);
    const long = await me('POST', '/api/watchlists', { name: 'x'.repeat(WATCHLIST_LIMITS.nameMax + 1) });
    expect(long.status).toBe(400);
    for (const symbols of [list.symbols.slice(1), [...list.symbols, 'MSFT'], [...list.symbols.slice(1), 'IBM']]) {
      const res = await me('POST', `/api/watchlists/${list.id}/symbols/reorder`, { symbols });
      expect(res.status).toBe(400);
      expect(res.body.data[0].field).toBe('symbols');
    }
    const dupes = [list.symbols[0], ...list.symbols.slice(0, -1)];
    expect((await me('POST', `/api/watchlists/${list.id}/symbols/reorder`, { symbols: dupes })).status).toBe(400);
    expect((await me('GET', '/api/watchlists')).body.data[0]).toEqual(list);
  });

  it('never let one user reach another user’s list', async () => {
    const [list] = (await as(alice)('GET', '/api/watchlists')).body.data;
    const intruder = as(bob);
    for (const [url, body] of [
      [`/api/watchlists/${list.id}/update`, { name: 'mine' }],
      [`/api/watchlists/${list.id}/delete`, {}],
      [`/api/watchlists/${list.id}/symbols/add`, { symbol: 'IBM' }],
      [`/api/watchlists/${list.id}/symbols/remove`, { symbol: 'AAPL' }],
      [`/api/watchlists/${list.id}/symbols/reorder`, { symbols: [...list.symbols].reverse() }],
    ] as const) {
      const res = await intruder('POST', url, body);
      expect(res.status, url).toBe(404);
    }
    expect((await as(alice)('GET', '/api/watchlists')).body.data[0]).toEqual(list);
    expect((await intruder('GET', '/api/watchlists')).body.data.map((l: { id: number }) => l.id)).not.toContain(
      list.id,
    );
  });

  it('keep at least one list and at most the limit', async () => {
    const user = await signUp(t.app);
    const me = as(user);
    const [first] = (await me('GET', '/api/watchlists')).body.data;
    const last = await me('POST', `/api/watchlists/${first.id}/delete`);
    expect(last.status).toBe(400);
    expect(last.body.msg).toBe('You cannot delete your last watchlist');
    for (let i = 1; i < WATCHLIST_LIMITS.lists; i++) {
      expect((await me('POST', '/api/watchlists', { name: `List ${i}` })).status).toBe(200);
    }
    const over = await me('POST', '/api/watchlists', { name: 'One too many' });
    expect(over.status).toBe(400);
    expect(over.body.data[0].field).toBe('name');
    const remaining = await me('POST', `/api/watchlists/${first.id}/delete`);
    expect(remaining.status).toBe(200);
    expect(remaining.body.data).toHaveLength(WATCHLIST_LIMITS.lists - 1);
    expect(remaining.body.data.some((l: { id: number }) => l.id === first.id)).toBe(false);
    expect((await me('POST', '/api/watchlists/999999/delete')).status).toBe(404);
  });
});
