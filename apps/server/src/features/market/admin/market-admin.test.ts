import { adminInstrumentView, marketAdminApi, marketApi, pathWith, simulatorStatusView } from '@platform/contracts';
import { auditLog, eq } from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../../testing/api.ts';
import { useTestApp } from '../../../testing/test-app.ts';

let customer: string;
const t = useTestApp({ env: { MARKET_TICK_MS: '50' } });
beforeAll(async () => {
  customer = (await signUp(t.app)).token;
});

/** The URL of an endpoint's path with its `:name` segments filled. */
const at = (path: string, params: Record<string, unknown> = {}) => `/api${pathWith(path, params)}`;
const asAdmin = (method: 'GET' | 'POST', url: string, body?: unknown) =>
  call(t.app, method, url, { token: t.admin, body });
const auditOf = (action: string) => t.app.db.select().from(auditLog).where(eq(auditLog.action, action));
const quoteOf = async (symbol: string) =>
  (await call(t.app, 'GET', `${at(marketApi.quotes.path)}?symbols=${symbol}`)).body.data[0];

describe('access to /api/admin/market', () => {
  it.each(
    Object.values(marketAdminApi).map(({ method, path }) => [method, at(path, { symbol: 'AAPL', id: 1 })] as const),
  )('%s %s refuses anonymous callers and customers', async (method, url) => {
    const body = method === 'POST' ? { reason: 'x' } : undefined;
    expect((await call(t.app, method, url, { body })).status).toBe(401);
    expect((await call(t.app, method, url, { body, token: customer })).status).toBe(403);
  });
});

