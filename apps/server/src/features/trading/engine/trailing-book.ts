// Trailing stops in memory, per symbol and side: each with the best price it has seen (its anchor) and the level that
// gives. A tick moves the anchors it betters and fires the levels it reaches, in one pass over the symbol's trailing
// stops (their levels all move, so a heap would only collect stale entries). A fired stop leaves the book, as a fired
// level leaves the trigger book. The numbers here are a fast guess: the order's own transaction decides from its
// locked row in exact decimals (order-triggers.ts; a stop it finds not reached is put back), and the anchors the
// database keeps (trailing-anchors.ts) are what a rebuilt engine starts from.
import type { OrderSide } from '@platform/contracts';

export interface TrailingStop {
  id: number;
  revision: number;
  side: OrderSide;
  anchor: number;
  /** The trail: an amount in the price's currency, or a percent of the anchor. */
  amount: number | null;
  percent: number | null;
  tickSize: number;
}

interface Entry extends TrailingStop {
  level: number;
}

/** A tenth of a millionth of a tick: float noise, never a real price step. */
const NOISE = 1e-7;

/** The level from the anchor, rounded to a tick towards the market, as contracts' trailingStopLevel does exactly. */
export function levelOf(stop: Omit<TrailingStop, 'id' | 'revision'>): number {
  const trail = stop.amount ?? (stop.anchor * (stop.percent ?? 0)) / 100;
  const ticks =
    stop.side === 'sell'
      ? Math.ceil((stop.anchor - trail) / stop.tickSize - NOISE)
      : Math.floor((stop.anchor + trail) / stop.tickSize + NOISE);
  return ticks * stop.tickSize;
}

export interface TrailingCross {
  /** The orders whose level the quote reached (each decided again by its transaction). */
  fired: number[];
  /** The sides on which the quote bettered some anchor: their anchors are to be moved in the database. */
  moved: OrderSide[];
}

/** A symbol's trailing stops on one side, with bounds that let most ticks pass them by in O(1). */
class Side {
  readonly entries = new Map<number, Entry>();
  /** The worst anchor (sells: lowest; buys: highest): a price no better than it moves no anchor. */
  worstAnchor = Number.NaN;
  /** The nearest level (sells: highest; buys: lowest): a price short of it fires nothing. */
  nearestLevel = Number.NaN;

  constructor(private readonly sell: boolean) {}

  add(entry: Entry) {
    this.entries.set(entry.id, entry);
    this.worstAnchor = this.entries.size === 1 ? entry.anchor : this.worse(this.worstAnchor, entry.anchor);
    this.nearestLevel = this.entries.size === 1 ? entry.level : this.nearer(this.nearestLevel, entry.level);
  }

  private worse = (a: number, b: number) => (this.sell ? Math.min(a, b) : Math.max(a, b));
  private nearer = (a: number, b: number) => (this.sell ? Math.max(a, b) : Math.min(a, b));

  /** Moves the anchors `price` betters, fires the levels it reaches; answers whether any anchor moved. */
  cross(price: number, fired: number[]): boolean {
    const sell = this.sell;
    const betters = sell ? price > this.worstAnchor : price < this.worstAnchor;
    const reaches = sell
      ? price <= this.nearestLevel + NOISE * 100 * price
      : price >= this.nearestLevel - NOISE * 100 * price;
    if (!betters && !reaches) return false;
    let moved = false;
    let worst = Number.NaN;
    let nearest = Number.NaN;
    for (const entry of this.entries.values()) {
      if (sell ? price > entry.anchor : price < entry.anchor) {
        entry.anchor = price;
        entry.level = levelOf(entry);
        moved = true;
      } else if (sell ? price <= entry.level + NOISE * entry.tickSize : price >= entry.level - NOISE * entry.tickSize) {
        fired.push(entry.id);
        this.entries.delete(entry.id);
        continue;
      }
      worst = Number.isNaN(worst) ? entry.anchor : this.worse(worst, entry.anchor);
      nearest = Number.isNaN(nearest) ? entry.level : this.nearer(nearest, entry.level);
    }
    this.worstAnchor = worst;
    this.nearestLevel = nearest;
    return moved;
  }
}

export class TrailingBook {
  private readonly books = new Map<string, Record<OrderSide, Side>>();

  add(symbol: string, stop: TrailingStop) {
    let book = this.books.get(symbol);
    if (!book) {
      book = { buy: new Side(false), sell: new Side(true) };
      this.books.set(symbol, book);
    }
    const entry: Entry = {
      id: stop.id,
      revision: stop.revision,
      side: stop.side,
      anchor: stop.anchor,
      amount: stop.amount,
      percent: stop.percent,
      tickSize: stop.tickSize,
      level: levelOf(stop),
    };
    book[stop.side].add(entry);
  }

  /** Takes a stop out (its bounds stay as they were: at worst they send the next tick through its side once). */
  delete(symbol: string, side: OrderSide, id: number) {
    const book = this.books.get(symbol);
    book?.[side].entries.delete(id);
    if (book && book.buy.entries.size === 0 && book.sell.entries.size === 0) this.books.delete(symbol);
  }

  symbols(): IterableIterator<string> {
    return this.books.keys();
  }

  get size(): number {
    let n = 0;
    for (const book of this.books.values()) n += book.buy.entries.size + book.sell.entries.size;
    return n;
  }

  /** A sell trails the bid (its highest), a buy the ask (its lowest). A null side of the quote moves nothing. */
  cross(symbol: string, quote: { bid: number | null; ask: number | null }): TrailingCross {
    const result: TrailingCross = { fired: [], moved: [] };
    const book = this.books.get(symbol);
    if (!book) return result;
    if (quote.bid !== null && book.sell.entries.size > 0 && book.sell.cross(quote.bid, result.fired)) {
      result.moved.push('sell');
    }
    if (quote.ask !== null && book.buy.entries.size > 0 && book.buy.cross(quote.ask, result.fired)) {
      result.moved.push('buy');
    }
    return result;
  }
}
