// One WebSocket client's side of the quote stream: its topics, and the latest unsent quote per symbol, flushed at
// most a few times a second. A client that does not read never grows our memory: while its socket's buffer is
// above the bound nothing is written, and each newer quote replaces the unsent one (drop to latest).
import type { Quote, WsServerMessage } from '@platform/contracts';
import { type FramePass, quotesFrame } from './quote-frames.ts';

/** The part of a `ws` WebSocket a session uses, so tests can stand in for it. */
export interface QuoteSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  /** Quote frames are encoded once and shared: a Buffer, sent as text. */
  send(data: Buffer, options: { binary: false }): void;
}

const OPEN = 1;
const TEXT = { binary: false } as const;

/** Above this many unsent bytes the client is slow: quotes wait (replaced by newer ones) until it drains. */
export const MAX_BUFFERED_BYTES = 256 * 1024;

export class ClientSession {
  readonly symbols = new Set<string>();
  userId: number | null = null;
  alive = true;
  private readonly pending = new Map<string, Quote>();
  /** Quotes replaced before they could be sent, for the status and tests. */
  dropped = 0;

  constructor(readonly socket: QuoteSocket) {}

  /** Sends these quotes now, in one frame (a new subscriber's current quotes). */
  sendQuotes(quotes: Quote[]): boolean {
    if (this.socket.readyState !== OPEN || quotes.length === 0) return false;
    this.socket.send(quotesFrame(quotes));
    return true;
  }

  send(message: WsServerMessage): boolean {
    if (this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Keeps only the newest quote per symbol until the next flush. */
  offer(quote: Quote) {
    if (this.pending.has(quote.symbol)) this.dropped++;
    this.pending.set(quote.symbol, quote);
  }

  get hasPending() {
    return this.pending.size > 0;
  }

  /** Writes what is pending unless the socket is backed up; answers whether anything is still pending. */
  flush(pass: FramePass): boolean {
    if (this.pending.size === 0) return false;
    if (this.socket.readyState !== OPEN) {
      this.pending.clear();
      return false;
    }
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) return true;
    this.socket.send(pass.frameOf([...this.pending.values()]), TEXT);
    this.pending.clear();
    return false;
  }

  forget(symbol: string) {
    this.symbols.delete(symbol);
    this.pending.delete(symbol);
  }
}
