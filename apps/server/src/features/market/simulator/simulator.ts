// The live face of the market model: the day's catalogue, quotes that honour trading halts, and a `tick` that
// reports what changed since the previous one, for the quote stream.
import type { Bar, BarInterval, Chart, ChartPeriod, Depth, Instrument, Quote } from '@platform/contracts';
import { zonedDate } from './calendar.ts';
import { buildCatalogue } from './catalogue.ts';
import { createDepthReader } from './depth-view.ts';
import type { ListedStock } from './listed-stocks.ts';
import { MarketModel, type MarketModelOptions } from './model.ts';

export interface SimulatorOptions extends MarketModelOptions {
  /**
   * Halted symbols and the instant each halt began (ms), controlled by the caller. A halted instrument's quote
   * stays as it was at that instant, so it is the same after a restart; on resumption it trades at the model's price.
   */
  halts?: Map<string, number>;
  /** Stocks listed after the built-in catalogue (an IPO's shares), each from its listing date. */
  listings?: readonly ListedStock[];
}

export interface Simulator {
  readonly model: MarketModel;
  readonly halts: Map<string, number>;
  /** Replaces the stocks listed after the built-in catalogue; each is in the catalogue from its listing date. */
  setListings(listings: readonly ListedStock[]): void;
  /** Every instrument listed on `now`'s New York date. */
  instruments(now: number): Instrument[];
  instrument(symbol: string, now: number): Instrument | undefined;
  quote(symbol: string, now: number): Quote | undefined;
  bars(symbol: string, interval: BarInterval, from: number, to: number): Bar[] | undefined;
  chart(symbol: string, period: ChartPeriod, now: number): Chart | undefined;
  /**
   * The level-2 depth behind `quote` (its best levels are the quote's bid and ask) and the newest `trades` prints up to
   * its time; undefined for a symbol not listed at `now`.
   */
  depth(quote: Quote, now: number, trades: number): Depth | undefined;
  /** The quotes that changed since the previous tick (all of them on the first). */
  tick(now: number): Quote[];
}

/** What a subscriber sees change; the time alone moving is not news. */
function signature(quote: Quote): string {
  const { last, bid, ask, bidSize, askSize, volume, status, tradingDate, openInterest } = quote;
  return `${last}|${bid}|${ask}|${bidSize}|${askSize}|${volume}|${status}|${tradingDate}|${openInterest}`;
}

export function createSimulator(options: SimulatorOptions): Simulator {
  const model = new MarketModel(options);
  const halts = options.halts ?? new Map<string, number>();
  if (options.listings) model.setListings(options.listings);
  let listing: { date: number; instruments: Instrument[]; bySymbol: Map<string, Instrument> } | undefined;
  const sent = new Map<string, string>();
  const depths = createDepthReader(model, () => model.listedStocks());

  const listed = (now: number) => {
    const date = zonedDate('America/New_York', now);
    if (listing?.date !== date) {
      const instruments = buildCatalogue(now, model.listedStocks());
      listing = { date, instruments, bySymbol: new Map(instruments.map((item) => [item.symbol, item])) };
    }
    return listing;
  };
  const haltedSince = (symbol: string, now: number) => {
    const since = halts.get(symbol);
    return since !== undefined && since <= now ? since : undefined;
  };
  const quote = (symbol: string, now: number): Quote | undefined => {
    const instrument = listed(now).bySymbol.get(symbol);
    if (!instrument) return undefined;
    const since = haltedSince(symbol, now);
    if (since === undefined) return model.quoteAt(instrument, now);
    return { ...model.quoteAt(instrument, since), status: 'halted' };
  };

  return {
    model,
    halts,
    setListings(listings) {
      model.setListings(listings);
      listing = undefined;
      depths.clear();
    },
    instruments: (now) => listed(now).instruments,
    instrument: (symbol, now) => listed(now).bySymbol.get(symbol),
    quote,
    bars(symbol, interval, from, to) {
      const instrument = listed(to).bySymbol.get(symbol);
      if (!instrument) return undefined;
      return model.barsFor(instrument, interval, from, haltedSince(symbol, to) ?? to);
    },
    chart(symbol, period, now) {
      const instrument = listed(now).bySymbol.get(symbol);
      if (!instrument) return undefined;
      return model.chartFor(instrument, period, haltedSince(symbol, now) ?? now);
    },
    depth(quote, now, trades) {
      const instrument = listed(now).bySymbol.get(quote.symbol);
      return instrument && depths.depthOf(instrument, quote, trades);
    },
    tick(now) {
      const changed: Quote[] = [];
      const { instruments, bySymbol } = listed(now);
      for (const symbol of sent.keys()) if (!bySymbol.has(symbol)) sent.delete(symbol);
      for (const instrument of instruments) {
        const current = quote(instrument.symbol, now);
        if (!current) continue;
        const key = signature(current);
        if (sent.get(instrument.symbol) === key) continue;
        sent.set(instrument.symbol, key);
        changed.push(current);
      }
      return changed;
    },
  };
}
