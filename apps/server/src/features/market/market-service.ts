// One live market per app: the simulator, a ticker that publishes what changed, and the latest quotes cached per
// tick so HTTP reads and new subscribers cost a map lookup.
import type { Chart, ChartPeriod, Instrument, Quote } from '@platform/contracts';
import { type PubSub, QUOTES_TOPIC } from '../../realtime/pubsub.ts';
import { createSimulator, type Simulator } from './simulator/index.ts';

export interface MarketOptions {
  seed: string;
  alwaysOpen: boolean;
  tickMs: number;
  /** Halted symbols and when each halt began (ms), as stored. */
  halts: Map<string, number>;
  pubsub: PubSub;
  onError?: (error: unknown) => void;
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
  halt(symbol: string, at: number): void;
  resume(symbol: string): void;
  /** Starts ticking; idempotent. The first tick computes every quote, so it is also the warm-up. */
  start(): void;
  stop(): void;
}

export function createMarket(options: MarketOptions): Market {
  const simulator = createSimulator({ seed: options.seed, alwaysOpen: options.alwaysOpen, halts: options.halts });
  const cache = new Map<string, Quote>();
  let timer: NodeJS.Timeout | undefined;
  let ticked = false;

  const tick = () => {
    const changed = simulator.tick(Date.now());
    ticked = true;
    for (const quote of changed) cache.set(quote.symbol, quote);
    if (changed.length > 0) options.pubsub.publish<Quote[]>(QUOTES_TOPIC, changed);
  };
  const start = () => {
    if (timer) return;
    timer = setInterval(() => {
      try {
        tick();
      } catch (error) {
        options.onError?.(error);
      }
    }, options.tickMs);
    timer.unref();
  };
  /** Recomputes one quote at once (a halt or resumption) and tells subscribers. */
  const refresh = (symbol: string) => {
    const quote = simulator.quote(symbol, Date.now());
    if (!quote) return;
    if (ticked) cache.set(symbol, quote);
    options.pubsub.publish<Quote[]>(QUOTES_TOPIC, [quote]);
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
      // Before the first tick (or when nothing ticks) the quote is computed on demand.
      if (!simulator.instrument(symbol, Date.now())) return undefined;
      if (timer && ticked) {
        const cached = cache.get(symbol);
        if (cached) return cached;
      }
      return simulator.quote(symbol, Date.now());
    },
    allQuotes() {
      start();
      if (!ticked) tick();
      const out = new Map<string, Quote>();
      for (const instrument of simulator.instruments(Date.now())) {
        const quote = cache.get(instrument.symbol) ?? simulator.quote(instrument.symbol, Date.now());
        if (quote) out.set(instrument.symbol, quote);
      }
      return out;
    },
    chart: (symbol, period) => simulator.chart(symbol, period, Date.now()),
    halt(symbol, at) {
      simulator.halts.set(symbol, at);
      refresh(symbol);
    },
    resume(symbol) {
      simulator.halts.delete(symbol);
      refresh(symbol);
    },
    start,
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
