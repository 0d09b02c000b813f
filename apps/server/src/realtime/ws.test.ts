import { marketApi, type Quote, type WsServerMessage } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/api.ts';
import { useTestApp } from '../testing/test-app.ts';
import { connectWs, type WsTestClient } from '../testing/ws-client.ts';

const t = useTestApp({ env: { MARKET_TICK_MS: '50' }, admin: false, listen: true });

type Client = WsTestClient & { quotes(symbol?: string): Quote[] };

async function connect(): Promise<Client> {
  const client = await connectWs(t.wsUrl, { waitMs: 20_000 });
  return {
    ...client,
    quotes: (symbol) =>
      client.messages.flatMap((m) => (m.type === 'quotes' ? m.data.filter((q) => !symbol || q.symbol === symbol) : [])),
  };
}

const countOf = (type: string) => (messages: WsServerMessage[]) => messages.filter((m) => m.type === type).length;

describe('/api/ws', () => {
  it('sends the current quote on subscribe, then live quotes, until unsubscribed', async () => {
    const client = await connect();
    const clock = await connect();
    client.send({ op: 'subscribe', topics: ['quote:eurusd'] });
    await client.until((m) => m.some((x) => x.type === 'quotes'), 'the first quote');
    expect(client.messages[0]).toEqual({ type: 'subscribed', topics: ['quote:EURUSD'] });
    expect(client.messages[1]).toMatchObject({ type: 'quotes', data: [{ symbol: 'EURUSD', simulated: true }] });
    await client.until(() => client.quotes('EURUSD').length >= 3, 'live quotes');
    const times = client.quotes('EURUSD').map((q) => q.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));

    client.send({ op: 'unsubscribe', topics: ['quote:EURUSD'] });
    await client.until((m) => m.some((x) => x.type === 'unsubscribed'), 'the unsubscribe answer');
    const seen = client.quotes().length;
    // Another client on the same symbol is the clock: it sees several more quotes, the first sees none.
    clock.send({ op: 'subscribe', topics: ['quote:EURUSD'] });
    await clock.until(() => clock.quotes('EURUSD').length >= 4, 'the clock’s quotes');
    expect(client.quotes().length).toBe(seen);
    client.ws.close();
    clock.ws.close();
  });

  it('answers bad messages and unknown topics with errors, and pings with pong', async () => {
    const client = await connect();
    client.send('not json');
    client.send({ op: 'dance' });
    client.send({ op: 'subscribe', topics: 'AAPL' });
    client.send({ op: 'subscribe', topics: ['quote:NOPE', 'trades:AAPL', 'quote:AAPL'] });
    client.send({ op: 'ping' });
    await client.until((m) => m.some((x) => x.type === 'pong'), 'pong');
    const errors = client.messages.flatMap((m) => (m.type === 'error' ? [m.msg] : []));
    expect(errors).toEqual([
      'Messages must be JSON',
      expect.stringMatching(/^Invalid message/),
      expect.stringMatching(/^Invalid message: topics/),
      'Unknown topics: quote:NOPE, trades:AAPL',
    ]);
    expect(client.messages).toContainEqual({ type: 'subscribed', topics: ['quote:AAPL'] });
    const tooMany = Array.from({ length: 201 }, () => 'quote:AAPL');
    client.send({ op: 'subscribe', topics: tooMany });
    await client.until((m) => countOf('error')(m) >= 5, 'the limit error');
    client.ws.close();
  });

  it('authenticates with a session token and refuses a bad one', async () => {
    const user = await signUp(t.app);
    const client = await connect();
    client.send({ op: 'auth', token: 'not-a-real-token-at-all' });
    await client.until((m) => m.some((x) => x.type === 'error'), 'the refusal');
    expect(client.messages[0]).toEqual({ type: 'error', msg: 'Login expired' });
    client.send({ op: 'auth', token: user.token });
    await client.until((m) => m.some((x) => x.type === 'authenticated'), 'authentication');
    expect(client.messages[1]).toEqual({ type: 'authenticated', userId: user.user.userId });
    client.ws.close();
  });

  it('keeps serving other clients while one never reads, at most maxQuoteHz per symbol', async () => {
    const everything = (await (
      await fetch(`${t.wsUrl.replace('ws', 'http').replace('/ws', '')}${marketApi.instruments.path}?pageSize=200`)
    ).json()) as {
      data: { rows: { instrument: { symbol: string } }[] };
    };
    const topics = everything.data.rows.map((r) => `quote:${r.instrument.symbol}`);
    const stalled = await connect();
    (stalled.ws as unknown as { _socket: { pause(): void } })._socket.pause();
    stalled.send({ op: 'subscribe', topics });

    const reader = await connect();
    reader.send({ op: 'subscribe', topics });
    await reader.until((m) => m.some((x) => x.type === 'subscribed'), 'subscribed');
    const started = Date.now();
    const firstBatch = reader.quotes().length;
    await reader.until(() => reader.quotes().length >= firstBatch + 3 * topics.length, 'live quotes');
    const seconds = (Date.now() - started) / 1000;
    // Per symbol: the snapshot, plus at most maxQuoteHz a second (a spare write for timer jitter).
    const perSymbol = new Map<string, number>();
    for (const quote of reader.quotes()) perSymbol.set(quote.symbol, (perSymbol.get(quote.symbol) ?? 0) + 1);
    const bound = 1 + 4 * (seconds + 1);
    for (const [symbol, n] of perSymbol) expect(n, symbol).toBeLessThanOrEqual(bound);

    const stats = t.app.quoteHub.stats();
    expect(stats.clientsConnected).toBeGreaterThanOrEqual(2);
    expect(stats.subscriptions).toBeGreaterThanOrEqual(2 * topics.length);
    stalled.ws.terminate();
    reader.ws.close();
  });
});
