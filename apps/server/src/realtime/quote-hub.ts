// Fans each tick's changed quotes out to the clients subscribed to them, coalesced to at most WS_LIMITS.maxQuoteHz
// writes per client per second: one pass sends each audience (clients with the same symbols) one shared frame with
// the latest quote of every symbol that changed since the last pass. A client whose socket is backed up is skipped
// and, once it drains, sent the latest quote of each of its symbols (drop to latest). Beside quotes, a client may ask
// for a symbol's level-2 depth and tape (`depth:<SYMBOL>`): pushed in the same passes, to those clients only, one frame
// per symbol encoded once for all of them, and dropped to the latest for a client that is backed up.
import { DEPTH_LIMITS, type Depth, depthTopic, type Quote, quoteTopic, WS_LIMITS } from '@platform/contracts';
import { type Audience, Audiences } from './audiences.ts';
import type { ClientSession } from './client-session.ts';
import { type PubSub, QUOTES_TOPIC } from './pubsub.ts';
import { depthFrame, FramePass } from './quote-frames.ts';

/** Where quotes come from: the market, seen only through what the stream needs. */
export interface QuoteSource {
  has(symbol: string): boolean;
  quote(symbol: string): Quote | undefined;
  /** Makes sure quotes are being published. */
  start(): void;
}

const TOPIC = /^quote:([A-Za-z0-9.\-_]{1,16})$/;
const DEPTH_TOPIC = /^depth:([A-Za-z0-9.\-_]{1,16})$/;

