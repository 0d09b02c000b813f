// Issue 28 §1: an anonymous client sending `auth` frames as fast as it can must not stall the API for everyone.
// Before the fix each frame queued one session lookup, and 20 sockets × 500 frames held a signed-in request for
// seconds on the embedded database. Now a socket gets a few attempts and is closed, an address a few more, and a
// token that cannot be a session token is answered without the database.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/api.ts';
import { p99Of, startAuthFlood } from '../testing/auth-flood.ts';
import { request } from '../testing/http-client.ts';
import { useTestApp } from '../testing/test-app.ts';
import { closedWithin, connectWs } from '../testing/ws-client.ts';
import { WS_AUTH_LIMITS } from './auth-attempts.ts';
import { MAX_MESSAGES_IN_FLIGHT, TOO_MANY_IN_FLIGHT } from './ws-route.ts';

const SOCKETS = 20;
const FRAMES = 500;
const SAMPLES = 100;

/** The p99 of `SAMPLES` sequential calls: the second slowest of 100. */
const p99 = (call: () => Promise<unknown>) => p99Of(SAMPLES, call);

let base: string;
let url: string;
const t = useTestApp({ env: { WS_ANONYMOUS_PER_IP: String(SOCKETS + 5) }, admin: false });
beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `${base.replace('http', 'ws')}/api/ws`;
});

/** Half the tokens are as long as a session token (they would reach the database), half are the probe's 40. */
const randomTokenLike = (i: number) =>
  i % 2 === 0 ? randomBytes(32).toString('base64url') : randomBytes(30).toString('base64url');

describe('/api/ws auth flood', () => {
  it(`closes a socket with more than ${MAX_MESSAGES_IN_FLIGHT} messages waiting`, async () => {
    const honest = await connectWs(url);
    for (let i = 0; i < 100; i++) honest.send({ op: 'subscribe', topics: ['quote:EURUSD'] });
    await honest.roundTrip();
    const greedy = await connectWs(url);
    for (let i = 0; i < MAX_MESSAGES_IN_FLIGHT * 3; i++) greedy.send({ op: 'ping' });
    expect(await closedWithin(greedy, 5_000)).toEqual(TOO_MANY_IN_FLIGHT);
    expect(honest.ws.readyState).toBe(honest.ws.OPEN);
    honest.ws.close();
    await honest.closed;
  });

  // First: the flood below uses up the address's allowance for a while.
  it(`closes a socket after ${WS_AUTH_LIMITS.perSocket} sign-in attempts, and a real token still signs in after a wrong one`, async () => {
    const user = await signUp(t.app);
    const socket = await connectWs(url);
    socket.send({ op: 'auth', token: 'x'.repeat(40) });
    socket.send({ op: 'auth', token: user.token });
    await socket.until((m) => m.some((x) => x.type === 'authenticated'), 'authentication');
    expect(socket.messages[0]).toMatchObject({ type: 'error' });

    const greedy = await connectWs(url);
    for (let i = 0; i <= WS_AUTH_LIMITS.perSocket; i++) greedy.send({ op: 'auth', token: randomTokenLike(0) });
    expect(await closedWithin(greedy, 5_000)).toEqual(WS_AUTH_LIMITS.closeWith);
    socket.ws.close();
    await socket.closed;
  });

  it('keeps a signed-in request within twice its quiet p99 while 20 sockets send 500 auth frames each', async () => {
    const user = await signUp(t.app);
    const assets = async () => {
      const answer = await request(base, 'GET', '/money/assets', { token: user.token });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await p99(assets); // warm-up: the first calls compile queries and fill caches

    /** One quiet measurement, then one during a flood from another process; how the flood's sockets ended. */
    const measure = async () => {
      const quiet = await p99(assets);
      const flood = await startAuthFlood(url, SOCKETS, FRAMES);
      const flooded = await p99(assets);
      const ends = await flood.ends;
      console.info(
        `GET /api/money/assets p99: quiet ${quiet.toFixed(1)} ms, during the flood ${flooded.toFixed(1)} ms`,
      );
      return { quiet, flooded, ends };
    };
    // A test runner shares its cores with other test files, whose bursts land in one measurement and not the other:
    // the flood gets three tries to show its p99 within twice the quiet one (and never less than 20 ms of allowance: a
    // 3 ms p99 doubled is within a timer's noise). Before the fix every try took seconds.
    let run = await measure();
    for (let tries = 1; tries < 3 && run.flooded > Math.max(2 * run.quiet, run.quiet + 20); tries += 1)
      run = await measure();
    expect(run.flooded).toBeLessThanOrEqual(Math.max(2 * run.quiet, run.quiet + 20));
    // Every flooding socket was closed for it.
    expect(run.ends).toHaveLength(SOCKETS);
    for (const end of run.ends) expect(end).toEqual(WS_AUTH_LIMITS.closeWith);
  }, 180_000);
});
