// Firing: a reached alert fires once whatever the number of ticks that reach it at once and whatever the number of
// nodes evaluating; once fired it is told once in the inbox and, if asked, once by e-mail.
import { alertsApi, type Quote } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, mailsTo, signUp } from '../../testing/api.ts';
import { createTestApp, type TestApp, useTestApp } from '../../testing/test-app.ts';
import { TEST_REDIS_URL, uniqueRedisPrefix } from '../../testing/test-redis.ts';

const SYMBOL = 'AAPL';
const t = useTestApp({ admin: false });
let second: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // A second node on the same database: its own evaluator, its own pub/sub.
  second = await createTestApp({}, { database: t.database });
});
afterAll(async () => {
  await second?.app.close();
});

const quoteAt = (app: TestApp, last: string, prevClose?: string): Quote => ({
  ...app.market.quote(SYMBOL)!,
  status: 'open',
  last,
  ...(prevClose ? { prevClose } : {}),
});
const cents = (value: number) => (Math.round(value * 100) / 100).toFixed(2);
const lastOf = (app: TestApp) => Number(app.market.quote(SYMBOL)!.last);

async function createAlert(app: TestApp, token: string, body: Record<string, unknown>) {
  const res = await call(app, 'POST', `/api${alertsApi.create.path}`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number };
}
const inbox = async (app: TestApp, token: string) =>
  (await call(app, 'GET', '/api/inbox/messages?app=trade', { token })).body.data.rows as Array<{
    kind: string;
    params: Record<string, string>;
    urgent: boolean;
    link: string;
  }>;
const alertsOf = async (app: TestApp, token: string) =>
  (await call(app, 'GET', `/api${alertsApi.find.path}`, { token })).body.data.rows as Array<{
    id: number;
    state: string;
    firedPrice: string | null;
    firedAt: string | null;
  }>;
/** The alert e-mails sent to `email` (its sign-up code aside). */
const alertMails = async (app: TestApp, email: string) =>
  (await mailsTo(app, email)).filter((mail) => mail.subject.startsWith(SYMBOL));
async function settle(...apps: TestApp[]) {
  for (const app of apps) await app.priceAlerts.evaluator.settled();
  for (const app of apps) await app.inboxSettled();
}

