import { DEPTH_LIMITS, type Depth, type Quote, WS_LIMITS } from '@platform/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientSession, MAX_BUFFERED_BYTES } from './client-session.ts';
import { createLocalPubSub, QUOTES_TOPIC } from './pubsub.ts';
import { QuoteHub } from './quote-hub.ts';

const quoteOf = (symbol: string, last: string) => ({ symbol, last }) as Quote;

class FakeSocket {
  readyState = 1;
  bufferedAmount = 0;
  sent: { type: string; data?: Quote[] | Depth }[] = [];
  raw: { data: string | Buffer; binary: boolean | undefined }[] = [];
  send(data: string | Buffer, options?: { binary: boolean }) {
    this.raw.push({ data, binary: options?.binary });
    this.sent.push(JSON.parse(String(data)));
  }
  /** Each frame's quotes as `SYMBOL@last`, joined by `+` when a frame carries several. */
  quotes() {
    return this.sent
      .filter((m) => m.type === 'quotes')
      .map((m) => ((m.data ?? []) as Quote[]).map((q) => `${q.symbol}@${q.last}`).join('+'));
  }
  /** Each depth frame as `SYMBOL@last`. */
  depths() {
    return this.sent
      .filter((m) => m.type === 'depth')
      .map((m) => `${(m.data as Depth).symbol}@${(m.data as Depth).last}`);
  }
}

const pubsub = createLocalPubSub();
const known = new Set(['AAPL', 'MSFT']);
let hub: QuoteHub;
const setup = (has = (s: string) => known.has(s)) => {
  hub = new QuoteHub({ has, quote: (s) => quoteOf(s, '1'), start: () => {} }, pubsub);
  const socket = new FakeSocket();
  const session = new ClientSession(socket);
  hub.add(session);
  return { socket, session };
};
// A frozen clock: every publish below happens within one flush gap.
beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => {
  hub.close();
  vi.useRealTimers();
});

