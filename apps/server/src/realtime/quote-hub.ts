// Fans each tick's changed quotes out to the clients subscribed to them, coalesced per client to at most
// WS_LIMITS.maxQuoteHz writes per symbol per second.
import { type Quote, quoteTopic, WS_LIMITS } from '@platform/contracts';
import type { ClientSession } from './client-session.ts';
import { type PubSub, QUOTES_TOPIC } from './pubsub.ts';
import { FramePass } from './quote-frames.ts';

/** Where quotes come from: the market, seen only through what the stream needs. */
export interface QuoteSource {
  has(symbol: string): boolean;
  quote(symbol: string): Quote | undefined;
  /** Makes sure quotes are being published. */
  start(): void;
}

const TOPIC = /^quote:([A-Za-z0-9.\-_]{1,16})$/;

export class QuoteHub {
  private readonly sessions = new Set<ClientSession>();
  private readonly bySymbol = new Map<string, Set<ClientSession>>();
  private readonly dirty = new Set<ClientSession>();
  private readonly stopListening: () => void;
  /** The send waiting for the rate limit's gap to pass, if one is. */
  private flushTimer: NodeJS.Timeout | undefined;
  private readonly minFlushGapMs = Math.ceil(1000 / WS_LIMITS.maxQuoteHz);
  private lastFlushAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly source: QuoteSource,
    pubsub: PubSub,
  ) {
    this.stopListening = pubsub.subscribe<Quote[]>(QUOTES_TOPIC, (quotes) => this.distribute(quotes));
  }

  add(session: ClientSession) {
    this.sessions.add(session);
  }

  remove(session: ClientSession) {
    for (const symbol of session.symbols) this.detach(session, symbol);
    session.symbols.clear();
    this.dirty.delete(session);
    this.sessions.delete(session);
  }

  /** Subscribes to the known quote topics; answers the topics it did not know. */
  subscribe(session: ClientSession, topics: string[]): { subscribed: string[]; unknown: string[]; overLimit: boolean } {
    const symbols: string[] = [];
    const unknown: string[] = [];
    for (const topic of topics) {
      const symbol = TOPIC.exec(topic)?.[1]?.toUpperCase();
      if (symbol && this.source.has(symbol)) symbols.push(symbol);
      else unknown.push(topic);
    }
    const fresh = [...new Set(symbols)].filter((symbol) => !session.symbols.has(symbol));
    if (session.symbols.size + fresh.length > WS_LIMITS.topicsPerClient)
      return { subscribed: [], unknown, overLimit: true };
    this.source.start();
    for (const symbol of fresh) {
      session.symbols.add(symbol);
      let set = this.bySymbol.get(symbol);
      if (!set) {
        set = new Set();
        this.bySymbol.set(symbol, set);
      }
      set.add(session);
    }
    return { subscribed: [...new Set(symbols)].map(quoteTopic), unknown, overLimit: false };
  }

  /** The current quote of each symbol, sent at once so a new subscriber does not wait for a change. */
  snapshot(session: ClientSession, topics: string[]) {
    const quotes = topics.flatMap((topic) => this.source.quote(topic.slice('quote:'.length)) ?? []);
    session.sendQuotes(quotes);
  }

  unsubscribe(session: ClientSession, topics: string[]): string[] {
    const done: string[] = [];
    for (const topic of topics) {
      const symbol = TOPIC.exec(topic)?.[1]?.toUpperCase();
      if (!symbol) continue;
      if (session.symbols.has(symbol)) this.detach(session, symbol);
      session.forget(symbol);
      done.push(quoteTopic(symbol));
    }
    return done;
  }

  stats() {
    let subscriptions = 0;
    for (const session of this.sessions) subscriptions += session.symbols.size;
    return { clientsConnected: this.sessions.size, subscriptions };
  }

  close() {
    this.stopListening();
    clearTimeout(this.flushTimer);
  }

  private detach(session: ClientSession, symbol: string) {
    const set = this.bySymbol.get(symbol);
    set?.delete(session);
    if (set?.size === 0) this.bySymbol.delete(symbol);
  }

  private distribute(quotes: Quote[]) {
    for (const quote of quotes) {
      const set = this.bySymbol.get(quote.symbol);
      if (!set) continue;
      for (const session of set) {
        session.offer(quote);
        this.dirty.add(session);
      }
    }
    // Send a tick's quotes at once rather than at the timer's next beat, when the rate limit allows it.
    this.maybeFlush();
  }

  /** Sends now if a whole gap has passed since the last send, else exactly when it will have: strict on the rate,
   * and a tick that comes a little early (timers drift while a pass runs) waits only the rest of the gap. */
  private maybeFlush() {
    if (this.dirty.size === 0 || this.flushTimer !== undefined) return;
    const wait = this.lastFlushAt + this.minFlushGapMs - Date.now();
    if (wait <= 0) {
      this.flush();
      return;
    }
    this.flushTimer = setTimeout(() => {
      this.flushTimer = undefined;
      this.maybeFlush();
    }, wait);
    this.flushTimer.unref();
  }

  /** One pass over the clients with something to send; backed-up ones stay dirty and keep only their latest. */
  flush() {
    this.lastFlushAt = Date.now();
    const pass = new FramePass();
    for (const session of this.dirty) {
      if (!session.flush(pass)) this.dirty.delete(session);
    }
    // Backed-up clients keep their latest quotes: try them again after the gap.
    this.maybeFlush();
  }
}
