// The top of the book around the last trade: a spread of a few ticks placed so that bid <= last <= ask, and sizes
// in whole lots. Drawn per second, so the book flickers the way a real one does.
import type { ModelSpec } from './model-specs.ts';
import { mix, Stream } from './rng.ts';

export interface Book {
  bid: number;
  ask: number;
  bidSize: number;
  askSize: number;
}

/** The book at second `second` (ms / 1000) around `last` (ticks); null for instruments without one (indices). */
export function bookAt(instrumentState: number, spec: ModelSpec, second: number, last: number): Book | null {
  if (!spec.spreadTicks) return null;
  const draws = new Stream(mix(instrumentState, second));
  const [minSpread, maxSpread] = spec.spreadTicks;
  const spread = minSpread + Math.floor(draws.next() * (maxSpread - minSpread + 1));
  const below = Math.floor(draws.next() * (spread + 1));
  const bid = Math.max(1, last - below);
  const [minLots, maxLots] = spec.bookLots;
  const lots = () => minLots + Math.floor(draws.next() * (maxLots - minLots + 1));
  return { bid, ask: bid + spread, bidSize: lots() * spec.bookUnit, askSize: lots() * spec.bookUnit };
}
