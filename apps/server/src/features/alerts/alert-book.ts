// The active alerts in memory, indexed per symbol by threshold, so a tick costs a few comparisons per symbol that moved
// whatever the number of alerts: per symbol, `above` levels sorted high to low, `below` levels low to high and `move`
// percentages high to low, so the next to fire is always at the end of its array and firing pops it (O(1)). Adding or
// removing one is a binary search and a splice in its symbol's array.
import type { AlertKind } from '@platform/contracts';

export interface BookedAlert {
  id: number;
  symbol: string;
  kind: AlertKind;
  /** A price level (above, below) or a move in percent (move). */
  threshold: number;
}

/** What a tick reached: the alert, to be fired by the database (once). */
export type Reached = BookedAlert;

export interface TickPrices {
  symbol: string;
  last: number;
  prevClose: number;
}

interface SymbolAlerts {
  above: BookedAlert[];
  below: BookedAlert[];
  move: BookedAlert[];
}

/** Whether `a` sits before `b` in its kind's array: the one to fire next is last. */
const before = (kind: AlertKind, a: number, b: number) => (kind === 'below' ? a < b : a > b);

/** The index in `list` (sorted for `kind`) where an alert at `threshold` goes: after every equal one. */
function insertionPoint(list: readonly BookedAlert[], kind: AlertKind, threshold: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (before(kind, threshold, list[mid]!.threshold)) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** How far `last` is from the previous close, in percent, either way. */
export const movePercent = (last: number, prevClose: number) =>
  prevClose > 0 ? (Math.abs(last - prevClose) * 100) / prevClose : 0;

export class AlertBook {
  private readonly bySymbol = new Map<string, SymbolAlerts>();
  private readonly byId = new Map<number, BookedAlert>();

  get size(): number {
    return this.byId.size;
  }

  has(id: number): boolean {
    return this.byId.has(id);
  }

  /** Indexes an alert (replacing what was indexed under its id). */
  put(alert: BookedAlert) {
    this.remove(alert.id);
    let alerts = this.bySymbol.get(alert.symbol);
    if (!alerts) {
      alerts = { above: [], below: [], move: [] };
      this.bySymbol.set(alert.symbol, alerts);
    }
    const list = alerts[alert.kind];
    list.splice(insertionPoint(list, alert.kind, alert.threshold), 0, alert);
    this.byId.set(alert.id, alert);
  }

  remove(id: number) {
    const alert = this.byId.get(id);
    if (!alert) return;
    this.byId.delete(id);
    const list = this.bySymbol.get(alert.symbol)![alert.kind];
    // Equal thresholds sit together just before the insertion point of that threshold.
    for (let i = insertionPoint(list, alert.kind, alert.threshold) - 1; i >= 0; i--) {
      if (list[i] === alert) {
        list.splice(i, 1);
        break;
      }
      if (list[i]!.threshold !== alert.threshold) break;
    }
  }

  clear() {
    this.bySymbol.clear();
    this.byId.clear();
  }

  /**
   * Takes out every alert the prices reach: `above` at or below `last`, `below` at or above it, `move` at or under
   * today's move from the previous close. Taken out, an alert cannot be reached by the next tick too.
   */
  reach(prices: TickPrices, reached: Reached[] = []): Reached[] {
    const alerts = this.bySymbol.get(prices.symbol);
    if (!alerts) return reached;
    const { last } = prices;
    // Plain loops, no closures: this runs for every symbol of every tick.
    const { above, below, move } = alerts;
    while (above.length > 0 && above[above.length - 1]!.threshold <= last) this.take(above, reached);
    while (below.length > 0 && below[below.length - 1]!.threshold >= last) this.take(below, reached);
    if (move.length > 0) {
      const moved = movePercent(last, prices.prevClose);
      while (move.length > 0 && move[move.length - 1]!.threshold <= moved) this.take(move, reached);
    }
    return reached;
  }

  /** Takes the last alert of `list` out of the book, into `reached`. */
  private take(list: BookedAlert[], reached: Reached[]) {
    const alert = list.pop()!;
    this.byId.delete(alert.id);
    reached.push(alert);
  }
}
