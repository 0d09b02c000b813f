// Slow senders over real sockets: a client that sends headers announcing a body and then trickles it (a byte every few
// seconds) held its connection for minutes. With short timeouts configured here, each is dropped within a bound taken
// from its timeout; WebSockets outlive the request timeout; and one address holds at most MAX_CONNECTIONS_PER_IP sockets.
import { connect, type Socket } from 'node:net';
import { filesApi, identityApi } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/api.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { connectWs } from '../../testing/ws-client.ts';

const IDLE_MS = 1_000;
const BODY_MS = 2_000;
const REQUEST_MS = 3_000;
const HEADERS_MS = 1_000;
/** Node checks its request and header timeouts every half of the shorter one (see app.ts); ours every quarter. */
const SLACK_MS = 1_500;

let t: Awaited<ReturnType<typeof createTestApp>>;
let port: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp({
    BODY_IDLE_TIMEOUT_MS: String(IDLE_MS),
    BODY_TIMEOUT_MS: String(BODY_MS),
    REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    HEADERS_TIMEOUT_MS: String(HEADERS_MS),
    WS_ANONYMOUS_IDLE_MS: '60000',
  });
  ({ token } = await signUp(t.app));
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
  // Once the server answers a real request, the work of its first moments (in-process database, jobs) is behind it.
  await fetch(`${address}/api/health`);
});
afterAll(() => t.close());

interface Trickle {
  socket: Socket;
  /** Settles when the server closes the connection: how long after the headers, and what it answered. */
  closed: Promise<{ afterMs: number; answer: string }>;
}

/** Opens a connection, sends `head`, then one byte of body every `everyMs` until the server closes it. */
function trickle(head: string, everyMs: number): Trickle {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  let started = Date.now();
  socket.on('data', (chunk) => {
    answer += chunk.toString();
  });
  socket.on('error', () => {});
  socket.once('connect', () => {
    socket.write(head);
    started = Date.now();
  });
  const timer = setInterval(() => {
    if (socket.writable) socket.write('x');
  }, everyMs);
  const closed = new Promise<{ afterMs: number; answer: string }>((resolve) =>
    socket.once('close', () => {
      clearInterval(timer);
      resolve({ afterMs: Date.now() - started, answer });
    }),
  );
  return { socket, closed };
}

const jsonHead = (length: number) =>
  `POST /api${identityApi.login.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('a slow request body', () => {
  it('is answered 408 and closed when it pauses longer than BODY_IDLE_TIMEOUT_MS', async () => {
    const { closed } = trickle(jsonHead(100_000), IDLE_MS * 3);
    const { afterMs, answer } = await closed;
    expect(afterMs).toBeLessThan(IDLE_MS + SLACK_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"code":408');
  });

  it('is closed after BODY_TIMEOUT_MS even when bytes keep coming', async () => {
    const { closed } = trickle(jsonHead(100_000), IDLE_MS / 5);
    const { afterMs, answer } = await closed;
    expect(afterMs).toBeLessThan(BODY_MS + SLACK_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('as an upload may take longer than BODY_TIMEOUT_MS, but no longer than REQUEST_TIMEOUT_MS', async () => {
    const head = `POST /api${filesApi.uploadOne.path} HTTP/1.1\r\nHost: x\r\nAuthorization: ${token}\r\nContent-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n`;
    const { closed } = trickle(head, IDLE_MS / 5);
    const { afterMs, answer } = await closed;
    expect(afterMs).toBeGreaterThan(BODY_MS);
    expect(afterMs).toBeLessThan(REQUEST_MS + SLACK_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('does not hold headers sent slowly past HEADERS_TIMEOUT_MS', async () => {
    const { closed } = trickle(`POST /api${identityApi.login.path} HTTP/1.1\r\nX-Slow: `, IDLE_MS / 5);
    const { afterMs } = await closed;
    expect(afterMs).toBeLessThan(HEADERS_MS + SLACK_MS);
  });

  it('leaves a request sent at once alone', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api${identityApi.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'nobody@example.com', password: 'wrong-pass-1' }),
    });
    expect(res.status).toBeLessThan(500);
    expect(res.status).not.toBe(408);
  });

  it('does not cut a WebSocket on /api/ws open longer than REQUEST_TIMEOUT_MS', async () => {
    const client = await connectWs(`ws://127.0.0.1:${port}/api/ws`);
    await new Promise((resolve) => setTimeout(resolve, REQUEST_MS + SLACK_MS));
    await client.roundTrip();
    client.ws.close();
  });
});

describe('connections per address', () => {
  let capped: Awaited<ReturnType<typeof createTestApp>>;
  let cappedPort: number;
  beforeAll(async () => {
    capped = await createTestApp({ MAX_CONNECTIONS_PER_IP: '3' }, { database: t.database });
    cappedPort = Number(new URL(await capped.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(() => capped.app.close());

  const open = () =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(cappedPort, '127.0.0.1', () => resolve(socket));
      socket.once('error', reject);
    });
  /** Whether the server answers a request on the socket (true) or closes it unanswered (false). */
  const answers = (socket: Socket) =>
    new Promise<boolean>((resolve) => {
      socket.once('data', () => resolve(true));
      socket.once('close', () => resolve(false));
      socket.on('error', () => {});
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    });

  it('closes connections past MAX_CONNECTIONS_PER_IP and takes new ones once some close', async () => {
    const held = [await open(), await open(), await open()];
    expect(await answers(await open())).toBe(false);
    for (const socket of held) expect(await answers(socket)).toBe(true);
    const gone = held.pop()!;
    await new Promise((resolve) => gone.once('close', resolve).end());
    // The server counts the closed socket out when its own side closes, a moment after ours: taken within 2 s.
    let next = await open();
    for (const until = Date.now() + 2_000; !(await answers(next)) && Date.now() < until; ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      next = await open();
    }
    expect(next.destroyed).toBe(false);
    expect(await answers(next)).toBe(true);
    for (const socket of [...held, next]) socket.destroy();
  });
});
