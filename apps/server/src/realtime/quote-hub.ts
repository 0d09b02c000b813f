// Fans each tick's changed quotes out to the clients subscribed to them, coalesced to at most WS_LIMITS.maxQuoteHz
// writes per client per second: one pass sends each audience (clients with the same symbols) one shared frame with
// the latest quote of every symbol that changed since the last pass. A client whose socket is backed up is skipped
// and, once it drains, sent the latest quote of each of its symbols (drop to latest).
import { type Quote, quoteTopic, WS_LIMITS } from '@platform/contracts';
import { type Audience, Audiences } from './audiences.ts';
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
  private readonly audiences = new Audiences();
  /** The latest quote published per symbol. */
  private readonly latest = new Map<string, Quote>();
  /** Audiences with changed symbols to send. */
  private readonly dirty = new Set<Audience>();
  /** Clients that missed a frame (backed up, or moved audience before a send) and are owed the latest quotes. */
  private readonly behind = new Set<ClientSession>();
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
    this.audiences.leave(session);
    session.symbols.clear();
    this.behind.delete(session);
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
    for (const symbol of fresh) session.symbols.add(symbol);
    this.regroup(session);
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
      session.symbols.delete(symbol);
      done.push(quoteTopic(symbol));
    }
    this.regroup(session);
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

  /** Moves the session to the audience of its symbols; changes its old audience had not sent yet are owed to it. */
  private regroup(session: ClientSession) {
    const left = this.audiences.place(session);
    if (left && left.changed.size > 0 && session.symbols.size > 0) {
      this.behind.add(session);
      this.maybeFlush();
    }
  }

  private distribute(quotes: Quote[]) {
    for (const quote of quotes) {
      this.latest.set(quote.symbol, quote);
      const audiences = this.audiences.withSymbol(quote.symbol);
      if (!audiences) continue;
      for (const audience of audiences) {
        audience.changed.add(quote.symbol);
        this.dirty.add(audience);
      }
    }
    // Send a tick's quotes at once rather than at the timer's next beat, when the rate limit allows it.
    this.maybeFlush();
  }

  /** Sends now if a whole gap has passed since the last send, else exactly when it will have: strict on the rate,
   * and a tick that comes a little early (timers drift while a pass runs) waits only the rest of the gap. */
  private maybeFlush() {
    if ((this.dirty.size === 0 && this.behind.size === 0) || this.flushTimer !== undefined) return;
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

  private latestOf(symbols: Iterable<string>): Quote[] {
    const quotes: Quote[] = [];
    for (const symbol of symbols) {
      const quote = this.latest.get(symbol);
      if (quote) quotes.push(quote);
    }
    return quotes;
  }

  /** One pass: a frame per audience with changes, then the latest quotes to each client that was behind and has
   * drained. A client gets at most one frame per pass. */
  flush() {
    this.lastFlushAt = Date.now();
    const pass = new FramePass();
    for (const audience of this.dirty) {
      // Its last member may have left since the tick.
      if (audience.members.size === 0) continue;
      const frame = pass.frameOf(this.latestOf(audience.changed));
      audience.changed.clear();
      for (const member of audience.members) {
        if (!this.behind.has(member) && !member.sendFrame(frame)) this.behind.add(member);
      }
    }
    this.dirty.clear();
    const owed = [...this.behind];
    for (const session of owed) {
      const quotes = this.latestOf(session.symbols);
      if (quotes.length === 0 || session.sendFrame(pass.frameOf(quotes))) this.behind.delete(session);
    }
    // Backed-up clients keep waiting for their latest quotes: try them again after the gap.
    this.maybeFlush();
  }
}