describe('a price alert', () => {
  it('fires once under twenty ticks at once: one inbox message, one e-mail, the price it fired at', async () => {
    const user = await signUp(t.app);
    const level = cents(lastOf(t.app) * 1.2);
    const { id } = await createAlert(t.app, user.token, { symbol: SYMBOL, kind: 'above', price: level, email: true });
    const evaluator = t.app.priceAlerts.evaluator;
    await evaluator.load();
    // Below the level: nothing.
    expect(evaluator.evaluate([quoteAt(t.app, cents(Number(level) - 0.01))])).toEqual([]);
    const crossing = cents(Number(level) + 0.5);
    const reached = await Promise.all(
      Array.from({ length: 20 }, async () => evaluator.evaluate([quoteAt(t.app, crossing)]).length),
    );
    expect(reached.reduce((a, b) => a + b, 0)).toBe(1);
    await settle(t.app);

    const [alert] = await alertsOf(t.app, user.token);
    expect(alert).toMatchObject({ id, state: 'fired', firedPrice: crossing });
    const messages = await inbox(t.app, user.token);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      kind: 'alert.above',
      urgent: true,
      link: '/alerts',
      params: { symbol: SYMBOL, price: crossing, threshold: level, at: alert!.firedAt },
    });
    const mails = await alertMails(t.app, user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`${SYMBOL} rose to ${crossing}`);
    expect(mails[0]!.text).toContain(`at or above your level of ${level}`);
    // Later ticks, and a reload, find nothing more to fire.
    await evaluator.load();
    expect(evaluator.evaluate([quoteAt(t.app, cents(Number(level) + 1))])).toEqual([]);
  });

  it('fires once when two nodes evaluate the same twenty ticks; a paused one does not fire, and no e-mail unasked', async () => {
    const user = await signUp(t.app);
    const last = lastOf(t.app);
    const below = cents(last * 0.8);
    const { id } = await createAlert(t.app, user.token, { symbol: SYMBOL, kind: 'below', price: below });
    const paused = await createAlert(t.app, user.token, { symbol: SYMBOL, kind: 'below', price: cents(last * 0.7) });
    await call(t.app, 'POST', `/api/alerts/${paused.id}/pause`, { token: user.token });
    const nodes = [t.app, second.app];
    const firedSoFar = () => nodes.reduce((n, app) => n + app.priceAlerts.evaluator.fired, 0);
    const firedBefore = firedSoFar();
    await Promise.all(nodes.map((app) => app.priceAlerts.evaluator.load()));
    const falling = cents(last * 0.5);
    const results = await Promise.all(
      nodes.flatMap((app) =>
        Array.from({ length: 20 }, async () => app.priceAlerts.evaluator.evaluate([quoteAt(app, falling)])),
      ),
    );
    // Each node's book gives it once; the database lets one of them fire it.
    expect(results.flat().filter((a) => a.id === id)).toHaveLength(2);
    await settle(...nodes);
    expect(firedSoFar() - firedBefore).toBe(1);
    const states = Object.fromEntries((await alertsOf(t.app, user.token)).map((a) => [a.id, a]));
    expect(states[id]).toMatchObject({ state: 'fired', firedPrice: falling });
    expect(states[paused.id]).toMatchObject({ state: 'paused', firedAt: null });
    const messages = [...(await inbox(t.app, user.token))];
    expect(messages.map((m) => m.kind)).toEqual(['alert.below']);
    expect(await alertMails(t.app, user.email)).toEqual([]);
  });

  it('fires a move either way from the previous close', async () => {
    const user = await signUp(t.app);
    const { id } = await createAlert(t.app, user.token, { symbol: SYMBOL, kind: 'move', percent: '50' });
    const evaluator = t.app.priceAlerts.evaluator;
    await evaluator.load();
    expect(evaluator.evaluate([quoteAt(t.app, '149.99', '100.00')])).toEqual([]);
    expect(evaluator.evaluate([quoteAt(t.app, '50.00', '100.00')]).map((a) => a.id)).toEqual([id]);
    await settle(t.app);
    const [message] = await inbox(t.app, user.token);
    expect(message).toMatchObject({
      kind: 'alert.move',
      params: { percent: '50.00', price: '50.00', prevClose: '100.00' },
    });
  });

  it('is indexed by the evaluating node when created on it, and dropped when deleted', async () => {
    const user = await signUp(t.app);
    const evaluator = t.app.priceAlerts.evaluator;
    await evaluator.load();
    const before = evaluator.size;
    const { id } = await createAlert(t.app, user.token, {
      symbol: SYMBOL,
      kind: 'above',
      price: cents(lastOf(t.app) * 2),
    });
    await vi.waitFor(() => expect(evaluator.size).toBe(before + 1));
    await call(t.app, 'POST', `/api/alerts/${id}/delete`, { token: user.token });
    await vi.waitFor(() => expect(evaluator.size).toBe(before));
  });
});

describe.runIf(TEST_REDIS_URL)('two API nodes sharing the database and Redis', () => {
  let a: Awaited<ReturnType<typeof createTestApp>>;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: TEST_REDIS_URL as string, REDIS_PREFIX: uniqueRedisPrefix('price-alerts') };
    a = await createTestApp(env);
    b = (await createTestApp(env, { database: a.database })).app;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('an alert made on one node is evaluated by the other, and fires once', async () => {
    const user = await signUp(a.app);
    await b.priceAlerts.evaluator.load();
    const level = cents(lastOf(a.app) * 1.3);
    const { id } = await createAlert(a.app, user.token, { symbol: SYMBOL, kind: 'above', price: level });
    await vi.waitFor(() => expect(b.priceAlerts.evaluator.size).toBeGreaterThan(0));
    const reached = await Promise.all(
      Array.from({ length: 20 }, async () =>
        b.priceAlerts.evaluator.evaluate([quoteAt(b, cents(Number(level) * 1.1))]),
      ),
    );
    expect(reached.flat().map((r) => r.id)).toEqual([id]);
    await settle(b);
    await vi.waitFor(async () => expect((await inbox(a.app, user.token)).map((m) => m.kind)).toEqual(['alert.above']));
  });
});
