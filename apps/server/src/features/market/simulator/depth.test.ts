// Level-2 depth and the tape, as pure functions of the seed and the time: the same seed gives the same depth and
// prints; the best level of each side is the level-1 quote the order ticket fills at; every price is on the tick grid
// and every level further out than the one before; sizes are whole lots; the prints add up to the quote's volume.
import { depthView, openingPrice, type Quote } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { depthAt } from './depth.ts';
import { createSimulator } from './simulator.ts';
import { printsBetween, type SecondState } from './tape.ts';
import { parseTickSize, parseTicks } from './ticks.ts';

// Tuesday 10 March 2026, 10:00 New York: every class is trading.
const START = Date.parse('2026-03-10T14:00:00Z');
const SECOND = 1_000;
// A stock, a future, a forex pair, a spot metal (one of each book), and an index (no book).
const SYMBOLS = ['AAPL', 'EURUSD', 'XAUUSD'];

const depthNow = (seed: string, symbol: string, time: number, trades = 30) => {
  const simulator = createSimulator({ seed });
  const quote = simulator.quote(symbol, time)!;
  return { quote, depth: simulator.depth(quote, time, trades)!, instrument: simulator.instrument(symbol, time)! };
};

const aFuture = (time: number) =>
  createSimulator({ seed: 'x' })
    .instruments(time)
    .find((instrument) => instrument.class === 'future')!.symbol;

describe('depth', () => {
  it('is the same for the same seed and time, and another seed draws another', () => {
    for (const symbol of [...SYMBOLS, aFuture(START)]) {
      const a = depthNow('depth', symbol, START + 17 * SECOND);
      const b = depthNow('depth', symbol, START + 17 * SECOND);
      expect(a.depth, symbol).toEqual(b.depth);
      expect(depthNow('other', symbol, START + 17 * SECOND).depth, symbol).not.toEqual(a.depth);
    }
  });

  it('has the level-1 bid and ask the ticket fills at on top, levels out on the tick grid, whole lots', () => {
    for (const symbol of [...SYMBOLS, aFuture(START)]) {
      for (let s = 0; s < 120; s += 7) {
        const { quote, depth, instrument } = depthNow('grid', symbol, START + s * SECOND, 0);
        expect(depthView.safeParse(depth).success).toBe(true);
        const where = `${symbol} +${s}s`;
        // What a market order fills at now: the ask for a buy, the bid for a sell.
        expect(depth.asks[0], where).toEqual({ price: openingPrice('buy', quote), size: quote.askSize });
        expect(depth.bids[0], where).toEqual({ price: openingPrice('sell', quote), size: quote.bidSize });
        expect(depth.bids.length, where).toBeGreaterThanOrEqual(5);
        expect(depth.asks.length, where).toBeGreaterThanOrEqual(5);
        const tick = parseTickSize(instrument.tickSize);
        const ticks = (levels: typeof depth.bids) => levels.map((level) => parseTicks(level.price, tick));
        const bids = ticks(depth.bids);
        const asks = ticks(depth.asks);
        for (let i = 1; i < bids.length; i++) expect(bids[i]!, where).toBeLessThan(bids[i - 1]!);
        for (let i = 1; i < asks.length; i++) expect(asks[i]!, where).toBeGreaterThan(asks[i - 1]!);
        expect(bids[0]!, where).toBeLessThan(asks[0]!);
        for (const level of [...depth.bids, ...depth.asks]) {
          expect(level.size, where).toBeGreaterThan(0);
          expect(level.size % instrument.lotSize, where).toBe(0);
        }
      }
    }
  });

  it('keeps the bid side above zero however low the price', () => {
    const top = { bid: 2, ask: 3, bidSize: 100, askSize: 100 };
    const book = depthAt(1234, { bookUnit: 100, bookLots: [1, 40] }, 99, top);
    expect(book.bids[0]).toEqual({ price: 2, size: 100 });
    for (const level of book.bids) expect(level.price).toBeGreaterThanOrEqual(1);
    expect(book.asks).toHaveLength(10);
  });

  it('is empty for an instrument without a book (an index)', () => {
    const simulator = createSimulator({ seed: 'index' });
    const index = simulator.instruments(START).find((instrument) => instrument.class === 'index')!;
    const quote = simulator.quote(index.symbol, START)!;
    expect(simulator.depth(quote, START, 20)).toMatchObject({ bids: [], asks: [], trades: [], simulated: true });
  });

  it('stands behind a halted quote as it stood at the halt', () => {
    const halts = new Map([['AAPL', START + 5_500]]);
    const simulator = createSimulator({ seed: 'halt', halts });
    const halted = simulator.quote('AAPL', START + 60 * SECOND)!;
    expect(halted.status).toBe('halted');
    const depth = simulator.depth(halted, START + 60 * SECOND, 20)!;
    expect(depth.asks[0]?.price).toBe(halted.ask);
    expect(depth.trades[0]!.time).toBeLessThanOrEqual(halted.time);
  });
});

