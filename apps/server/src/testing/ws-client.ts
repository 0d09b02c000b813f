// A real /api/ws client for tests: records what the server sends and how the connection ended.
import type { WsServerMessage } from '@platform/contracts';
import WebSocket from 'ws';

export interface WsTestClient {
  ws: WebSocket;
  messages: WsServerMessage[];
  /** Settles when the connection closes, with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  /** Resolves when some message so far satisfies the condition (or fails after a generous wait). */
  until(condition: (messages: WsServerMessage[]) => boolean, what: string): Promise<void>;
  /** Sends a ping and waits for its pong: every message sent before it has been handled. */
  roundTrip(): Promise<void>;
}

export async function connectWs(url: string, { waitMs = 10_000 } = {}): Promise<WsTestClient> {
  const ws = new WebSocket(url);
  const messages: WsServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(data.toString()));
    for (const check of waiters) check();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const until = (condition: (messages: WsServerMessage[]) => boolean, what: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`timed out waiting for ${what}: ${JSON.stringify(messages)}`));
      }, waitMs);
      const check = () => {
        if (!condition(messages)) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve();
      };
      waiters.add(check);
      check();
    });
  return {
    ws,
    messages,
    closed,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    until,
    async roundTrip() {
      const pongs = messages.filter((m) => m.type === 'pong').length;
      ws.send(JSON.stringify({ op: 'ping' }));
      await until((m) => m.filter((x) => x.type === 'pong').length > pongs, 'pong');
    },
  };
}

/** Resolves with how the connection closed, or with null if it is still open after `ms`. */
export function closedWithin(client: WsTestClient, ms: number) {
  return Promise.race([client.closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

/** A socket at `url` signed in with `token` and watching the support feed (`watch`: as whom, from which app). */
export async function watchingSupport(
  url: string,
  token: string,
  watch: Record<string, unknown>,
): Promise<WsTestClient> {
  const client = await connectWs(url);
  client.send({ op: 'auth', token });
  client.send({ op: 'support.watch', ...watch });
  await client.until((m) => m.some((x) => x.type === 'support.watching' || x.type === 'error'), 'the watch answer');
  return client;
}
