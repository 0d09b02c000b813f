// Level-2 depth behind the level-1 book: the quote's bid and ask (and their sizes) are the best level of each side, so
// the depth never disagrees with the price a market order fills at; the levels behind them are drawn per second from
// the seed, each one or more ticks further out, with sizes in whole lots of the book's unit that tend to grow with
// distance, as resting liquidity does.
import type { ModelSpec } from './model-specs.ts';
import { mix, Stream } from './rng.ts';

/** One price level, in ticks and units. */
export interface DepthLevel {
  price: number;
  size: number;
}

export interface DepthBook {
  /** Best (highest) first. */
  bids: DepthLevel[];
  /** Best (lowest) first. */
  asks: DepthLevel[];
}

/** The level-1 book the depth stands behind, in ticks and units. */
export interface TopOfBook {
  bid: number;
  ask: number;
  bidSize: number;
  askSize: number;
}

/** Levels a side. */
export const DEPTH_LEVELS = 10;
/** The depth's own stream of draws, apart from the level-1 book's (see book.ts). */
const STREAM_DEPTH = 0x64_65_70;

/**
 * The depth at `second` (ms / 1000) behind `top`: `levels` a side, unless the bid side would reach below one tick.
 * Pure: the same state, second and top give the same depth.
 */
export function depthAt(
  instrumentState: number,
  spec: Pick<ModelSpec, 'bookUnit' | 'bookLots'>,
  second: number,
  top: TopOfBook,
  levels = DEPTH_LEVELS,
): DepthBook {
  const draws = new Stream(mix(mix(instrumentState, STREAM_DEPTH), second));
  const [minLots, maxLots] = spec.bookLots;
  const side = (best: number, bestSize: number, step: 1 | -1): DepthLevel[] => {
    const out: DepthLevel[] = [{ price: best, size: bestSize }];
    let price = best;
    for (let level = 1; level < levels; level++) {
      // The same number of draws whatever is kept, so one side's levels never shift the other's.
      const gapDraw = draws.next();
      const lotDraw = draws.next();
      const depthDraw = draws.next();
      // Mostly the next tick; now and then a gap where nobody rests.
      price += step * (gapDraw < 0.7 ? 1 : gapDraw < 0.92 ? 2 : 3);
      const lots = minLots + Math.floor(lotDraw * (maxLots - minLots + 1));
      const deeper = 1 + Math.floor(depthDraw * level * 0.5);
      if (price >= 1) out.push({ price, size: Math.max(1, lots * deeper) * spec.bookUnit });
    }
    return out;
  };
  const bids = side(top.bid, top.bidSize, -1);
  const asks = side(top.ask, top.askSize, 1);
  return { bids, asks };
}
