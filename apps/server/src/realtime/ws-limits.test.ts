// What an unauthenticated client can make /api/ws hold: frames no larger than the protocol's largest message, a few
// sockets per address, and no socket that neither signs in nor subscribes.
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/api.ts';
import { useTestApp } from '../testing/test-app.ts';
import { closedWithin, connectWs, type WsTestClient } from '../testing/ws-client.ts';

const PER_IP = 3;
const IDLE_MS = 1_000;

const t = useTestApp({
  env: { WS_ANONYMOUS_PER_IP: String(PER_IP), WS_ANONYMOUS_IDLE_MS: String(IDLE_MS) },
  admin: false,
  listen: true,
});
beforeAll(async () => {
  // The first subscriber starts the market, which keeps the server busy a while: not a moment the tests should time.
  // On a loaded machine that while can outlast the idle limit, which then closes the socket before its subscription is
  // read (it failed in a full run that way), so the warm-up tries again until quotes flow.
  for (let attempt = 1; ; attempt += 1) {
    const warmUp = await connectWs(t.wsUrl);
    warmUp.send({ op: 'subscribe', topics: ['quote:EURUSD'] });
    const quotes = warmUp.until((m) => m.some((x) => x.type === 'quotes'), 'the first quotes');
    const flowing = await Promise.race([quotes.then(() => true), warmUp.closed.then(() => false)]);
    quotes.catch(() => undefined);
    await hangUp(warmUp);
    if (flowing) break;
    if (attempt === 3) throw new Error('the warm-up socket was closed three times before the first quotes');
  }
});

/** Closes the clients and waits until the server has let go of them. */
async function hangUp(...clients: WsTestClient[]) {
  for (const client of clients) client.ws.close();
  await Promise.all(clients.map((client) => client.closed));
}

/** A masked client text frame header announcing `length` payload bytes (RFC 6455, 64-bit length). */
function frameHeader(length: number): Buffer {
  const header = Buffer.alloc(14);
  header[0] = 0x81;
  header[1] = 0x80 | 127;
  header.writeBigUInt64BE(BigInt(length), 2);
  header.writeUInt32BE(0x12345678, 10);
  return header;
}

describe('/api/ws limits', () => {
  it('refuses a frame larger than the largest message at its header, with 1009', async () => {
    const client = await connectWs(t.wsUrl);
    const raw = (client.ws as unknown as { _socket: { write(data: Buffer): void } })._socket;
    // Announces 100 MiB and sends a few bytes: the server must not wait for (or buffer) the rest.
    raw.write(Buffer.concat([frameHeader(100 * 1024 * 1024), Buffer.alloc(1024)]));
    expect(await closedWithin(client, 2_000)).toMatchObject({ code: 1009 });

    const over = await connectWs(t.wsUrl);
    over.send(JSON.stringify({ op: 'ping', pad: 'x'.repeat(17 * 1024) }));
    expect(await closedWithin(over, 2_000)).toMatchObject({ code: 1009 });
  });

  it('still takes the largest message the protocol has', async () => {
    const client = await connectWs(t.wsUrl);
    // 200 topics, 199 of them of 32 characters and unknown (the answer names them).
    const topics = Array.from({ length: 199 }, (_, i) => `quote:${'Y'.repeat(23)}${String(i).padStart(3, '0')}`);
    client.send({ op: 'subscribe', topics: [...topics, 'quote:EURUSD'] });
    await client.until((m) => m.some((x) => x.type === 'subscribed'), 'the answer');
    expect(client.messages[0]).toMatchObject({ type: 'error', msg: expect.stringMatching(/^Unknown topics/) });
    expect(client.ws.readyState).toBe(client.ws.OPEN);
    await hangUp(client);
  });

  it(`holds at most ${PER_IP} anonymous sockets per address; signed-in ones do not count`, async () => {
    const user = await signUp(t.app);
    const anonymous: WsTestClient[] = [];
    for (let i = 0; i < PER_IP; i++) {
      const client = await connectWs(t.wsUrl);
      client.send({ op: 'subscribe', topics: ['quote:EURUSD'] });
      await client.until((m) => m.some((x) => x.type === 'subscribed'), 'subscribed');
      anonymous.push(client);
    }
    const refused = await connectWs(t.wsUrl);
    expect(await closedWithin(refused, 2_000)).toMatchObject({ code: 1013 });

    // One signs in: its place is free for another anonymous socket.
    anonymous[0]!.send({ op: 'auth', token: user.token });
    await anonymous[0]!.until((m) => m.some((x) => x.type === 'authenticated'), 'authentication');
    const admitted = await connectWs(t.wsUrl);
    admitted.send({ op: 'subscribe', topics: ['quote:EURUSD'] });
    await admitted.until((m) => m.some((x) => x.type === 'subscribed'), 'subscribed');
    expect(await closedWithin(admitted, 100)).toBeNull();

    // Closing one frees its place too.
    await hangUp(anonymous[1]!);
    const next = await connectWs(t.wsUrl);
    await next.roundTrip();
    expect(next.ws.readyState).toBe(next.ws.OPEN);
    await hangUp(next, admitted, ...anonymous.filter((c) => c.ws.readyState === c.ws.OPEN));
  });

  it('closes an anonymous socket that neither signs in nor subscribes in time', async () => {
    const user = await signUp(t.app);
    const silent = await connectWs(t.wsUrl);
    const chatty = await connectWs(t.wsUrl);
    chatty.send('not json');
    await chatty.roundTrip();
    const quotes = await connectWs(t.wsUrl);
    quotes.send({ op: 'subscribe', topics: ['quote:EURUSD'] });
    const [silentEnd, chattyEnd, quotesEnd] = await Promise.all(
      [silent, chatty, quotes].map((c) => closedWithin(c, IDLE_MS * 3)),
    );
    expect(silentEnd).toEqual({ code: 1008, reason: 'Sign in or subscribe' });
    expect(chattyEnd).toEqual({ code: 1008, reason: 'Sign in or subscribe' });
    // The trade app's public quote stream is anonymous and stays.
    expect(quotesEnd).toBeNull();

    // Unsubscribing from everything starts the clock again.
    quotes.send({ op: 'unsubscribe', topics: ['quote:EURUSD'] });
    expect(await closedWithin(quotes, IDLE_MS * 3)).toEqual({ code: 1008, reason: 'Sign in or subscribe' });

    const signedIn = await connectWs(t.wsUrl);
    signedIn.send({ op: 'auth', token: user.token });
    expect(await closedWithin(signedIn, IDLE_MS * 3)).toBeNull();
    await hangUp(signedIn);
  });
});
