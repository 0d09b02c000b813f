// Two real API nodes on one PostgreSQL and one Redis, a client on each: what happens on one node reaches the clients
// of the other (a quote, a support reply, a session ending), rate limits count once for both, and when the node
// running the background jobs is killed, the other takes them over within the lease. Runs in the `postgres` project
// when TEST_REDIS_URL is set (CI sets both).
import {
  feedbackApi,
  identityApi,
  marketApi,
  pathWith,
  quoteTopic,
  supportAdminApi,
  supportApi,
  type WsServerMessage,
} from '@platform/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmptyPostgres, emptyPostgres } from '../fresh-postgres.ts';
import { expectOk, request, signIn, signUp } from '../http-client.ts';
import { type ServerProcess, startServerProcess } from '../server-process.ts';
import { TEST_REDIS_URL, uniqueRedisPrefix } from '../test-redis.ts';
import { closedWithin, connectWs, type WsTestClient } from '../ws-client.ts';

const OPERATOR = { email: 'cluster-admin@test.local', password: 'cluster-admin-1' };
const INVITE = 'CLUSTER2026';
/** The lease the nodes run on here: a dead holder's jobs move within this plus one renewal period (a fifth). */
const LEASE_SECONDS = 2;
const HANDOVER_LIMIT_MS = LEASE_SECONDS * 1000 * 1.2 + 1_000;

const enabled = process.env.TEST_DB_DRIVER === 'postgres' && Boolean(TEST_REDIS_URL);
let database: EmptyPostgres;
let a: ServerProcess;
let b: ServerProcess;
let env: Record<string, string>;
const sockets: WsTestClient[] = [];

const wsUrl = (node: ServerProcess) => `${node.base.replace('http', 'ws')}/api/ws`;

/** The pid in the job lease's holder (`host:pid:random`), or null when nobody holds it. */
async function leaseHolderPid(): Promise<number | null> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ holder: string }>(
      `select holder from job_leases where name = 'background-jobs' and expires_at >= now()`,
    );
    return rows[0] ? Number(rows[0].holder.split(':')[1]) : null;
  } finally {
    await client.end();
  }
}

