// The engine's memory: pending orders and open positions as last read from the database (by revision), indexed in the
// trigger book by symbol and price, with the accounts each symbol's positions belong to. It is rebuilt from the
// database at start and kept current by reading only rows whose revision moved.
import type { OrderSide, OrderType, SettlementCurrency } from '@platform/contracts';
import { TrailingBook, type TrailingCross } from './trailing-book.ts';
import { type Direction, type QuoteSide, type Trigger, TriggerBook } from './trigger-book.ts';

/** What the engine keeps of every pending order and open position: whose it is, on what, which way, which revision. */
export interface EngineRow {
  id: number;
  revision: number;
  userId: number;
  symbol: string;
  currency: SettlementCurrency;
  side: OrderSide;
}

/** The engine's fields of an order or position row as read from the database. */
export const engineRowOf = (row: EngineRow): EngineRow => ({
  id: row.id,
  revision: row.revision,
  userId: row.userId,
  symbol: row.symbol,
  currency: row.currency,
  side: row.side,
});

export interface PendingOrder extends EngineRow {
  type: OrderType;
  limitPrice: string | null;
  /** A stop's or stop-limit's trigger. */
  triggerPrice: string | null;
  /** A stop-limit whose trigger was reached: it rests as a limit. */
  triggered: boolean;
  /** A trailing stop's trail and anchor, and its instrument's tick (its level is in whole ticks). */
  trail: { amount: string | null; percent: string | null; anchor: string; tickSize: string } | null;
  expiresAt: number | null;
}

export interface OpenPosition extends EngineRow {
  quantity: number;
  multiplier: number;
  openPrice: string;
  margin: string;
  marginCallLevel: string;
  stopOutLevel: string;
  stopLoss: string | null;
  takeProfit: string | null;
}

export const accountKey = (userId: number, currency: string) => `${userId} ${currency}`;

/**
 * Where a level waits: a buy limit for the ask to fall to it, a long's stop-loss for the bid to fall to it, a buy stop
 * for the ask to rise to it, ...
 */
function placeOf(kind: Trigger['kind'] | 'stop', side: OrderSide): { quote: QuoteSide; direction: Direction } {
  const long = side === 'buy';
  if (kind === 'order')
    return long ? { quote: 'ask', direction: 'atOrBelow' } : { quote: 'bid', direction: 'atOrAbove' };
  if (kind === 'stop')
    return long ? { quote: 'ask', direction: 'atOrAbove' } : { quote: 'bid', direction: 'atOrBelow' };
  if (kind === 'stopLoss')
    return long ? { quote: 'bid', direction: 'atOrBelow' } : { quote: 'ask', direction: 'atOrAbove' };
  return long ? { quote: 'bid', direction: 'atOrAbove' } : { quote: 'ask', direction: 'atOrBelow' };
}

export class EngineState {
  readonly book = new TriggerBook();
  readonly trailing = new TrailingBook();
  readonly orders = new Map<number, PendingOrder>();
  readonly positions = new Map<number, OpenPosition>();
  /** Pending market orders waiting for their market to open, by symbol. */
  readonly queued = new Map<string, Set<number>>();
  /** Open positions by account, and the accounts holding each symbol. */
  readonly accountPositions = new Map<string, Set<number>>();
  readonly symbolAccounts = new Map<string, Map<string, number>>();

  isLive = (trigger: Trigger): boolean =>
    trigger.kind === 'order'
      ? this.orders.get(trigger.id)?.revision === trigger.revision
      : this.positions.get(trigger.id)?.revision === trigger.revision;

