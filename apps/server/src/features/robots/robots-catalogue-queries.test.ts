// The catalogue (the users' and the back office's) reads its instruments' trading terms in one query, however many
// products it lists (issue 30 §4).
import { robotsAdminApi, robotsApi } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import { queriesDuring, touching } from '../../testing/query-log.ts';
import { insertProduct } from '../../testing/robots-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let token: string;

beforeAll(async () => {
  token = (await signUp(t.app)).token;
});

/** How many products the list shows, and how many times it read the trading settings. */
async function settingsReads(url: string, as: string) {
  let shown = 0;
  const queries = await queriesDuring(t.app.db, async () => {
    const res = await call(t.app, 'GET', url, { token: as });
    expect(res.status).toBe(200);
    shown = res.body.data.length;
  });
  return { shown, reads: touching(queries, 'trading_settings').length };
}

describe(`the robot catalogue (${process.env.TEST_DB_DRIVER ?? 'pglite'})`, () => {
  it('reads the trading terms at once, however many products it lists', async () => {
    const before = await settingsReads(urlOf(robotsApi.products), token);
    const adminBefore = await settingsReads(urlOf(robotsAdminApi.products), t.admin);
    for (const symbol of ['AAPL', 'EURUSD', 'XAUUSD', 'AAPL']) await insertProduct(t.app, { symbol });
    const after = await settingsReads(urlOf(robotsApi.products), token);
    const adminAfter = await settingsReads(urlOf(robotsAdminApi.products), t.admin);
    expect(after.shown).toBe(before.shown + 4);
    expect(adminAfter.shown).toBe(adminBefore.shown + 4);
    expect([before.reads, after.reads, adminBefore.reads, adminAfter.reads]).toEqual([1, 1, 1, 1]);
  });
});
