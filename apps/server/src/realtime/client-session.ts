// One WebSocket client's side of the quote stream: its topics and its socket. A client that does not read never
// grows our memory: while its socket's buffer is above the bound nothing is written to it, and once it drains it is
// sent the latest quote of each of its symbols (drop to latest; see QuoteHub).
import type { NewsTopic, Quote, Role, WsServerMessage } from '@platform/contracts';
import { quotesFrame } from './quote-frames.ts';

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
  /** The hash of the session token it signed in with: a revocation names it. */
  sessionHash: string | null = null;
  /** The signed-in account's roles and second factor, as at sign-in (a change of roles closes the socket). */
  roles: readonly Role[] = [];
  twoFactor = false;
  /** The news topics it watches (NewsFeed). */
  readonly topics = new Set<NewsTopic>();

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

  /** Writes a shared quotes frame unless the socket is backed up; answers false when it was not written and the
   * client must catch up later (a closed socket has nothing to catch up: it is about to leave). */
  sendFrame(frame: Buffer): boolean {
    if (this.socket.readyState !== OPEN) return true;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) return false;
    this.socket.send(frame, TEXT);
    return true;
  }
}