/** A quote's depth and tape (see the market's depth endpoint); undefined when the symbol has none. */
export type DepthOf = (quote: Quote) => Depth | undefined;

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
  private depthOf: DepthOf | undefined;
  /** Who asked for each symbol's depth, and which depths each client asked for. */
  private readonly depthWatchers = new Map<string, Set<ClientSession>>();
  private readonly depthsOf = new Map<ClientSession, Set<string>>();
  /** Symbols whose depth changed since the last pass, and clients owed a depth they could not be sent. */
  private readonly depthDirty = new Set<string>();
  private readonly depthBehind = new Map<ClientSession, Set<string>>();

  constructor(
    private readonly source: QuoteSource,
    pubsub: PubSub,
  ) {
    this.stopListening = pubsub.subscribe<Quote[]>(QUOTES_TOPIC, (quotes) => this.distribute(quotes));
  }

  add(session: ClientSession) {
    this.sessions.add(session);
  }

  /** Serves `depth:<SYMBOL>` topics from now on (until then they are unknown topics). */
  serveDepth(depthOf: DepthOf) {
    this.depthOf = depthOf;
  }

  remove(session: ClientSession) {
    for (const symbol of this.depthsOf.get(session) ?? []) this.unwatchDepth(session, symbol);
    this.depthBehind.delete(session);
    this.audiences.leave(session);
    session.symbols.clear();
    this.behind.delete(session);
    this.sessions.delete(session);
  }

  /** Subscribes to the known quote topics; answers the topics it did not know. */
  subscribe(session: ClientSession, topics: string[]): { subscribed: string[]; unknown: string[]; overLimit: boolean } {
    const symbols: string[] = [];
    const depths: string[] = [];
    const unknown: string[] = [];
    for (const topic of topics) {
      const symbol = TOPIC.exec(topic)?.[1]?.toUpperCase();
      const depth = this.depthOf && DEPTH_TOPIC.exec(topic)?.[1]?.toUpperCase();
      if (symbol && this.source.has(symbol)) symbols.push(symbol);
      else if (depth && this.source.has(depth)) depths.push(depth);
      else unknown.push(topic);
    }
    const fresh = [...new Set(symbols)].filter((symbol) => !session.symbols.has(symbol));
    const watched = this.depthsOf.get(session);
    const freshDepths = [...new Set(depths)].filter((symbol) => !watched?.has(symbol));
    if (
      session.symbols.size + fresh.length > WS_LIMITS.topicsPerClient ||
      (watched?.size ?? 0) + freshDepths.length > DEPTH_LIMITS.topicsPerClient
    )
      return { subscribed: [], unknown, overLimit: true };
    this.source.start();
    for (const symbol of fresh) session.symbols.add(symbol);
    for (const symbol of freshDepths) this.watchDepth(session, symbol);
    this.regroup(session);
    const subscribed = [...[...new Set(symbols)].map(quoteTopic), ...[...new Set(depths)].map(depthTopic)];
    return { subscribed, unknown, overLimit: false };
  }

  /** The current quote (and depth) of each symbol, sent at once so a new subscriber does not wait for a change. */
  snapshot(session: ClientSession, topics: string[]) {
    const quotes = topics
      .filter((topic) => topic.startsWith('quote:'))
      .flatMap((topic) => this.source.quote(topic.slice('quote:'.length)) ?? []);
    session.sendQuotes(quotes);
    for (const topic of topics) {
      if (!topic.startsWith('depth:')) continue;
      const quote = this.source.quote(topic.slice('depth:'.length));
      const depth = quote && this.depthOf?.(quote);
      if (depth && !session.sendFrame(depthFrame(depth))) this.oweDepth(session, depth.symbol);
    }
    this.maybeFlush();
  }

  unsubscribe(session: ClientSession, topics: string[]): string[] {
    const done: string[] = [];
    for (const topic of topics) {
      const symbol = TOPIC.exec(topic)?.[1]?.toUpperCase();
      const depth = DEPTH_TOPIC.exec(topic)?.[1]?.toUpperCase();
      if (symbol) {
        session.symbols.delete(symbol);
        done.push(quoteTopic(symbol));
      } else if (depth) {
        this.unwatchDepth(session, depth);
        done.push(depthTopic(depth));
      }
    }
    this.regroup(session);
    return done;
  }

  stats() {
    let subscriptions = 0;
    for (const session of this.sessions)
      subscriptions += session.symbols.size + (this.depthsOf.get(session)?.size ?? 0);
    return { clientsConnected: this.sessions.size, subscriptions };
  }

  close() {
    this.stopListening();
    clearTimeout(this.flushTimer);
  }

  private watchDepth(session: ClientSession, symbol: string) {
    let watchers = this.depthWatchers.get(symbol);
    if (!watchers) {
      watchers = new Set();
      this.depthWatchers.set(symbol, watchers);
    }
    watchers.add(session);
    let symbols = this.depthsOf.get(session);
    if (!symbols) {
      symbols = new Set();
      this.depthsOf.set(session, symbols);
    }
    symbols.add(symbol);
  }

  private unwatchDepth(session: ClientSession, symbol: string) {
    const watchers = this.depthWatchers.get(symbol);
    watchers?.delete(session);
    if (watchers?.size === 0) {
      this.depthWatchers.delete(symbol);
      this.depthDirty.delete(symbol);
    }
    const symbols = this.depthsOf.get(session);
    symbols?.delete(symbol);
    if (symbols?.size === 0) this.depthsOf.delete(session);
    const owed = this.depthBehind.get(session);
    owed?.delete(symbol);
    if (owed?.size === 0) this.depthBehind.delete(session);
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
      if (this.depthWatchers.has(quote.symbol)) this.depthDirty.add(quote.symbol);
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
    const idle =
      this.dirty.size === 0 && this.behind.size === 0 && this.depthDirty.size === 0 && this.depthBehind.size === 0;
    if (idle || this.flushTimer !== undefined) return;
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

  private oweDepth(session: ClientSession, symbol: string) {
    let owed = this.depthBehind.get(session);
    if (!owed) {
      owed = new Set();
      this.depthBehind.set(session, owed);
    }
    owed.add(symbol);
  }

  /** Each changed depth to its watchers, then the latest depths owed to clients that have drained. */
  private flushDepths() {
    if (this.depthDirty.size === 0 && this.depthBehind.size === 0) return;
    const frames = new Map<string, Buffer | null>();
    const frameOf = (symbol: string) => {
      let frame = frames.get(symbol);
      if (frame === undefined) {
        const quote = this.latest.get(symbol);
        const depth = quote && this.depthOf?.(quote);
        frame = depth ? depthFrame(depth) : null;
        frames.set(symbol, frame);
      }
      return frame;
    };
    for (const symbol of this.depthDirty) {
      const frame = frameOf(symbol);
      if (!frame) continue;
      for (const session of this.depthWatchers.get(symbol) ?? []) {
        if (!this.depthBehind.get(session)?.has(symbol) && !session.sendFrame(frame)) this.oweDepth(session, symbol);
      }
    }
    this.depthDirty.clear();
    for (const [session, owed] of [...this.depthBehind]) {
      for (const symbol of [...owed]) {
        const frame = frameOf(symbol);
        if (!frame || session.sendFrame(frame)) owed.delete(symbol);
      }
      if (owed.size === 0) this.depthBehind.delete(session);
    }
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
   * drained; then the depths. A client gets at most one quotes frame per pass, and one depth frame per symbol. */
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
    this.flushDepths();
    // Backed-up clients keep waiting for their latest quotes: try them again after the gap.
    this.maybeFlush();
  }
}