async function until(condition: () => Promise<boolean> | boolean, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function socketOn(node: ServerProcess, token?: string) {
  const client = await connectWs(wsUrl(node));
  sockets.push(client);
  if (token) client.send({ op: 'auth', token });
  return client;
}

const quotesOf = (messages: WsServerMessage[]) =>
  messages.flatMap((m) => (m.type === 'quotes' ? m.data.map((q) => `${q.symbol}@${q.time}`) : []));

describe.runIf(enabled)('two API nodes on one PostgreSQL and Redis', () => {
  beforeAll(async () => {
    database = await emptyPostgres(process.env.TEST_DATABASE_URL as string, { prefix: 'cluster' });
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL as string,
      REDIS_PREFIX: uniqueRedisPrefix('cluster'),
      // Several nodes must share the key of e-mail codes.
      CODE_SECRET: 'cluster-test-code-secret-0123456789abcdef',
      JOB_LEASE_SECONDS: String(LEASE_SECONDS),
      MARKET_TICK_MS: '200',
      MARKET_ALWAYS_OPEN: 'true',
      BOOTSTRAP_ADMIN_EMAIL: OPERATOR.email,
      BOOTSTRAP_ADMIN_PASSWORD: OPERATOR.password,
      BOOTSTRAP_INVITE_CODE: INVITE,
      DEV_MAILBOX_PUBLIC: 'true',
      // Real limits, so the shared count shows (the few sign-ups and log-ins here stay well inside them).
      RATE_LIMIT_MULTIPLIER: '1',
    };
    // Both start at once on the empty database: migrations and seeding must not collide.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    // Whichever node took the job lease is called a from here on.
    await until(async () => (await leaseHolderPid()) !== null, 'a job lease holder');
    if ((await leaseHolderPid()) === b.child.pid) [a, b] = [b, a];
  }, 120_000);

  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
    await database?.drop();
  });

  it('started together on an empty database: one operator, one house invitation, both ready', async () => {
    for (const node of [a, b]) expect((await request(node.base, 'GET', '/ready')).status).toBe(200);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const admins = await client.query(`select count(*)::int as n from users where 'admin' = any(roles)`);
    const houses = await client.query(`select count(*)::int as n from invite_codes where owner_id is null`);
    await client.end();
    expect(admins.rows[0].n).toBe(1);
    expect(houses.rows[0].n).toBe(1);
  });

  it('streams the quotes node a ticks to a client on node b', async () => {
    // The node holding the lease now ticks (a busy machine can stall a node past its 2 s lease, and the other takes it
    // over): the client listens on the other one.
    const holder = await leaseHolderPid();
    expect([a.child.pid, b.child.pid]).toContain(holder);
    const listener = holder === a.child.pid ? b : a;
    const instruments = await expectOk(request(listener.base, 'GET', `${marketApi.instruments.path}`), 'instruments');
    const symbol = instruments.rows[0].instrument.symbol as string;
    const client = await socketOn(listener);
    client.send({ op: 'subscribe', topics: [quoteTopic(symbol)] });
    // The snapshot comes from the listener's node itself; the ticks after it can only come from the ticking node.
    await client.until((m) => new Set(quotesOf(m)).size >= 4, 'live quotes on node b');
  });

  it('brings an operator’s support reply sent on node a to the user’s socket on node b', async () => {
    const userToken = await signUp(a.base, `cluster-user-${Date.now()}@example.com`, INVITE);
    const operatorToken = await signIn(a.base, OPERATOR.email, OPERATOR.password);
    const client = await socketOn(b, userToken);
    client.send({ op: 'support.watch', as: 'user', source: 'portal' });
    await client.until((m) => m.some((x) => x.type === 'support.watching'), 'the watch answer');
    const sent = await expectOk(
      request(b.base, 'POST', supportApi.sendMessage.path, {
        token: userToken,
        body: { source: 'portal', text: 'Hello from node b' },
      }),
      'the user’s message',
    );
    await expectOk(
      request(a.base, 'POST', pathWith(supportAdminApi.reply.path, { id: sent.conversationId }), {
        token: operatorToken,
        body: { text: 'Answered on node a' },
      }),
      'the operator’s reply',
    );
    await client.until(
      (m) => m.some((x) => x.type === 'support.message' && x.data.text === 'Answered on node a'),
      'the reply on node b',
    );
  });

  it('ends a session logged out on node a on node b too: its socket closes and its token is refused', async () => {
    const token = await signUp(a.base, `cluster-leaver-${Date.now()}@example.com`, INVITE);
    // Node b has the session in its cache from here on.
    await expectOk(request(b.base, 'GET', identityApi.getUserInfo.path, { token }), 'user info on node b');
    const client = await socketOn(b, token);
    client.send({ op: 'support.watch', as: 'user', source: 'trade' });
    await client.until((m) => m.some((x) => x.type === 'support.watching'), 'the watch answer');
    await expectOk(request(a.base, 'POST', identityApi.logout.path, { token }), 'log-out');
    expect(await closedWithin(client, 5_000)).toEqual({ code: 1008, reason: 'Session ended' });
    // The socket closed on the same event that evicts the cache, so the token is refused by now.
    expect((await request(b.base, 'GET', identityApi.getUserInfo.path, { token })).status).toBe(401);
  });

  it('counts a per-address rate limit once across both nodes', async () => {
    // POST /api/feedback/contact allows 5 a minute per address; a refused body counts as a request too.
    const statuses: number[] = [];
    const send = async (node: ServerProcess) =>
      statuses.push((await request(node.base, 'POST', feedbackApi.sendContact.path, { body: {} })).status);
    for (let i = 0; i < 5; i++) await send(i % 2 ? a : b);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    await send(a);
    await send(b);
    expect(statuses.slice(-2)).toEqual([429, 429]);
  });

  it('hands the background jobs to node b within the lease when node a is killed, and the quotes go on', async () => {
    const watcher = await socketOn(b);
    const instruments = await expectOk(request(b.base, 'GET', `${marketApi.instruments.path}`), 'instruments');
    const symbol = instruments.rows[0].instrument.symbol as string;
    watcher.send({ op: 'subscribe', topics: [quoteTopic(symbol)] });
    await watcher.until((m) => quotesOf(m).length >= 2, 'quotes before the kill');

    await a.stop('SIGKILL');
    const killedAt = Date.now();
    await until(async () => (await leaseHolderPid()) === b.child.pid, 'node b to hold the job lease', 10_000);
    const handover = Date.now() - killedAt;
    expect(handover).toBeLessThan(HANDOVER_LIMIT_MS);

    const seen = quotesOf(watcher.messages).length;
    await watcher.until((m) => quotesOf(m).length >= seen + 3, 'quotes ticked on node b');
    console.info(`job handover after SIGKILL: ${handover} ms (lease ${LEASE_SECONDS} s)`);
  });

  it('drains on SIGTERM: sockets told to reconnect (1012), the job lease given up at once', async () => {
    const c = await startServerProcess(env);
    try {
      const client = await socketOn(b);
      await client.roundTrip();
      const stopping = b.stop('SIGTERM');
      const stoppedAt = Date.now();
      expect(await closedWithin(client, 5_000)).toEqual({ code: 1012, reason: 'server restarting' });
      await stopping;
      await until(async () => (await leaseHolderPid()) === c.child.pid, 'node c to hold the job lease', 5_000);
      // Released, not run out: node c claims it at its next renewal, well inside the lease.
      expect(Date.now() - stoppedAt).toBeLessThan(LEASE_SECONDS * 1000);
    } finally {
      await c.stop('SIGKILL');
    }
  });
});
