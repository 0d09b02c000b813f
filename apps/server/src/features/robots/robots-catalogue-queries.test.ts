// The catalogue (the users' and the back office's) reads its instruments' trading terms in one query, however many
// products it lists (issue 30 §4).
import { robotsAdminApi, robotsApi } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call, signIn, signUp } from '../../testing/api.ts';
import { queriesDuring, touching } from '../../testing/query-log.ts';
import { insertProduct } from '../../testing/robots-test-kit.ts';
import { ADMIN, createTestApp, type TestApp } from '../../testing/test-app.ts';

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let token: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
  token = (await signUp(app)).token;
  admin = await signIn(app, ADMIN.email, ADMIN.password);
}, 60_000);
afterAll(() => ctx.close());

/** How many products the list shows, and how many times it read the trading settings. */
async function settingsReads(url: string, as: string) {
  let shown = 0;
  const queries = await queriesDuring(app.db, async () => {
    const res = await call(app, 'GET', url, { token: as });
    expect(res.status).toBe(200);
    shown = res.body.data.length;
  });
  return { shown, reads: touching(queries, 'trading_settings').length };
}

describe(`the robot catalogue (${process.env.TEST_DB_DRIVER ?? 'pglite'})`, () => {
  it('reads the trading terms at once, however many products it lists', async () => {
    const before = await settingsReads(urlOf(robotsApi.products), token);
    const adminBefore = await settingsReads(urlOf(robotsAdminApi.products), admin);
    for (const symbol of ['AAPL', 'EURUSD', 'XAUUSD', 'AAPL']) await insertProduct(app, { symbol });
    const after = await settingsReads(urlOf(robotsApi.products), token);
    const adminAfter = await settingsReads(urlOf(robotsAdminApi.products), admin);
    expect(after.shown).toBe(before.shown + 4);
    expect(adminAfter.shown).toBe(adminBefore.shown + 4);
    expect([before.reads, after.reads, adminBefore.reads, adminAfter.reads]).toEqual([1, 1, 1, 1]);
  });
});
