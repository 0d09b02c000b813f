// The real server killed with SIGKILL while clients trade (market orders, resting limits the engine fills as prices
// move, closes), then restarted on the same database. Every acknowledged order must be there exactly once, a call cut
// off by the kill must have happened wholly or not at all (its key then finishes it once), no order has filled twice,
// and the ledger check passes; the restarted engine goes on filling what rested.
import { marketApi, moneyApi, pathWith, tradingAdminApi, tradingApi } from '@platform/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { type Answer, expectOk, newKey, request } from '../http-client.ts';
import { crashServers, onPostgres } from './crash-servers.ts';
import { prepareMoney } from './money-setup.ts';
import { ledgerCheck } from './money-state.ts';

const OPERATOR = { email: 'crash-trader-admin@test.local', password: 'crash-admin-1' };
const INVITE = 'CRASHTRADE';
const LOAD_MS = 2_500;
/** Acknowledged calls that make the kill mean something; a busy machine gets up to LOAD_MAX_MS to reach them. */
const ENOUGH_ACKED = 12;
const LOAD_MAX_MS = 15_000;

const servers = crashServers({
  prefix: 'crash-trading',
  operator: OPERATOR,
  inviteCode: INVITE,
  // Quick ticks, so the engine fills resting limits while the load runs.
  env: { BANK_VERIFIER_DELAY_SECONDS: '300', CHAIN_BLOCK_MS: '600000', MARKET_TICK_MS: '100' },
});
const startServer = () => servers.start();
afterAll(() => servers.cleanUp());

interface Attempt {
  path: string;
  token: string;
  body: unknown;
  key: string;
  outcome: 'acked' | 'refused' | 'cut';
  answer?: Answer;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One client's loop: market orders both ways, a resting limit near the quote now and then, and closes. */
async function client(base: string, token: string, attempts: Attempt[], until: () => boolean, n: number) {
  for (let i = 0; until(); i++) {
    const side = (i + n) % 2 === 0 ? 'buy' : 'sell';
    let path: string = tradingApi.placeOrder.path;
    let body: unknown = { symbol: 'AAPL', type: 'market', side, quantity: 1 + (i % 3), leverage: 10 };
    if (i % 4 === 3) {
      const quotes = await expectOk(request(base, 'GET', `${marketApi.quotes.path}?symbols=AAPL`), 'quote').catch(
        () => [],
      );
      const quote = quotes[0];
      if (quote?.ask) body = { ...(body as object), type: 'limit', price: side === 'buy' ? quote.ask : quote.bid };
    } else if (i % 5 === 4) {
      const open = await request(base, 'GET', `${tradingApi.positions.path}?state=open`, { token }).catch(
        () => undefined,
      );
      const first = open?.body.data?.rows?.[0];
      if (first) {
        path = pathWith(tradingApi.closePosition.path, { id: first.id });
        body = {};
      }
    }
    const attempt: Attempt = { path, token, body, key: newKey(), outcome: 'cut' };
    attempts.push(attempt);
    try {
      attempt.answer = await request(base, 'POST', path, { token, key: attempt.key, body });
      attempt.outcome = attempt.answer.status === 200 ? 'acked' : 'refused';
    } catch {
      return;
    }
  }
}

describe(`a server killed with SIGKILL while users trade (${onPostgres ? 'PostgreSQL' : 'PGlite data dir'})`, () => {
  it('restarts with every acknowledged order there once, cut-off calls whole or absent, no double fill', async () => {
    const first = await startServer();
    const { operatorToken, users } = await prepareMoney(first.base, {
      operator: OPERATOR,
      inviteCode: INVITE,
      users: 3,
      openingDeposit: '20000.00',
      pendingDepositsPerUser: 0,
    });
    for (const token of users) {
      await expectOk(
        request(first.base, 'POST', moneyApi.createTransfer.path, {
          token,
          key: newKey(),
          body: { from: 'funding', to: 'trading', currency: 'USD', amount: '20000' },
        }),
        'transfer to trading',
      );
    }
    const attempts: Attempt[] = [];
    const started = Date.now();
    let running = true;
    const clients = users.flatMap((token, u) =>
      [0, 1].map((c) => client(first.base, token, attempts, () => running, u * 2 + c)),
    );
    const ackedSoFar = () => attempts.filter((a) => a.outcome === 'acked').length;
    while (Date.now() - started < LOAD_MS || (ackedSoFar() < ENOUGH_ACKED && Date.now() - started < LOAD_MAX_MS)) {
      await pause(50);
    }
    await first.stop('SIGKILL');
    running = false;
    await Promise.all(clients);

    const acked = attempts.filter((a) => a.outcome === 'acked');
    // Two clients of one user may close the same position at once: the second is told it is closed already.
    const refused = attempts.filter((a) => a.outcome === 'refused' && a.answer?.status !== 409);
    expect(acked.length, 'calls acknowledged before the kill').toBeGreaterThan(10);
    expect(
      refused.map((a) => JSON.stringify(a.answer?.body)),
      'refused under load',
    ).toEqual([]);

    const { base } = await startServer();
    expect(await ledgerCheck(base, operatorToken), 'ledger check right after the restart').toMatchObject({ ok: true });

    // Every acknowledged order is there, once; replaying any key (acknowledged or cut off) finishes it at most once.
    for (const attempt of [...acked, ...attempts.filter((a) => a.outcome === 'cut')]) {
      const again = await request(base, 'POST', attempt.path, {
        token: attempt.token,
        key: attempt.key,
        body: attempt.body,
      });
      if (attempt.outcome === 'acked') {
        expect(again.replayed, attempt.path).toBe(true);
        expect(again.body.data).toEqual(attempt.answer!.body.data);
      } else {
        expect([200, 400, 409], JSON.stringify(again.body)).toContain(again.status);
      }
    }
    await pause(1_000);
    for (const token of users) {
      const ids: number[] = [];
      for (let page = 1; ; page++) {
        const { rows } = await expectOk(
          request(base, 'GET', `${tradingApi.orders.path}?pageSize=100&pageNum=${page}`, { token }),
          'orders',
        );
        ids.push(...rows.map((o: { id: number }) => o.id));
        if (rows.length < 100) break;
      }
      expect(new Set(ids).size, 'orders listed once each').toBe(ids.length);
      for (const attempt of acked.filter((a) => a.token === token && a.path === tradingApi.placeOrder.path)) {
        expect(ids, 'an acknowledged order is kept').toContain(attempt.answer!.body.data.order.id);
      }
    }
    const roots: Array<{ orderId: number }> = [];
    for (let page = 1; ; page++) {
      const { rows } = await expectOk(
        request(base, 'GET', `${tradingAdminApi.positions.path}?pageSize=100&pageNum=${page}`, {
          token: operatorToken,
        }),
        'positions',
      );
      roots.push(...rows);
      if (rows.length < 100) break;
    }
    const perOrder = new Map<number, number>();
    for (const p of roots) perOrder.set(p.orderId, (perOrder.get(p.orderId) ?? 0) + 1);
    expect(
      [...perOrder.values()].filter((n) => n > 1),
      'an order filled twice',
    ).toEqual([]);
    expect(await ledgerCheck(base, operatorToken), 'ledger check after the replays').toMatchObject({ ok: true });
    console.info(
      `[crash trading] ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${acked.length} calls acknowledged, ` +
        `${attempts.filter((a) => a.outcome === 'cut').length} cut off, ${roots.length} positions`,
    );
  }, 120_000);
});
