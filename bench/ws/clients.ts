// The load generator: N WebSocket clients opened in batches, each subscribed to 10 symbols, recording for every
// stamped quote the time from the server's tick to its arrival here. A caller may also watch every `quotes` frame
// itself (`onQuotes`), for servers that stamp nothing.
import { RawWsClient } from './raw-client.ts';

const SYMBOLS_PER_CLIENT = 10;
const BATCH = 250;
const BATCH_TIMEOUT_MS = 10_000;
const QUOTES_PREFIX = Buffer.from('{"type":"quotes"');
/** The tail of the probe's `"benchTickAt":` key: Buffer#indexOf finds a short needle several times faster, and the
 * generator's own cost per message is part of every latency it measures. */
const STAMP = Buffer.from('TickAt":');
const SECOND = Buffer.from('"time":');

/** The symbols client `index` subscribes to: 10 consecutive ones from a spread of starting points. */
export const symbolsOfClient = (index: number, symbols: string[]) =>
  Array.from({ length: SYMBOLS_PER_CLIENT }, (_, k) => symbols[(index * 7 + k) % symbols.length]!);

export interface Fleet {
  /** Clients that never opened or were never acknowledged, or were not tried before the connect deadline. */
  failed: number;
  /** Indexes of the clients that are subscribed. */
  subscribed: number[];
  /** Clients the server closed (or that errored) after they were subscribed. */
  disconnected: () => number;
  connectMs: number;
  /** Counts the quotes published from `at` (the server's clock) on. */
  startWindow(at: number): void;
  /** Stops counting quotes published from `at` on; those published before still count when they arrive. */
  endWindow(at: number): void;
  stopWindow(): Window;
  close(): Promise<void>;
}

export interface Window {
  /** Quotes published inside the window and received. */
  quotes: number;
  /** Receive time − the tick that published the quote (ms), one per stamped quote. */
  tickLatencies: Float64Array;
  /** Receive time − the first quote's own `time`, the last trade truncated to the second (ms), one per frame. */
  tradeLatencies: Float64Array;
}

/** Reads the unsigned integer that starts at `at`. */
function integerAt(data: Buffer, at: number): number {
  let value = 0;
  for (let i = at; i < data.length; i++) {
    const digit = data[i]! - 48;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
  }
  return value;
}

class Samples {
  values = new Float64Array(1 << 16);
  size = 0;
  push(value: number) {
    if (this.size === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.size++] = value;
  }
  take(): Float64Array {
    return this.values.slice(0, this.size);
  }
}

/** Called with each `quotes` frame a subscribed client receives (the buffer is only valid during the call). */
export type QuotesObserver = (frame: Buffer, client: number) => void;

export async function openFleet(
  url: string,
  count: number,
  symbols: string[],
  deadlineMs: number,
  onQuotes?: QuotesObserver,
): Promise<Fleet> {
  const sockets: RawWsClient[] = [];
  const subscribed: number[] = [];
  let failed = 0;
  let disconnected = 0;
  let closing = false;
  let measuring = false;
  let windowStart = 0;
  let windowEnd = Number.POSITIVE_INFINITY;
  let quotes = 0;
  let tick = new Samples();
  let trade = new Samples();

  // A frame carries several quotes from one tick, each ending with its stamp; their `time` is the same second, so
  // the first one stands for the frame.
  const onMessage = (data: Buffer) => {
    if (!measuring || data.indexOf(QUOTES_PREFIX) !== 0) return;
    const now = Date.now();
    const second = data.indexOf(SECOND);
    const tradeAt = second < 0 ? undefined : integerAt(data, second + SECOND.length);
    let sampledTrade = false;
    for (let from = 0; ; ) {
      const at = data.indexOf(STAMP, from);
      if (at < 0) return;
      from = at + STAMP.length;
      const tickAt = integerAt(data, from);
      // Only quotes published inside the window count, however late they arrive.
      if (tickAt < windowStart || tickAt >= windowEnd) continue;
      quotes++;
      tick.push(now - tickAt);
      if (tradeAt !== undefined && !sampledTrade) trade.push(now - tradeAt);
      sampledTrade = true;
    }
  };

  const subscribedPrefix = Buffer.from('{"type":"subscribed"');
  const open = (index: number) =>
    new Promise<RawWsClient | undefined>((resolve) => {
      const topics = symbolsOfClient(index, symbols).map((symbol) => `quote:${symbol}`);
      const timer = setTimeout(() => done(false), BATCH_TIMEOUT_MS);
      let settled = false;
      let acknowledged = false;
      const done = (ok: boolean) => {
        if (settled) return;
        settled = true;
        acknowledged = ok;
        clearTimeout(timer);
        if (ok) return resolve(client);
        failed++;
        client.terminate();
        resolve(undefined);
      };
      const client: RawWsClient = new RawWsClient(url, {
        open: () => client.send(JSON.stringify({ op: 'subscribe', topics })),
        text: (data) => {
          if (!settled && data.indexOf(subscribedPrefix) === 0) return done(true);
          if (onQuotes && data.indexOf(QUOTES_PREFIX) === 0) onQuotes(data, index);
          onMessage(data);
        },
        close: () => {
          if (acknowledged && !closing) disconnected++;
          done(false);
        },
      });
    });

  const started = performance.now();
  let first = 0;
  for (; first < count && performance.now() - started < deadlineMs; first += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, count - first) }, (_, i) => first + i);
    const opened = await Promise.all(indexes.map(open));
    opened.forEach((socket, i) => {
      if (!socket) return;
      sockets.push(socket);
      subscribed.push(indexes[i]!);
    });
  }
  failed += Math.max(0, count - first);
  const connectMs = performance.now() - started;

  return {
    failed,
    subscribed,
    disconnected: () => disconnected,
    connectMs,
    startWindow(at) {
      windowStart = at;
      windowEnd = Number.POSITIVE_INFINITY;
      quotes = 0;
      tick = new Samples();
      trade = new Samples();
      measuring = true;
    },
    endWindow(at) {
      windowEnd = at;
    },
    stopWindow() {
      measuring = false;
      return { quotes, tickLatencies: tick.take(), tradeLatencies: trade.take() };
    },
    async close() {
      closing = true;
      const closed = sockets.map((socket) => socket.close(2_000));
      await Promise.all(closed);
    },
  };
}