describe('quote hub', () => {
  it('sends a tick at once, then keeps only the latest quote per symbol until the next flush', () => {
    const { socket, session } = setup();
    expect(hub.subscribe(session, ['quote:aapl', 'quote:MSFT', 'quote:NOPE', 'news:x'])).toEqual({
      subscribed: ['quote:AAPL', 'quote:MSFT'],
      unknown: ['quote:NOPE', 'news:x'],
      overLimit: false,
    });
    for (let i = 1; i <= 10; i++) pubsub.publish(QUOTES_TOPIC, [quoteOf('AAPL', String(i)), quoteOf('IBM', String(i))]);
    pubsub.publish(QUOTES_TOPIC, [quoteOf('MSFT', '7')]);
    // The first tick went out at once; the rest of the gap's ticks were coalesced into the latest.
    expect(socket.quotes()).toEqual(['AAPL@1']);
    hub.flush();
    // One frame per client per send, with the newest quote of each symbol.
    expect(socket.quotes()).toEqual(['AAPL@1', 'AAPL@10+MSFT@7']);
    hub.flush();
    expect(socket.quotes()).toHaveLength(2);
  });

  it('flushes a tick at once again when a whole gap has passed', () => {
    const { socket, session } = setup();
    hub.subscribe(session, ['quote:AAPL']);
    pubsub.publish(QUOTES_TOPIC, [quoteOf('AAPL', '1')]);
    vi.advanceTimersByTime(Math.ceil(1000 / WS_LIMITS.maxQuoteHz));
    pubsub.publish(QUOTES_TOPIC, [quoteOf('AAPL', '2')]);
    expect(socket.quotes()).toEqual(['AAPL@1', 'AAPL@2']);
  });

  it('sends a tick that comes early exactly when the gap has passed', () => {
    const { socket, session } = setup();
    const gap = Math.ceil(1000 / WS_LIMITS.maxQuoteHz);
    hub.subscribe(session, ['quote:AAPL']);
    pubsub.publish(QUOTES_TOPIC, [quoteOf('AAPL', '1')]);
    vi.advanceTimersByTime(gap - 3);
    pubsub.publish(QUOTES_TOPIC, [quoteOf('AAPL', '2')]);
    expect(socket.quotes()).toEqual(['AAPL@1']);
    vi.advanceTimersByTime(2);
    expect(socket.quotes()).toEqual(['AAPL@1']);
    vi.advanceTimersByTime(1);
    expect(socket.quotes()).toEqual(['AAPL@1', 'AAPL@2']);
  });

  it('writes nothing to a backed-up socket and sends only the latest once it drains', () => {
    const { socket, session } = setup();
    hub.subscribe(session, ['quote:AAPL']);
    socket.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    for (let i = 1; i <= 5; i++) {
      pubsub.publish(QUOTES_TOPIC, [quoteOf('AAPL', String(i))]);
      hub.flush();
    }
    expect(socket.sent).toEqual([]);
    socket.bufferedAmount = 0;
    hub.flush();
    expect(socket.quotes()).toEqual(['AAPL@5']);
  });

  it('caps the topics per client and forgets everything when the client leaves', () => {
    const { session } = setup(() => true);
    const topics = Array.from({ length: WS_LIMITS.topicsPerClient }, (_, i) => `quote:S${i}`);
    expect(hub.subscribe(session, topics).subscribed).toHaveLength(WS_LIMITS.topicsPerClient);
    expect(hub.subscribe(session, ['quote:ONEMORE'])).toMatchObject({ subscribed: [], overLimit: true });
    expect(hub.stats()).toEqual({ clientsConnected: 1, subscriptions: WS_LIMITS.topicsPerClient });
    expect(hub.unsubscribe(session, ['quote:S0', 'quote:S1'])).toEqual(['quote:S0', 'quote:S1']);
    expect(hub.stats().subscriptions).toBe(WS_LIMITS.topicsPerClient - 2);
    hub.remove(session);
    expect(hub.stats()).toEqual({ clientsConnected: 0, subscriptions: 0 });
  });

  it('encodes a frame once for every client due the same quotes, and sends it as text', () => {
    const first = setup();
    const twin = new FakeSocket();
    const other = new FakeSocket();
    const twinSession = new ClientSession(twin);
    const otherSession = new ClientSession(other);
    hub.add(twinSession);
    hub.add(otherSession);
    hub.subscribe(first.session, ['quote:AAPL', 'quote:MSFT']);
    hub.subscribe(twinSession, ['quote:AAPL', 'quote:MSFT']);
    hub.subscribe(otherSession, ['quote:AAPL']);
    pubsub.publish(QUOTES_TOPIC, [quoteOf('AAPL', '3'), quoteOf('MSFT', '4')]);
    const [a] = first.socket.raw;
    const [b] = twin.raw;
    const [c] = other.raw;
    expect(a?.data).toBeInstanceOf(Buffer);
    expect(b?.data).toBe(a?.data);
    expect(c?.data).not.toBe(a?.data);
    expect([a?.binary, b?.binary, c?.binary]).toEqual([false, false, false]);
    expect(twin.quotes()).toEqual(['AAPL@3+MSFT@4']);
    expect(other.quotes()).toEqual(['AAPL@3']);
  });

  it('owes a client that changes its topics before a send the latest of each of its symbols', () => {
    const { socket, session } = setup();
    hub.subscribe(session, ['quote:AAPL']);
    pubsub.publish(QUOTES_TOPIC, [quoteOf('AAPL', '1')]);
    pubsub.publish(QUOTES_TOPIC, [quoteOf('AAPL', '2')]);
    // AAPL@2 is waiting for the gap when the client adds MSFT (its snapshot is sent by the route, not the hub).
    hub.subscribe(session, ['quote:MSFT']);
    pubsub.publish(QUOTES_TOPIC, [quoteOf('MSFT', '5')]);
    vi.advanceTimersByTime(Math.ceil(1000 / WS_LIMITS.maxQuoteHz));
    expect(socket.quotes()).toEqual(['AAPL@1', 'AAPL@2+MSFT@5']);
    hub.unsubscribe(session, ['quote:AAPL', 'quote:MSFT']);
    pubsub.publish(QUOTES_TOPIC, [quoteOf('AAPL', '3')]);
    vi.advanceTimersByTime(1_000);
    expect(socket.quotes()).toHaveLength(2);
  });
});