describe('tape', () => {
  it('is the same for the same seed and time', () => {
    const a = depthNow('tape', 'AAPL', START + 42 * SECOND, 50).depth.trades;
    expect(a).toHaveLength(50);
    expect(depthNow('tape', 'AAPL', START + 42 * SECOND, 50).depth.trades).toEqual(a);
  });

  it('adds up each second to the volume the quote gained, ending at the quote’s last price', () => {
    for (const symbol of [...SYMBOLS, aFuture(START)]) {
      const simulator = createSimulator({ seed: 'volume' });
      const end = START + 90 * SECOND;
      const trades = simulator.depth(simulator.quote(symbol, end)!, end, 50)!.trades;
      expect(trades.length, symbol).toBeGreaterThan(0);
      // Newest first, never after the quote.
      for (let i = 1; i < trades.length; i++) expect(trades[i]!.time).toBeLessThanOrEqual(trades[i - 1]!.time);
      const seconds = new Map<number, typeof trades>();
      for (const trade of trades) {
        const second = Math.ceil(trade.time / SECOND) * SECOND;
        seconds.set(second, [...(seconds.get(second) ?? []), trade]);
      }
      // The oldest second may be cut by the count: check the whole ones.
      const whole = [...seconds.keys()].slice(0, -1);
      expect(whole.length, symbol).toBeGreaterThan(0);
      for (const second of whole) {
        const before = simulator.quote(symbol, second - SECOND)!;
        const after = simulator.quote(symbol, second)!;
        const prints = seconds.get(second)!;
        expect(
          prints.reduce((sum, t) => sum + t.size, 0),
          `${symbol} ${second}`,
        ).toBe(after.volume - before.volume);
        // The newest print of the second is at the last price the quote shows after it.
        expect(prints[0]!.price, `${symbol} ${second}`).toBe(after.last);
      }
      const tick = parseTickSize(simulator.instrument(symbol, end)!.tickSize);
      for (const trade of trades) {
        expect(trade.size).toBeGreaterThan(0);
        expect(() => parseTicks(trade.price, tick)).not.toThrow();
      }
    }
  });

  it('calls a print at or through the ask a buy, at or through the bid a sell, inside by the nearer side', () => {
    const state = (last: number, volume: number, time: number): SecondState => ({
      time,
      tradingDate: '2026-03-10',
      last,
      volume,
      bid: 100,
      ask: 104,
    });
    const side = (from: number, to: number) => printsBetween(7, state(from, 0, 0), state(to, 1, 1000))[0]?.side;
    expect(side(102, 104)).toBe('buy');
    expect(side(102, 106)).toBe('buy');
    expect(side(102, 100)).toBe('sell');
    expect(side(102, 103)).toBe('buy');
    expect(side(102, 101)).toBe('sell');
    // At the middle: the tick decides.
    expect(side(101, 102)).toBe('buy');
    expect(side(103, 102)).toBe('sell');
    // Nothing traded, nothing printed; a new day does not print the previous day's volume.
    expect(printsBetween(7, state(102, 5, 0), state(103, 5, 1000))).toEqual([]);
    expect(printsBetween(7, state(102, 5, 0), { ...state(103, 50, 1000), tradingDate: '2026-03-11' })).toEqual([]);
  });

  it('has no prints while the market is shut, and is empty without trades asked', () => {
    const simulator = createSimulator({ seed: 'shut' });
    const quote = simulator.quote('AAPL', START)!;
    expect(simulator.depth(quote, START, 0)!.trades).toEqual([]);
    // Saturday: the last prints are the Friday close's, none after it.
    const saturday = Date.parse('2026-03-14T15:00:00Z');
    const closed = simulator.quote('AAPL', saturday)! satisfies Quote;
    expect(closed.status).toBe('closed');
    const trades = simulator.depth(closed, saturday, 10)!.trades;
    expect(trades.length).toBeGreaterThan(0);
    expect(trades[0]!.time).toBeLessThanOrEqual(closed.time);
  });
});
