// Price alerts through the API: create, list, pause, resume and delete; every refusal names its field and changes
// nothing; the waiting limit holds under twenty creates at once; a user reaches only their own alerts.
import { ALERT_LIMITS, type AlertCreateInput, alertsApi, type Quote } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../testing/api.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp({ admin: false });
let owner: string;
let other: string;
beforeAll(async () => {
  [owner, other] = await Promise.all([signUp(t.app).then((u) => u.token), signUp(t.app).then((u) => u.token)]);
});

const SYMBOL = 'AAPL';
const quote = (): Quote => t.app.market.quote(SYMBOL)!;
/** A level `factor` times the last price, in whole cents (AAPL's tick). */
const levelAt = (factor: number) => (Math.round(Number(quote().last) * factor * 100) / 100).toFixed(2);

const create = (token: string, body: Partial<AlertCreateInput> & Record<string, unknown>) =>
  call(t.app, 'POST', `/api${alertsApi.create.path}`, { token, body });
const list = async (token: string) => (await call(t.app, 'GET', `/api${alertsApi.find.path}`, { token })).body.data;
const act = (token: string, verb: 'pause' | 'resume' | 'delete', id: number) =>
  call(t.app, 'POST', `/api/alerts/${id}/${verb}`, { token });

describe('price alerts', () => {
  it('are created, listed, paused, resumed and deleted by their owner', async () => {
    const above = await create(owner, { symbol: 'aapl', kind: 'above', price: levelAt(1.5), email: true });
    expect(above.status).toBe(200);
    expect(above.body.data).toMatchObject({
      symbol: SYMBOL,
      kind: 'above',
      state: 'active',
      email: true,
      percent: null,
    });
    expect(above.body.data.price).toMatch(/^\d+\.\d{2}$/);
    const move = await create(owner, { symbol: SYMBOL, kind: 'move', percent: '99.5' });
    expect(move.body.data).toMatchObject({ kind: 'move', percent: '99.50', price: null, email: false });

    const listed = await list(owner);
    expect(listed).toMatchObject({ waiting: 2, limit: ALERT_LIMITS.waiting });
    expect(listed.rows.map((r: { id: number }) => r.id)).toEqual([move.body.data.id, above.body.data.id]);

    const id = above.body.data.id as number;
    expect((await act(owner, 'pause', id)).body.data.state).toBe('paused');
    expect((await act(owner, 'pause', id)).body.data.state).toBe('paused');
    expect((await act(owner, 'resume', id)).body.data.state).toBe('active');
    expect((await act(owner, 'delete', id)).status).toBe(200);
    expect((await act(owner, 'delete', id)).status).toBe(404);
    expect((await list(owner)).rows.map((r: { id: number }) => r.id)).toEqual([move.body.data.id]);
    await act(owner, 'delete', move.body.data.id);
  });

  it('refuses bad input on its field and stores nothing', async () => {
    const user = (await signUp(t.app)).token;
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ symbol: 'NOSUCH', kind: 'above', price: '10' }, 'symbol', /listed instrument/],
      [{ symbol: SYMBOL, kind: 'sideways', price: '10' }, 'kind', /when to be alerted/],
      [{ symbol: SYMBOL, kind: 'above', price: '0' }, 'price', /above 0/],
      [{ symbol: SYMBOL, kind: 'below', price: '-5' }, 'price', /above 0/],
      [{ symbol: SYMBOL, kind: 'above' }, 'price', /above 0/],
      [{ symbol: SYMBOL, kind: 'above', price: `${levelAt(2)}1` }, 'price', /steps of 0\.01/],
      [{ symbol: SYMBOL, kind: 'above', price: levelAt(0.5) }, 'price', /above the last price/],
      [{ symbol: SYMBOL, kind: 'below', price: levelAt(2) }, 'price', /below the last price/],
      [{ symbol: SYMBOL, kind: 'move', percent: '500' }, 'percent', /0\.1 to 100/],
      [{ symbol: SYMBOL, kind: 'move', percent: '0' }, 'percent', /0\.1 to 100/],
      [{ symbol: SYMBOL, kind: 'move', percent: '1.234' }, 'percent', /0\.1 to 100/],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(user, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.data, JSON.stringify(body)).toEqual([{ field, message: expect.stringMatching(message) }]);
    }
    expect(await list(user)).toMatchObject({ rows: [], waiting: 0 });
  });

  it('refuses a move already reached today, saying how far it is', async () => {
    const q = quote();
    const moved = Math.abs(Number(q.changePercent));
    if (moved < 0.2) return; // Not moved enough today to be reached by the smallest move.
    const res = await create(owner, { symbol: SYMBOL, kind: 'move', percent: '0.1' });
    expect(res.status).toBe(400);
    expect(res.body.data[0]).toMatchObject({ field: 'percent', message: expect.stringMatching(/already/) });
  });

  it('keeps the waiting limit when twenty creates arrive at once', async () => {
    const user = (await signUp(t.app)).token;
    const price = levelAt(3);
    for (let i = 0; i < ALERT_LIMITS.waiting - 2; i++) {
      expect((await create(user, { symbol: SYMBOL, kind: 'above', price })).status).toBe(200);
    }
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => create(user, { symbol: SYMBOL, kind: 'above', price })),
    );
    expect(burst.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = burst.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(18);
    for (const res of refused) {
      expect(res.body.data).toEqual([{ field: 'symbol', message: expect.stringMatching(/at most 50 alerts/) }]);
    }
    expect(await list(user)).toMatchObject({ waiting: ALERT_LIMITS.waiting });
  });

  it('are reached only by their owner', async () => {
    const mine = await create(owner, { symbol: SYMBOL, kind: 'below', price: levelAt(0.5) });
    const id = mine.body.data.id as number;
    for (const verb of ['pause', 'resume', 'delete'] as const) {
      const res = await act(other, verb, id);
      expect(res.status, verb).toBe(404);
    }
    expect((await list(other)).rows).toEqual([]);
    expect((await list(owner)).rows.find((r: { id: number }) => r.id === id)?.state).toBe('active');
  });

  it('answers twenty pauses at once with one paused alert', async () => {
    const { id } = (await create(owner, { symbol: SYMBOL, kind: 'below', price: levelAt(0.4) })).body.data;
    const answers = await Promise.all(Array.from({ length: 20 }, () => act(owner, 'pause', id)));
    expect(answers.map((r) => r.body.data.state)).toEqual(Array(20).fill('paused'));
  });
});