  /** Takes in an order as read; answers false when it was already known at this revision. */
  putOrder(order: PendingOrder | { id: number; revision: number; ended: true }): boolean {
    const known = this.orders.get(order.id);
    if (known && known.revision >= order.revision) return false;
    if (known?.type === 'market') this.queued.get(known.symbol)?.delete(known.id);
    if (known?.type === 'trailing_stop') this.trailing.delete(known.symbol, known.side, known.id);
    if ('ended' in order) {
      this.orders.delete(order.id);
      return true;
    }
    this.orders.set(order.id, order);
    const indexAt = (kind: 'order' | 'stop', level: string) => {
      const { quote, direction } = placeOf(kind, order.side);
      this.book.add(order.symbol, quote, direction, {
        level: Number(level),
        kind: 'order',
        id: order.id,
        revision: order.revision,
      });
    };
    if (order.type === 'market') {
      const waiting = this.queued.get(order.symbol) ?? new Set<number>();
      this.queued.set(order.symbol, waiting.add(order.id));
    } else if (order.type === 'trailing_stop') this.trail(order);
    else if ((order.type === 'stop' || order.type === 'stop_limit') && !order.triggered) {
      if (order.triggerPrice !== null) indexAt('stop', order.triggerPrice);
    } else if (order.limitPrice !== null) indexAt('order', order.limitPrice);
    return true;
  }

  private trail(order: PendingOrder) {
    if (!order.trail) return;
    this.trailing.add(order.symbol, {
      id: order.id,
      revision: order.revision,
      side: order.side,
      anchor: Number(order.trail.anchor),
      amount: order.trail.amount === null ? null : Number(order.trail.amount),
      percent: order.trail.percent === null ? null : Number(order.trail.percent),
      tickSize: Number(order.trail.tickSize),
    });
  }

  /** A trailing stop that fired here but that its transaction found not reached: back in the book, from `anchor`. */
  retrail(id: number, anchor: string) {
    const order = this.orders.get(id);
    if (order?.type !== 'trailing_stop' || !order.trail) return;
    order.trail = { ...order.trail, anchor };
    this.trail(order);
  }

  /**
   * What a quote reaches on `symbol`: the book's levels, and the trailing stops it fires or whose anchors it moves.
   * Prices are numbers here; every action decides again in exact decimals.
   */
  cross(
    symbol: string,
    quote: { bid: number | null; ask: number | null },
  ): { levels: Trigger[]; trailing: TrailingCross } {
    return { levels: this.book.cross(symbol, quote, this.isLive), trailing: this.trailing.cross(symbol, quote) };
  }

  putPosition(position: OpenPosition | { id: number; revision: number; closed: true }): boolean {
    const known = this.positions.get(position.id);
    if (known && known.revision >= position.revision) return false;
    if (known) this.forgetAccount(known);
    if ('closed' in position) {
      this.positions.delete(position.id);
      return true;
    }
    this.positions.set(position.id, position);
    const key = accountKey(position.userId, position.currency);
    const ids = this.accountPositions.get(key) ?? new Set<number>();
    this.accountPositions.set(key, ids.add(position.id));
    const accounts = this.symbolAccounts.get(position.symbol) ?? new Map<string, number>();
    this.symbolAccounts.set(position.symbol, accounts.set(key, (accounts.get(key) ?? 0) + 1));
    for (const kind of ['stopLoss', 'takeProfit'] as const) {
      const level = position[kind];
      if (level === null) continue;
      const { quote, direction } = placeOf(kind, position.side);
      this.book.add(position.symbol, quote, direction, {
        level: Number(level),
        kind,
        id: position.id,
        revision: position.revision,
      });
    }
    return true;
  }

  private forgetAccount(position: OpenPosition) {
    const key = accountKey(position.userId, position.currency);
    const ids = this.accountPositions.get(key);
    ids?.delete(position.id);
    if (ids?.size === 0) this.accountPositions.delete(key);
    const accounts = this.symbolAccounts.get(position.symbol);
    const left = (accounts?.get(key) ?? 0) - 1;
    if (left > 0) accounts?.set(key, left);
    else accounts?.delete(key);
  }

  /** Every symbol something waits on. */
  symbols(): Set<string> {
    return new Set([
      ...this.book.symbols(),
      ...this.trailing.symbols(),
      ...this.queued.keys(),
      ...this.symbolAccounts.keys(),
    ]);
  }
}
