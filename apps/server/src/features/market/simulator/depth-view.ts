// A quote's depth and tape as the API writes them: the level-2 book behind the quote (depth.ts) and the prints up to
// the quote's time (tape.ts), priced by tick size. Built from the quote itself, so its best levels are exactly the bid
// and ask the order ticket fills at, whether the quote was just computed or came from the published stream.
import type { Depth, Instrument, Quote } from '@platform/contracts';
import { depthAt } from './depth.ts';
import type { ListedStock } from './listed-stocks.ts';
import type { MarketModel } from './model.ts';
import { type ModelSpec, modelSpecOf, stockSpec } from './model-specs.ts';
import { hashText, mix } from './rng.ts';
import { type Print, printsOfSecond, type SecondState, tapeBefore } from './tape.ts';
import { formatTicks, parseTickSize, parseTicks, type TickSize } from './ticks.ts';

/** Seconds of states and prints kept per symbol, and symbols kept, before the cache forgets. */
const KEEP_MS = 300_000;
const KEEP_SYMBOLS = 300;

export interface DepthReader {
  depthOf(instrument: Instrument, quote: Quote, trades: number): Depth;
  /** Forgets every cached print (listings changed). */
  clear(): void;
}

export function createDepthReader(model: MarketModel, listed: () => readonly ListedStock[]): DepthReader {
  const seedState = hashText(model.seed);
  /**
   * Each symbol's states and prints by second (ms): pure functions of the second, so kept while they may be asked
   * again; a push then costs the new second alone, which its own quote already gives.
   */
  const seconds = new Map<string, { states: Map<number, SecondState | null>; prints: Map<number, Print[] | null> }>();

  const specOf = (instrument: Instrument): ModelSpec => {
    const stock = instrument.class === 'stock' ? listed().find((s) => s.symbol === instrument.symbol) : undefined;
    return stock ? stockSpec(stock) : modelSpecOf(instrument);
  };

  const stateOf = (quote: Quote, time: number, tick: TickSize): SecondState | null => {
    if (quote.time !== time || quote.bid === null || quote.ask === null) return null;
    return {
      time,
      tradingDate: quote.tradingDate,
      last: parseTicks(quote.last, tick),
      volume: quote.volume,
      bid: parseTicks(quote.bid, tick),
      ask: parseTicks(quote.ask, tick),
    };
  };

  /** The prints of each second up to `quote`'s, from what is kept and what the model computes. */
  const printsUpTo = (instrument: Instrument, quote: Quote, state: number, tick: TickSize) => {
    let kept = seconds.get(instrument.symbol);
    if (!kept) {
      if (seconds.size >= KEEP_SYMBOLS) seconds.clear();
      kept = { states: new Map(), prints: new Map() };
      seconds.set(instrument.symbol, kept);
    }
    const { states, prints } = kept;
    for (const map of [states, prints])
      for (const time of map.keys()) if (time < quote.time - KEEP_MS) map.delete(time);
    // A quote of an open market is the model's state at its second (a halted one is frozen: computed afresh).
    if (quote.status === 'open' && !states.has(quote.time)) states.set(quote.time, stateOf(quote, quote.time, tick));
    const stateAt = (time: number) => {
      let known = states.get(time);
      if (known === undefined) {
        known = stateOf(model.quoteAt(instrument, time), time, tick);
        states.set(time, known);
      }
      return known;
    };
    return (time: number) => {
      let known = prints.get(time);
      if (known === undefined) {
        known = printsOfSecond(state, stateAt, time);
        prints.set(time, known);
      }
      return known;
    };
  };

  return {
    depthOf(instrument, quote, trades) {
      const base = {
        symbol: quote.symbol,
        time: quote.time,
        status: quote.status,
        last: quote.last,
        simulated: true as const,
      };
      if (quote.bid === null || quote.ask === null || quote.bidSize === null || quote.askSize === null) {
        return { ...base, bids: [], asks: [], trades: [] };
      }
      const tick = parseTickSize(instrument.tickSize);
      const state = mix(seedState, hashText(instrument.symbol));
      const price = (ticks: number) => formatTicks(ticks, tick);
      const top = {
        bid: parseTicks(quote.bid, tick),
        ask: parseTicks(quote.ask, tick),
        bidSize: quote.bidSize,
        askSize: quote.askSize,
      };
      const book = depthAt(state, specOf(instrument), Math.floor(quote.time / 1000), top);
      const tape = trades > 0 ? tapeBefore(printsUpTo(instrument, quote, state, tick), quote.time, trades) : [];
      return {
        ...base,
        bids: book.bids.map((level) => ({ price: price(level.price), size: level.size })),
        asks: book.asks.map((level) => ({ price: price(level.price), size: level.size })),
        trades: tape.map((print) => ({ ...print, price: price(print.price) })),
      };
    },
    clear: () => seconds.clear(),
  };
}
