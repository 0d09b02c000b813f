// Time & sales: the prints that make up the quote's volume. Between two consecutive seconds the quote's volume grows by
// what traded and its last price moves; that second's prints add up to exactly the growth and walk from the last price
// before to the last price after, so the tape, the volume and the last price always agree. Each print's side is judged
// against the book standing before it (the quote-rule, then the tick rule, as the Lee-Ready classification does).
import { mix, Stream } from './rng.ts';

/** The market at the start of one second, in ticks and units, as its quote shows it. */
export interface SecondState {
  /** The quote's time (ms); a second the market did not trade at has a quote of an earlier time. */
  time: number;
  tradingDate: string;
  last: number;
  /** The session's volume so far. */
  volume: number;
  bid: number;
  ask: number;
}

export type PrintSide = 'buy' | 'sell';

/** One print, in ticks and units. */
export interface Print {
  time: number;
  price: number;
  size: number;
  side: PrintSide;
}

const STREAM_TAPE = 0x74_61_70;
/** At most this many prints in a second. */
const MAX_PRINTS = 3;

/**
 * The prints between two consecutive states of a day (`after` one second after `before`), oldest first: none when no
 * volume traded. Pure: the same state and seconds give the same prints.
 */
export function printsBetween(instrumentState: number, before: SecondState, after: SecondState): Print[] {
  const traded = after.volume - before.volume;
  if (traded <= 0 || after.tradingDate !== before.tradingDate) return [];
  const draws = new Stream(mix(mix(instrumentState, STREAM_TAPE), Math.floor(after.time / 1000)));
  const count = Math.min(traded, 1 + Math.floor(draws.next() * MAX_PRINTS));
  // Sizes: a random split of the volume, every print at least one unit, the rest on the last.
  const weights = Array.from({ length: count }, () => 0.2 + draws.next());
  const total = weights.reduce((sum, w) => sum + w, 0);
  const sizes = weights.map((w) => Math.max(1, Math.floor(((traded - count) * w) / total) + 1));
  const spread = sizes.slice(0, -1).reduce((sum, s) => sum + s, 0);
  sizes[count - 1] = traded - spread;
  const mid2 = before.bid + before.ask;
  const span = after.time - before.time;
  const prints: Print[] = [];
  let previous = before.last;
  let previousSide: PrintSide = after.last >= before.last ? 'buy' : 'sell';
  for (let i = 0; i < count; i++) {
    const price = before.last + Math.round(((i + 1) * (after.last - before.last)) / count);
    const side = sideOf(price, before.bid, before.ask, mid2, previous, previousSide);
    prints.push({
      time: before.time + Math.round(((i + 1) * span) / count),
      price,
      size: sizes[i] ?? 0,
      side,
    });
    previous = price;
    previousSide = side;
  }
  return prints;
}

/** At or through the ask a buyer took it, at or through the bid a seller hit it; inside, the nearer side; at the middle, the tick. */
function sideOf(price: number, bid: number, ask: number, mid2: number, previous: number, previousSide: PrintSide) {
  if (price >= ask) return 'buy';
  if (price <= bid) return 'sell';
  if (price * 2 > mid2) return 'buy';
  if (price * 2 < mid2) return 'sell';
  if (price > previous) return 'buy';
  if (price < previous) return 'sell';
  return previousSide;
}

/**
 * The newest `count` prints at or before `anchor` (ms, a whole second), newest first, walking back a second at a time
 * through `stateAt` (null where the market did not trade), at most `maxSeconds`. `printsAt` may answer from a cache:
 * each second's prints are a pure function of its second.
 */
export function tapeBefore(
  printsAt: (second: number) => Print[] | null,
  anchor: number,
  count: number,
  maxSeconds = 120,
): Print[] {
  const out: Print[] = [];
  for (let s = 0; s < maxSeconds && out.length < count; s++) {
    const prints = printsAt(anchor - s * 1000);
    if (prints === null) break;
    for (let i = prints.length - 1; i >= 0 && out.length < count; i--) out.push(prints[i]!);
  }
  return out;
}

/** A second's prints from the states before and at it; null when either is not a trading second of the same day. */
export function printsOfSecond(
  instrumentState: number,
  stateAt: (time: number) => SecondState | null,
  time: number,
): Print[] | null {
  const after = stateAt(time);
  const before = after && stateAt(time - 1000);
  if (!after || !before || before.tradingDate !== after.tradingDate) return null;
  return printsBetween(instrumentState, before, after);
}