describe('depth over the quote hub', () => {
  const depthOf = (quote: Quote) => ({ symbol: quote.symbol, last: quote.last }) as Depth;
  const watcher = () => {
    const socket = new FakeSocket();
    const session = new ClientSession(socket);
    hub.add(session);
    return { socket, session };
  };

  it('knows depth topics only once it serves depth', () => {
    const { session } = setup();
    expect(hub.subscribe(session, ['depth:AAPL'])).toMatchObject({ subscribed: [], unknown: ['depth:AAPL'] });
    hub.serveDepth(depthOf);
    expect(hub.subscribe(session, ['depth:aapl', 'depth:NOPE'])).toEqual({
      subscribed: ['depth:AAPL'],
      unknown: ['depth:NOPE'],
      overLimit: false,
    });
  });

  it('pushes a symbol’s depth to the clients that asked for it only, with its snapshot first, at the quotes’ rate', () => {
    const { socket, session } = setup();
    hub.serveDepth(depthOf);
    const quotesOnly = watcher();
    const otherDepth = watcher();
    hub.subscribe(session, ['quote:AAPL', 'depth:AAPL']);
    hub.snapshot(session, ['quote:AAPL', 'depth:AAPL']);
    hub.subscribe(quotesOnly.session, ['quote:AAPL']);
    hub.subscribe(otherDepth.session, ['depth:MSFT']);
    expect(socket.depths()).toEqual(['AAPL@1']);

    for (let i = 2; i <= 5; i++) pubsub.publish(QUOTES_TOPIC, [quoteOf('AAPL', String(i))]);
    expect(socket.depths()).toEqual(['AAPL@1', 'AAPL@2']);
    vi.advanceTimersByTime(Math.ceil(1000 / WS_LIMITS.maxQuoteHz));
    // The gap's changes coalesced into the latest, like quotes.
    expect(socket.depths()).toEqual(['AAPL@1', 'AAPL@2', 'AAPL@5']);
    expect(socket.quotes()).toEqual(['AAPL@1', 'AAPL@2', 'AAPL@5']);
    expect(quotesOnly.socket.depths()).toEqual([]);
    expect(quotesOnly.socket.quotes()).toEqual(['AAPL@2', 'AAPL@5']);
    expect(otherDepth.socket.sent).toEqual([]);

    // One encoding for every watcher of a symbol.
    const twin = watcher();
    hub.subscribe(twin.session, ['depth:AAPL']);
    vi.advanceTimersByTime(1_000);
    pubsub.publish(QUOTES_TOPIC, [quoteOf('AAPL', '6')]);
    expect(twin.socket.raw[0]?.data).toBe(socket.raw.at(-1)?.data);

    hub.unsubscribe(session, ['depth:AAPL']);
    vi.advanceTimersByTime(1_000);
    pubsub.publish(QUOTES_TOPIC, [quoteOf('AAPL', '7')]);
    expect(socket.depths()).toHaveLength(4);
    expect(socket.quotes().at(-1)).toBe('AAPL@7');
  });

  it('sends a backed-up client only the latest depth once it drains', () => {
    const { socket, session } = setup();
    hub.serveDepth(depthOf);
    hub.subscribe(session, ['depth:AAPL']);
    socket.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    for (let i = 1; i <= 5; i++) {
      pubsub.publish(QUOTES_TOPIC, [quoteOf('AAPL', String(i))]);
      hub.flush();
    }
    expect(socket.sent).toEqual([]);
    socket.bufferedAmount = 0;
    hub.flush();
    expect(socket.depths()).toEqual(['AAPL@5']);
  });

  it('caps the depths per client and forgets them when the client leaves', () => {
    const { session } = setup(() => true);
    hub.serveDepth(depthOf);
    const topics = Array.from({ length: DEPTH_LIMITS.topicsPerClient }, (_, i) => `depth:S${i}`);
    expect(hub.subscribe(session, topics).subscribed).toHaveLength(DEPTH_LIMITS.topicsPerClient);
    expect(hub.subscribe(session, ['depth:ONEMORE'])).toMatchObject({ subscribed: [], overLimit: true });
    expect(hub.stats().subscriptions).toBe(DEPTH_LIMITS.topicsPerClient);
    hub.remove(session);
    expect(hub.stats()).toEqual({ clientsConnected: 0, subscriptions: 0 });
    pubsub.publish(QUOTES_TOPIC, [quoteOf('S0', '1')]);
  });
});
