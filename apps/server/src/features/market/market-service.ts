// One live market per node. The simulator is pure (a quote is a function of the seed and the time), so every node
// can answer any quote on its own; the node holding the job lease ticks and publishes what changed, and every node
// keeps the published quotes as its cache, so HTTP reads and new subscribers cost a map lookup. Halts travel on the
// same seam, so a halt set on one node holds on all of them.
import type { Chart, ChartPeriod, Instrument, Quote } from '@platform/contracts';
import { type PubSub, QUOTES_TOPIC } from '../../realtime/pubsub.ts';
import { createSimulator, type ListedStock, type Simulator } from './simulator/index.ts';
import { sessionDay, tradingDayAt } from './simulator/sessions.ts';

/** A halt set (`haltedAt` in ms) or lifted (null) on some node. */
interface HaltMessage {
  symbol: string;
  haltedAt: number | null;
}
const HALTS_TOPIC = 'market.halts';

export interface MarketOptions {
  seed: string;
  alwaysOpen: boolean;
  tickMs: number;
  /** Halted symbols and when each halt began (ms), as stored. */
  halts: Map<string, number>;
  pubsub: PubSub;
  /** Asks for ticks: the ticker runs (on the lease holder) from then on. */
  wantTicks: () => void;
}

export interface Market {
  readonly seed: string;
  readonly alwaysOpen: boolean;
  readonly tickMs: number;
  readonly startedAt: Date;
  readonly simulator: Simulator;
  instruments(): Instrument[];
  instrument(symbol: string): Instrument | undefined;
  quote(symbol: string): Quote | undefined;
  /** Every listed instrument's quote, in catalogue order (starts the ticker, since it touches everything). */
  allQuotes(): Map<string, Quote>;
  chart(symbol: string, period: ChartPeriod): Chart | undefined;
  /** When the session trading at `time` closes, or (between sessions) the next one; a day order expires then. */
  sessionEnd(symbol: string, time: number): number | undefined;
  halt(symbol: string, at: number): void;
  resume(symbol: string): void;
  /** Replaces the stocks listed after the built-in catalogue (on this node; see `market-listings.ts`). */
  setListings(listings: readonly ListedStock[]): void;
  /** Makes sure quotes are being published (on whichever node ticks); idempotent. */
  start(): void;
  /** One tick: computes what changed since the last and publishes it (the lease holder's job). */
  tick(): void;
  /** Stops listening to the published quotes and halts. */
  stop(): void;
}

export function createMarket(options: MarketOptions): Market {
  const simulator = createSimulator({ seed: options.seed, alwaysOpen: options.alwaysOpen, halts: options.halts });
  const { pubsub } = options;
  const cache = new Map<string, Quote>();
  /** When the last published quotes arrived: older than this, the cache may be stale and quotes are computed. */
  let heardAt = Number.NEGATIVE_INFINITY;
  const freshForMs = options.tickMs * 3 + 1000;
  const fresh = () => Date.now() - heardAt <= freshForMs;

  const stopQuotes = pubsub.subscribe<Quote[]>(QUOTES_TOPIC, (quotes) => {
    heardAt = Date.now();
    for (const quote of quotes) cache.set(quote.symbol, quote);
  });
  const stopHalts = pubsub.subscribe<HaltMessage>(HALTS_TOPIC, ({ symbol, haltedAt }) => {
    if (haltedAt === null) simulator.halts.delete(symbol);
    else simulator.halts.set(symbol, haltedAt);
  });

  const quoteNow = (symbol: string) => {
    if (fresh()) {
      const cached = cache.get(symbol);
      if (cached) return cached;
    }
    return simulator.quote(symbol, Date.now());
  };
  /** Applies a halt here, tells every node, and publishes the symbol's new quote at once. */
  const setHalt = (symbol: string, haltedAt: number | null) => {
    if (haltedAt === null) simulator.halts.delete(symbol);
    else simulator.halts.set(symbol, haltedAt);
    pubsub.publish<HaltMessage>(HALTS_TOPIC, { symbol, haltedAt });
    const quote = simulator.quote(symbol, Date.now());
    if (quote) pubsub.publish<Quote[]>(QUOTES_TOPIC, [quote]);
  };

  return {
    seed: options.seed,
    alwaysOpen: options.alwaysOpen,
    tickMs: options.tickMs,
    startedAt: new Date(),
    simulator,
    instruments: () => simulator.instruments(Date.now()),
    instrument: (symbol) => simulator.instrument(symbol, Date.now()),
    quote(symbol) {
      if (!simulator.instrument(symbol, Date.now())) return undefined;
      return quoteNow(symbol);
    },
    allQuotes() {
      options.wantTicks();
      const out = new Map<string, Quote>();
      for (const instrument of simulator.instruments(Date.now())) {
        const quote = quoteNow(instrument.symbol);
        if (quote) out.set(instrument.symbol, quote);
      }
      return out;
    },
    chart: (symbol, period) => simulator.chart(symbol, period, Date.now()),
    sessionEnd(symbol, time) {
      const instrument = simulator.instrument(symbol, time);
      if (!instrument) return undefined;
      const { sessionId } = instrument;
      const day = tradingDayAt(sessionId, time, options.alwaysOpen);
      const current = sessionDay(sessionId, day, options.alwaysOpen);
      return current.end > time ? current.end : sessionDay(sessionId, day + 1, options.alwaysOpen).end;
    },
    halt: (symbol, at) => setHalt(symbol, at),
    resume: (symbol) => setHalt(symbol, null),
    setListings(listings) {
      // A listing whose price or date changed must not be answered from a quote published before.
      for (const stock of [...simulator.model.listedStocks(), ...listings]) cache.delete(stock.symbol);
      simulator.setListings(listings);
    },
    start: () => options.wantTicks(),
    tick() {
      const changed = simulator.tick(Date.now());
      if (changed.length > 0) pubsub.publish<Quote[]>(QUOTES_TOPIC, changed);
    },
    stop() {
      stopQuotes();
      stopHalts();
    },
  };
}
