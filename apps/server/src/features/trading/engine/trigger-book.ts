// Resting orders and stop levels, kept by symbol and price so a tick touches only what it crosses: per symbol, one
// heap of levels that fire when a price falls to them and one of levels that fire when it rises to them, each keyed
// on the side of the quote it watches. Peeking the top of each is O(1); a fired level pops in O(log n).
export type QuoteSide = 'bid' | 'ask';
export type Direction = 'atOrBelow' | 'atOrAbove';

export interface Trigger {
  level: number;
  /** What fires: a resting order, or a position's stop-loss or take-profit. */
  kind: 'order' | 'stopLoss' | 'takeProfit';
  id: number;
  /** The revision it was indexed at: a later change makes this entry stale. */
  revision: number;
}

/** A binary heap; `before(a, b)` says a comes out first. */
class Heap<T> {
  private readonly items: T[] = [];
  constructor(private readonly before: (a: T, b: T) => boolean) {}

  get size() {
    return this.items.length;
  }
  peek(): T | undefined {
    return this.items[0];
  }
  push(item: T) {
    const items = this.items;
    items.push(item);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(items[i]!, items[parent]!)) break;
      [items[i], items[parent]] = [items[parent]!, items[i]!];
      i = parent;
    }
  }
  pop(): T | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0 && last !== undefined) {
      items[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let first = i;
        if (left < items.length && this.before(items[left]!, items[first]!)) first = left;
        if (right < items.length && this.before(items[right]!, items[first]!)) first = right;
        if (first === i) break;
        [items[i], items[first]] = [items[first]!, items[i]!];
        i = first;
      }
    }
    return top;
  }
}

interface SymbolBook {
  /** Fire when the price is at or below the level: the highest level first. */
  atOrBelow: Record<QuoteSide, Heap<Trigger>>;
  /** Fire when the price is at or above the level: the lowest level first. */
  atOrAbove: Record<QuoteSide, Heap<Trigger>>;
}

const below = () => new Heap<Trigger>((a, b) => a.level > b.level);
const above = () => new Heap<Trigger>((a, b) => a.level < b.level);

export class TriggerBook {
  private readonly books = new Map<string, SymbolBook>();

  add(symbol: string, side: QuoteSide, direction: Direction, trigger: Trigger) {
    let book = this.books.get(symbol);
    if (!book) {
      book = {
        atOrBelow: { bid: below(), ask: below() },
        atOrAbove: { bid: above(), ask: above() },
      };
      this.books.set(symbol, book);
    }
    book[direction][side].push(trigger);
  }

  symbols(): IterableIterator<string> {
    return this.books.keys();
  }

  /** How many entries are indexed (stale ones included until they surface). */
  get size(): number {
    let n = 0;
    for (const book of this.books.values()) {
      n += book.atOrBelow.bid.size + book.atOrBelow.ask.size + book.atOrAbove.bid.size + book.atOrAbove.ask.size;
    }
    return n;
  }

  /**
   * Takes out every trigger the quote reaches, dropping stale ones on the way (`isLive` says whether an entry still
   * stands). A null side of the quote (no book) reaches nothing.
   */
  cross(
    symbol: string,
    quote: { bid: number | null; ask: number | null },
    isLive: (trigger: Trigger) => boolean,
  ): Trigger[] {
    const book = this.books.get(symbol);
    if (!book) return [];
    const fired: Trigger[] = [];
    for (const side of ['bid', 'ask'] as const) {
      const price = quote[side];
      if (price === null) continue;
      const falling = book.atOrBelow[side];
      for (let top = falling.peek(); top && (top.level >= price || !isLive(top)); top = falling.peek()) {
        falling.pop();
        if (isLive(top)) fired.push(top);
      }
      const rising = book.atOrAbove[side];
      for (let top = rising.peek(); top && (top.level <= price || !isLive(top)); top = rising.peek()) {
        rising.pop();
        if (isLive(top)) fired.push(top);
      }
    }
    return fired;
  }
}