describe('halting and resuming', () => {
  it('freezes the quote at the halt, audited, until resumed', async () => {
    const halted = await asAdmin('POST', at(marketAdminApi.halt.path, { symbol: 'aapl' }), { reason: 'Pending news' });
    expect(halted.status).toBe(200);
    expect(adminInstrumentView.parse(halted.body.data)).toMatchObject({ halted: true, haltReason: 'Pending news' });
    expect(halted.body.data.quote.status).toBe('halted');

    // Let the market tick until another quote has moved; the halted one has not.
    await call(t.app, 'GET', `${at(marketApi.rankings.path)}?kind=gainers`);
    const frozen = await quoteOf('AAPL');
    const before = await quoteOf('EURUSD');
    for (let i = 0; i < 100 && (await quoteOf('EURUSD')).time === before.time; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await quoteOf('EURUSD')).time).not.toBe(before.time);
    expect(await quoteOf('AAPL')).toEqual(frozen);
    expect(frozen.status).toBe('halted');

    const again = await asAdmin('POST', at(marketAdminApi.halt.path, { symbol: 'AAPL' }), { reason: 'twice' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This instrument is already halted');
    const [audit] = await auditOf('market.halt');
    expect(audit).toMatchObject({ targetType: 'instrument', targetId: 'AAPL', reason: 'Pending news' });

    const list = await asAdmin('GET', `${at(marketAdminApi.instruments.path)}?q=AAPL`);
    expect(list.body.data.rows[0]).toMatchObject({ halted: true, haltReason: 'Pending news' });
    const one = await asAdmin('GET', at(marketAdminApi.instrument.path, { symbol: 'aapl' }));
    expect(one.body.data).toMatchObject({ instrument: { symbol: 'AAPL' }, halted: true, haltReason: 'Pending news' });
    expect((await asAdmin('GET', at(marketAdminApi.instrument.path, { symbol: 'NOPE' }))).status).toBe(404);
    const status = await asAdmin('GET', at(marketAdminApi.status.path));
    expect(simulatorStatusView.parse(status.body.data)).toMatchObject({
      seed: 'sandbox-2026',
      tickIntervalMs: 50,
      alwaysOpen: true,
      halted: 1,
    });
    expect(status.body.data.instruments).toBeGreaterThan(100);

    const resumed = await asAdmin('POST', at(marketAdminApi.resume.path, { symbol: 'AAPL' }), {
      reason: 'News is out',
    });
    expect(resumed.body.data).toMatchObject({ halted: false, haltedAt: null, haltReason: null });
    expect((await quoteOf('AAPL')).status).toBe('open');
    expect(await auditOf('market.resume')).toHaveLength(1);
    const twice = await asAdmin('POST', at(marketAdminApi.resume.path, { symbol: 'AAPL' }), { reason: 'again' });
    expect(twice.status).toBe(409);
    expect((await asAdmin('GET', at(marketAdminApi.status.path))).body.data.halted).toBe(0);
  });

  it('needs a reason and a listed symbol', async () => {
    const blank = await asAdmin('POST', at(marketAdminApi.halt.path, { symbol: 'MSFT' }), { reason: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.data).toEqual([{ field: 'reason', message: 'Please enter a reason' }]);
    expect((await asAdmin('POST', at(marketAdminApi.halt.path, { symbol: 'NOPE' }), { reason: 'x' })).status).toBe(404);
    expect((await quoteOf('MSFT')).status).toBe('open');
  });

  it('filters the back-office list like the public one', async () => {
    const res = await asAdmin('GET', `${at(marketAdminApi.instruments.path)}?class=forex&pageSize=3`);
    expect(res.body.data.rows).toHaveLength(3);
    expect(res.body.data.total).toBeGreaterThanOrEqual(8);
    for (const row of res.body.data.rows) expect(row).toMatchObject({ instrument: { class: 'forex' }, halted: false });
  });

  it('sorts the back-office list by symbol or name either way, and refuses any other sort on its field', async () => {
    const symbols = async (sort: string) =>
      (
        (await asAdmin('GET', `${at(marketAdminApi.instruments.path)}?class=forex&pageSize=200&sort=${sort}`)).body.data
          .rows as { instrument: { symbol: string; name: string } }[]
      ).map((row) => row.instrument);
    const bySymbol = (await symbols('symbol')).map((i) => i.symbol);
    expect(bySymbol).toEqual([...bySymbol].sort());
    expect((await symbols('-symbol')).map((i) => i.symbol)).toEqual([...bySymbol].reverse());
    const names = (await symbols('name')).map((i) => i.name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const bad = await asAdmin('GET', `${at(marketAdminApi.instruments.path)}?sort=last`);
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
  });
});

describe('market news', () => {
  it('publishes, edits and deletes news, audited, and shows only published items to the public', async () => {
    const draft = await asAdmin('POST', at(marketAdminApi.createNews.path), {
      title: 'Draft',
      body: 'Not yet',
      symbols: ['aapl'],
      reason: 'writing',
    });
    expect(draft.body.data).toMatchObject({ published: false, publishedAt: null, symbols: ['AAPL'] });
    const older = await asAdmin('POST', at(marketAdminApi.createNews.path), {
      title: 'Oil rises',
      summary: 'Crude up',
      body: 'Crude futures rose.',
      symbols: ['XOM'],
      source: 'Desk',
      published: true,
      reason: 'morning note',
    });
    const newer = await asAdmin('POST', at(marketAdminApi.createNews.path), {
      title: 'Apple event',
      body: 'Apple announced things.',
      symbols: ['AAPL'],
      published: true,
      reason: 'event',
    });
    expect(newer.body.data.publishedAt).not.toBeNull();

    const pub = await call(t.app, 'GET', at(marketApi.news.path));
    expect(pub.body.data.rows.map((n: { title: string }) => n.title)).toEqual(['Apple event', 'Oil rises']);
    expect(pub.body.data.rows[1]).toMatchObject({ summary: 'Crude up', source: 'Desk', symbols: ['XOM'] });
    const one = await call(t.app, 'GET', at(marketApi.newsItem.path, { id: older.body.data.id }));
    expect(one.body).toMatchObject({ code: 200, data: { title: 'Oil rises', body: 'Crude futures rose.' } });
    expect((await call(t.app, 'GET', at(marketApi.newsItem.path, { id: draft.body.data.id }))).status).toBe(404);
    expect((await call(t.app, 'GET', at(marketApi.newsItem.path, { id: 'abc' }))).status).toBe(400);
    const forApple = await call(t.app, 'GET', `${at(marketApi.news.path)}?symbol=aapl`);
    expect(forApple.body.data).toMatchObject({ total: 1, rows: [{ title: 'Apple event' }] });

    const unpublished = await asAdmin('POST', at(marketAdminApi.updateNews.path, { id: older.body.data.id }), {
      title: 'Oil rises (corrected)',
      body: 'Crude futures rose.',
      published: false,
      reason: 'correction',
    });
    expect(unpublished.body.data).toMatchObject({ published: false, publishedAt: null });
    expect((await call(t.app, 'GET', at(marketApi.news.path))).body.data.total).toBe(1);
    expect((await call(t.app, 'GET', at(marketApi.newsItem.path, { id: older.body.data.id }))).status).toBe(404);

    const deleted = await asAdmin('POST', at(marketAdminApi.deleteNews.path, { id: newer.body.data.id }), {
      reason: 'wrong',
    });
    expect(deleted.body).toMatchObject({ code: 200, data: null });
    expect((await call(t.app, 'GET', at(marketApi.news.path))).body.data).toEqual({ rows: [], total: 0 });
    const all = await asAdmin('GET', at(marketAdminApi.news.path));
    expect(all.body.data.total).toBe(2);
    expect(all.body.data.rows.map((n: { published: boolean }) => n.published)).toEqual([false, false]);

    expect(await auditOf('market.news.create')).toHaveLength(3);
    expect(await auditOf('market.news.update')).toHaveLength(1);
    const [removal] = await auditOf('market.news.delete');
    expect(removal).toMatchObject({ reason: 'wrong', targetId: String(newer.body.data.id) });
  });

  it('lists news by publication either way, drafts last, ties by id, and refuses any other sort on its field', async () => {
    const write = async (title: string, published: boolean) =>
      (await asAdmin('POST', at(marketAdminApi.createNews.path), { title, body: 'b', published, reason: 'sort' })).body
        .data.id as number;
    const first = await write('Sorted first', true);
    const draft = await write('Sorted draft', false);
    const second = await write('Sorted second', true);
    const idsBy = async (sort: string) =>
      (
        (await asAdmin('GET', `${at(marketAdminApi.news.path)}?pageSize=100&sort=${sort}`)).body.data.rows as {
          id: number;
          publishedAt: string | null;
        }[]
      ).map((row) => row.id);
    const mine = (ids: number[]) => ids.filter((id) => [first, draft, second].includes(id));
    expect(mine(await idsBy('publishedAt'))).toEqual([first, second, draft]);
    expect(mine(await idsBy('-publishedAt'))).toEqual([second, first, draft]);
    expect(mine(await idsBy('-updatedAt'))).toEqual([second, draft, first]);

    const bad = await asAdmin('GET', `${at(marketAdminApi.news.path)}?sort=title`);
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
  });

  it('refuses unknown symbols, missing fields and unknown items', async () => {
    const unknown = await asAdmin('POST', at(marketAdminApi.createNews.path), {
      title: 't',
      body: 'b',
      symbols: ['AAPL', 'NOPE'],
      reason: 'r',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data).toEqual([{ field: 'symbols.1', message: 'Unknown symbol: NOPE' }]);
    const missing = await asAdmin('POST', at(marketAdminApi.createNews.path), { title: '', body: 'b', reason: 'r' });
    expect(missing.body.data[0]).toEqual({ field: 'title', message: 'Please enter a title' });
    const gone = await asAdmin('POST', at(marketAdminApi.updateNews.path, { id: 999999 }), {
      title: 't',
      body: 'b',
      reason: 'r',
    });
    expect(gone.status).toBe(404);
    expect((await asAdmin('POST', at(marketAdminApi.deleteNews.path, { id: 999999 }), { reason: 'r' })).status).toBe(
      404,
    );
  });
});
