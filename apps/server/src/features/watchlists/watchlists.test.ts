import { pathWith, WATCHLIST_LIMITS, watchlistsApi } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../testing/api.ts';
import { useTestApp } from '../../testing/test-app.ts';

let alice: Awaited<ReturnType<typeof signUp>>;
let bob: Awaited<ReturnType<typeof signUp>>;
const t = useTestApp({ admin: false });
beforeAll(async () => {
  [alice, bob] = await Promise.all([signUp(t.app), signUp(t.app)]);
});

/** The URL of an endpoint's path with its `:name` segments filled. */
const at = (path: string, params: Record<string, unknown> = {}) => `/api${pathWith(path, params)}`;
const as = (user: { token: string }) => (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { token: user.token, body });

describe('watchlists', () => {
  it('need a signed-in user', async () => {
    expect((await call(t.app, 'GET', at(watchlistsApi.find.path))).status).toBe(401);
    expect((await call(t.app, 'POST', at(watchlistsApi.create.path), { body: { name: 'x' } })).status).toBe(401);
  });

  it('give a new user one default list, once, even when asked twice at the same time', async () => {
    const user = await signUp(t.app);
    const [a, b] = await Promise.all([
      as(user)('GET', at(watchlistsApi.find.path)),
      as(user)('GET', at(watchlistsApi.find.path)),
    ]);
    expect(a.status).toBe(200);
    expect(a.body.data).toHaveLength(1);
    expect(a.body.data[0]).toMatchObject({ name: 'My watchlist', position: 0 });
    expect(a.body.data[0].symbols).toContain('AAPL');
    expect(b.body.data).toEqual(a.body.data);
    expect((await as(user)('GET', at(watchlistsApi.find.path))).body.data).toEqual(a.body.data);
  });

  it('create, rename, add, remove and reorder', async () => {
    const me = as(alice);
    await me('GET', at(watchlistsApi.find.path));
    const created = await me('POST', at(watchlistsApi.create.path), { name: '  Energy  ' });
    expect(created.body.data).toMatchObject({ name: 'Energy', symbols: [], position: 1 });
    const id = created.body.data.id;
    expect((await me('POST', at(watchlistsApi.update.path, { id }), { name: 'Oil & gas' })).body.data.name).toBe(
      'Oil & gas',
    );
    await me('POST', at(watchlistsApi.addSymbol.path, { id }), { symbol: 'xom' });
    await me('POST', at(watchlistsApi.addSymbol.path, { id }), { symbol: 'CVX' });
    const dup = await me('POST', at(watchlistsApi.addSymbol.path, { id }), { symbol: 'XOM' });
    expect(dup.body.data.symbols).toEqual(['XOM', 'CVX']);
    const reordered = await me('POST', at(watchlistsApi.reorderSymbols.path, { id }), { symbols: ['cvx', 'XOM'] });
    expect(reordered.body.data.symbols).toEqual(['CVX', 'XOM']);
    const removed = await me('POST', at(watchlistsApi.removeSymbol.path, { id }), { symbol: 'CVX' });
    expect(removed.body.data.symbols).toEqual(['XOM']);
    const lists = (await me('GET', at(watchlistsApi.find.path))).body.data;
    expect(lists.map((l: { name: string }) => l.name)).toEqual(['My watchlist', 'Oil & gas']);
  });

  it('refuse unknown symbols, bad names and reorders that are not a permutation, changing nothing', async () => {
    const me = as(alice);
    const [list] = (await me('GET', at(watchlistsApi.find.path))).body.data;
    const unknown = await me('POST', at(watchlistsApi.addSymbol.path, { id: list.id }), { symbol: 'NOPE' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toEqual([{ field: 'symbol', message: 'Unknown symbol: NOPE' }]);
    const blank = await me('POST', at(watchlistsApi.create.path), { name: '   ' });
    expect(blank.body.data).toEqual([{ field: 'name', message: 'Please enter a name' }]);
    const long = await me('POST', at(watchlistsApi.create.path), { name: 'x'.repeat(WATCHLIST_LIMITS.nameMax + 1) });
    expect(long.status).toBe(400);
    for (const symbols of [list.symbols.slice(1), [...list.symbols, 'MSFT'], [...list.symbols.slice(1), 'IBM']]) {
      const res = await me('POST', at(watchlistsApi.reorderSymbols.path, { id: list.id }), { symbols });
      expect(res.status).toBe(400);
      expect(res.body.data[0].field).toBe('symbols');
    }
    const dupes = [list.symbols[0], ...list.symbols.slice(0, -1)];
    expect((await me('POST', at(watchlistsApi.reorderSymbols.path, { id: list.id }), { symbols: dupes })).status).toBe(
      400,
    );
    expect((await me('GET', at(watchlistsApi.find.path))).body.data[0]).toEqual(list);
  });

  it('never let one user reach another user’s list', async () => {
    const [list] = (await as(alice)('GET', at(watchlistsApi.find.path))).body.data;
    const intruder = as(bob);
    for (const [url, body] of [
      [at(watchlistsApi.update.path, { id: list.id }), { name: 'mine' }],
      [at(watchlistsApi.delete.path, { id: list.id }), {}],
      [at(watchlistsApi.addSymbol.path, { id: list.id }), { symbol: 'IBM' }],
      [at(watchlistsApi.removeSymbol.path, { id: list.id }), { symbol: 'AAPL' }],
      [at(watchlistsApi.reorderSymbols.path, { id: list.id }), { symbols: [...list.symbols].reverse() }],
    ] as const) {
      const res = await intruder('POST', url, body);
      expect(res.status, url).toBe(404);
    }
    expect((await as(alice)('GET', at(watchlistsApi.find.path))).body.data[0]).toEqual(list);
    expect(
      (await intruder('GET', at(watchlistsApi.find.path))).body.data.map((l: { id: number }) => l.id),
    ).not.toContain(list.id);
  });

  it('keep at least one list and at most the limit', async () => {
    const user = await signUp(t.app);
    const me = as(user);
    const [first] = (await me('GET', at(watchlistsApi.find.path))).body.data;
    const last = await me('POST', at(watchlistsApi.delete.path, { id: first.id }));
    expect(last.status).toBe(400);
    expect(last.body.msg).toBe('You cannot delete your last watchlist');
    for (let i = 1; i < WATCHLIST_LIMITS.lists; i++) {
      expect((await me('POST', at(watchlistsApi.create.path), { name: `List ${i}` })).status).toBe(200);
    }
    const over = await me('POST', at(watchlistsApi.create.path), { name: 'One too many' });
    expect(over.status).toBe(400);
    expect(over.body.data[0].field).toBe('name');
    const remaining = await me('POST', at(watchlistsApi.delete.path, { id: first.id }));
    expect(remaining.status).toBe(200);
    expect(remaining.body.data).toHaveLength(WATCHLIST_LIMITS.lists - 1);
    expect(remaining.body.data.some((l: { id: number }) => l.id === first.id)).toBe(false);
    expect((await me('POST', at(watchlistsApi.delete.path, { id: 999999 }))).status).toBe(404);
  });
});
