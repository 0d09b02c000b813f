// The order engine: on the node holding the job lease, each pass reads what changed in the database, takes the quotes
// that moved since the last pass, and acts only on what they cross: resting limits fill, queued market orders fill
// at the open, stop orders trigger (trailing stops' anchors moving first), stop-losses and take-profits close, accounts whose prices moved are checked for margin call and
// stop-out, and day orders expire at their session's close. Every action is its own transaction that re-checks its
// condition under row locks, so a fill or close happens once whatever the timing, and a crash loses nothing: the
// database is the state and the memory is rebuilt from it.
import { type CloseReason, closingPrice, openingPrice, type Quote } from '@platform/contracts';
import { and, type Db, eq, gt, inArray, ledgerAccounts, nextRevision, tradeOrders, tradePositions } from '@platform/db';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvent } from '../../../core/events/domain-events.ts';
import { Big } from '../../../core/ledger/amounts.ts';
import { accountFigures } from '../account.ts';
import { endOrder, lockPendingOrder } from '../cancel-order.ts';
import { closePosition, lockOpenPosition } from '../close-position.ts';
import { fillOrder } from '../fill-order.ts';
import { restingAction, trailingLevelAt } from '../order-triggers.ts';
import { lockTradingAccounts } from '../trading-ledger.ts';
import type { TradingMarket } from '../trading-market.ts';
import { floatingOf } from '../views.ts';
import { accountKey, EngineState, engineRowOf, type OpenPosition } from './engine-state.ts';
import { moveTrailingAnchors } from './trailing-anchors.ts';

/** Rows changed this long ago are read again: a transaction may commit after a later revision was seen. */
const REREAD_MS = 10_000;
/** The whole book is rebuilt from the database this often, as a guard against anything missed. */
const REBUILD_MS = 300_000;

export interface EngineOptions {
  db: Db;
  market: () => TradingMarket;
  log: FastifyBaseLogger;
  publish: (event: DomainEvent) => void;
}

export interface PassReport {
  filled: number;
  /** Stop-limits triggered that rest on as limits (not filled at their trigger). */
  triggered: number;
  closed: number;
  ended: number;
  stoppedOut: number;
}

export class TradingEngine {
  private state = new EngineState();
  private readonly dirty = new Set<string>();
  private readonly expiries: Array<{ at: number; id: number; revision: number }> = [];
  /** The soonest expiry indexed: a pass before it skips the list (it runs every tick). */
  private nextExpiry = Number.POSITIVE_INFINITY;
  private readonly inMarginCall = new Set<string>();
  /** (when read, highest revision then): the revision to read from is the newest one older than REREAD_MS. */
  private readonly seen: Array<{ at: number; revision: number }> = [];
  private rebuiltAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly options: EngineOptions) {}

  /** Quotes that moved (from the market's published ticks); the next pass looks at these symbols. */
  quotesMoved(quotes: readonly Pick<Quote, 'symbol'>[]) {
    for (const quote of quotes) this.dirty.add(quote.symbol);
  }

  get indexed() {
    return { orders: this.state.orders.size, positions: this.state.positions.size, levels: this.state.book.size };
  }

  /** One pass. `everything` checks every symbol with something waiting (the first pass, and tests). */
  async runOnce(now = new Date(), everything = false): Promise<PassReport> {
    const report: PassReport = { filled: 0, triggered: 0, closed: 0, ended: 0, stoppedOut: 0 };
    const rebuilt = await this.sync(now.getTime());
    const symbols = everything || rebuilt ? this.state.symbols() : new Set(this.dirty);
    this.dirty.clear();
    const market = this.options.market();
    const touchedAccounts = new Set<string>();
    for (const symbol of symbols) {
      const quote = market.quote(symbol);
      for (const key of this.state.symbolAccounts.get(symbol)?.keys() ?? []) touchedAccounts.add(key);
      if (quote?.status !== 'open') continue;
      await this.crossSymbol(quote, now, report);
    }
    await this.checkMargins(touchedAccounts, now, report);
    await this.expire(now, report);
    return report;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Reading the database

  private async sync(nowMs: number): Promise<boolean> {
    const rebuild = nowMs - this.rebuiltAt >= REBUILD_MS;
    if (rebuild) {
      this.state = new EngineState();
      this.expiries.length = 0;
      this.nextExpiry = Number.POSITIVE_INFINITY;
      this.seen.length = 0;
    }
    const from = rebuild ? 0 : (this.seen.findLast((s) => s.at <= nowMs - REREAD_MS)?.revision ?? 0);
    const { db } = this.options;
    const orderWhere = rebuild ? eq(tradeOrders.status, 'pending') : gt(tradeOrders.revision, from);
    const positionWhere = rebuild ? eq(tradePositions.state, 'open') : gt(tradePositions.revision, from);
    const [orders, positions] = await Promise.all([
      db.select().from(tradeOrders).where(orderWhere),
      db.select().from(tradePositions).where(positionWhere),
    ]);
    let highest = from;
    for (const row of orders) {
      highest = Math.max(highest, row.revision);
      if (row.status !== 'pending') {
        this.state.putOrder({ id: row.id, revision: row.revision, ended: true });
        continue;
      }
      const expiresAt = row.expiresAt?.getTime() ?? null;
      const tickSize = this.options.market().instrument(row.symbol)?.tickSize;
      const fresh = this.state.putOrder({
        ...engineRowOf(row),
        type: row.type,
        limitPrice: row.limitPrice,
        triggerPrice: row.triggerPrice,
        triggered: row.triggeredAt !== null,
        trail:
          row.type === 'trailing_stop' && row.trailAnchor !== null && tickSize !== undefined
            ? { amount: row.trailAmount, percent: row.trailPercent, anchor: row.trailAnchor, tickSize }
            : null,
        expiresAt,
      });
      if (fresh && expiresAt !== null) {
        this.expiries.push({ at: expiresAt, id: row.id, revision: row.revision });
        this.nextExpiry = Math.min(this.nextExpiry, expiresAt);
      }
    }
    for (const row of positions) {
      highest = Math.max(highest, row.revision);
      if (row.state !== 'open') {
        this.state.putPosition({ id: row.id, revision: row.revision, closed: true });
        continue;
      }
      this.state.putPosition({
        ...engineRowOf(row),
        quantity: row.quantity,
        multiplier: row.multiplier,
        openPrice: row.openPrice,
        margin: row.margin,
        marginCallLevel: row.marginCallLevel,
        stopOutLevel: row.stopOutLevel,
        stopLoss: row.stopLoss,
        takeProfit: row.takeProfit,
      });
    }
    this.seen.push({ at: nowMs, revision: Math.max(highest, this.seen.at(-1)?.revision ?? 0) });
    while (this.seen.length > 2 && this.seen[1]!.at <= nowMs - REREAD_MS) this.seen.shift();
    if (rebuild) this.rebuiltAt = nowMs;
    return rebuild;
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Acting on a quote

  private async crossSymbol(quote: Quote, now: Date, report: PassReport) {
    const prices = {
      bid: quote.bid === null ? null : Number(quote.bid),
      ask: quote.ask === null ? null : Number(quote.ask),
    };
    const { levels: fired, trailing } = this.state.cross(quote.symbol, prices);
    // New best prices for trailing stops: their anchors move in the database first, one statement a side.
    const tickSize = this.options.market().instrument(quote.symbol)?.tickSize;
    for (const side of trailing.moved) {
      const price = side === 'sell' ? quote.bid : quote.ask;
      if (price === null || tickSize === undefined) continue;
      await this.safely(() => moveTrailingAnchors(this.options.db, quote.symbol, side, price, tickSize));
    }
    const queued = [...(this.state.queued.get(quote.symbol) ?? [])];
    for (const id of queued) await this.safely(() => this.fillResting(id, quote, now, report));
    for (const trigger of fired) {
      await this.safely(async () => {
        if (trigger.kind === 'order') await this.fillResting(trigger.id, quote, now, report);
        else await this.closeAtLevel(trigger.id, trigger.kind, quote, now, report);
      });
    }
    for (const id of trailing.fired) await this.safely(() => this.fillResting(id, quote, now, report));
  }

  /** Runs one action; a failure is logged and the next pass tries again (the rebuild re-indexes what it popped). */
  private async safely(action: () => Promise<unknown>) {
    try {
      await action();
    } catch (err) {
      this.options.log.error({ err }, 'order engine: an action failed; it is retried on the next rebuild');
      this.rebuiltAt = Number.NEGATIVE_INFINITY;
    }
  }

  private async fillResting(id: number, quote: Quote, now: Date, report: PassReport) {
    const market = this.options.market();
    const events: DomainEvent[] = [];
    let waiting: string | undefined;
    await this.options.db.transaction(async (tx) => {
      const order = await lockPendingOrder(tx, id);
      if (!order) return;
      const price = openingPrice(order.side, quote);
      const tickSize = market.instrument(order.symbol)?.tickSize;
      if (price === null || tickSize === undefined) return;
      const action = restingAction(order, quote, tickSize);
      if (action === 'wait') {
        if (order.type === 'trailing_stop') waiting = trailingLevelAt(order, quote, tickSize).anchor;
        return;
      }
      if (action === 'rest') {
        // A stop-limit's trigger reached, its limit not: it rests on as a limit (re-indexed from its new revision).
        await tx
          .update(tradeOrders)
          .set({ triggeredAt: now, revision: nextRevision })
          .where(eq(tradeOrders.id, order.id));
        report.triggered += 1;
        return;
      }
      const accounts = await lockTradingAccounts(tx, order.userId, order.currency);
      const triggered = order.type !== 'market' && order.type !== 'limit';
      const outcome = await fillOrder(tx, order, price, accounts, { market, now, actorKind: 'system', triggered });
      if (outcome.filled) {
        report.filled += 1;
        events.push({
          type: 'trading.order.filled',
          userId: order.userId,
          orderId: order.id,
          positionId: outcome.position.id,
        });
      } else {
        const reason = 'Not enough available margin at the fill price';
        // The fill released the order's hold already (to count it as free margin): it is not voided twice.
        await endOrder(tx, { ...order, holdId: null }, 'rejected', reason, now);
        report.ended += 1;
        events.push({
          type: 'trading.order.ended',
          userId: order.userId,
          orderId: order.id,
          status: 'rejected',
          reason,
        });
      }
    });
    for (const event of events) this.options.publish(event);
    // A trailing stop the book guessed reached (its numbers are floats), that exact decimals say is not: it trails on.
    if (waiting !== undefined) this.state.retrail(id, waiting);
  }

  private async closeAtLevel(id: number, kind: 'stopLoss' | 'takeProfit', quote: Quote, now: Date, report: PassReport) {
    const market = this.options.market();
    const reason: CloseReason = kind === 'stopLoss' ? 'stop_loss' : 'take_profit';
    let closed: { userId: number; id: number } | undefined;
    await this.options.db.transaction(async (tx) => {
      const position = await lockOpenPosition(tx, id);
      if (position?.state !== 'open') return;
      const level = position[kind];
      const price = closingPrice(position.side, quote);
      if (level === null || price === null) return;
      const long = position.side === 'buy';
      const reached =
        kind === 'stopLoss'
          ? long
            ? new Big(price).lte(level)
            : new Big(price).gte(level)
          : long
            ? new Big(price).gte(level)
            : new Big(price).lte(level);
      if (!reached) return;
      const result = await closePosition(tx, position, price, reason, { market, now, actorKind: 'system' });
      closed = { userId: position.userId, id: result.closed.id };
    });
    if (closed) {
      report.closed += 1;
      this.options.publish({ type: 'trading.position.closed', userId: closed.userId, positionId: closed.id, reason });
    }
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Margin: only accounts holding a symbol that moved

  private async checkMargins(keys: Set<string>, now: Date, report: PassReport) {
    if (keys.size === 0) return;
    const market = this.options.market();
    const userIds = [...new Set([...keys].map((key) => Number(key.split(' ')[0])))];
    const balances = await this.options.db
      .select({ userId: ledgerAccounts.userId, currency: ledgerAccounts.currency, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(inArray(ledgerAccounts.userId, userIds), eq(ledgerAccounts.kind, 'trading')));
    const balanceOf = new Map(balances.map((b) => [accountKey(b.userId!, b.currency), b.balance]));
    for (const key of keys) {
      const ids = this.state.accountPositions.get(key);
      if (!ids || ids.size === 0) {
        this.inMarginCall.delete(key);
        continue;
      }
      const positions = [...ids].map((id) => this.state.positions.get(id)!).filter(Boolean);
      const { equity, callAt, stopAt } = this.estimate(balanceOf.get(key) ?? '0', positions, market);
      if (equity.lte(stopAt)) await this.safely(() => this.stopOut(positions[0]!, now, report));
      else if (equity.lte(callAt)) {
        if (!this.inMarginCall.has(key)) {
          this.inMarginCall.add(key);
          const used = positions.reduce((sum, p) => sum.plus(p.margin), new Big(0));
          this.options.publish({
            type: 'trading.margin.call',
            userId: positions[0]!.userId,
            currency: positions[0]!.currency,
            marginLevel: used.gt(0) ? equity.div(used).times(100).toFixed(2) : null,
          });
        }
      } else this.inMarginCall.delete(key);
    }
  }

  private estimate(balance: string, positions: OpenPosition[], market: TradingMarket) {
    let equity = new Big(balance);
    let callAt = new Big(0);
    let stopAt = new Big(0);
    for (const p of positions) {
      callAt = callAt.plus(new Big(p.margin).times(p.marginCallLevel));
      stopAt = stopAt.plus(new Big(p.margin).times(p.stopOutLevel));
      const { floatingPnl } = floatingOf(p, market.quote(p.symbol));
      if (floatingPnl) equity = equity.plus(floatingPnl);
    }
    return { equity, callAt, stopAt };
  }

  /** Closes the account's positions, largest loss first, until equity is above its stop-out level again. */
  private async stopOut(any: OpenPosition, now: Date, report: PassReport) {
    const market = this.options.market();
    const closed: number[] = [];
    await this.options.db.transaction(async (tx) => {
      await lockTradingAccounts(tx, any.userId, any.currency);
      for (;;) {
        const figures = await accountFigures(tx, market, any.userId, any.currency);
        if (figures.positions.length === 0 || figures.equity.gt(figures.stopOutEquity)) return;
        const closable = figures.positions
          .map((row) => ({ row, quote: market.quote(row.symbol) }))
          .filter(({ quote }) => quote?.status === 'open')
          .map(({ row, quote }) => ({ row, pnl: new Big(floatingOf(row, quote).floatingPnl ?? '0') }))
          .sort((a, b) => a.pnl.cmp(b.pnl));
        const worst = closable[0];
        if (!worst) return;
        const locked = await lockOpenPosition(tx, worst.row.id);
        const price = closingPrice(worst.row.side, market.quote(worst.row.symbol)!);
        if (locked?.state !== 'open' || price === null) return;
        const result = await closePosition(tx, locked, price, 'stop_out', { market, now, actorKind: 'system' });
        closed.push(result.closed.id);
      }
    });
    report.stoppedOut += closed.length;
    for (const positionId of closed) {
      this.options.publish({ type: 'trading.position.closed', userId: any.userId, positionId, reason: 'stop_out' });
    }
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Day orders at their session's close

  private async expire(now: Date, report: PassReport) {
    if (now.getTime() < this.nextExpiry) return;
    const due = this.expiries.filter((e) => e.at <= now.getTime());
    if (due.length === 0) return;
    const later = this.expiries.filter((e) => e.at > now.getTime());
    this.expiries.splice(0, this.expiries.length, ...later);
    this.nextExpiry = later.reduce((soonest, e) => Math.min(soonest, e.at), Number.POSITIVE_INFINITY);
    for (const { id, revision } of due) {
      if (this.state.orders.get(id)?.revision !== revision) continue;
      let ended: { userId: number; reason: string } | undefined;
      await this.safely(() =>
        this.options.db.transaction(async (tx) => {
          const order = await lockPendingOrder(tx, id);
          if (!order?.expiresAt || order.expiresAt > now) return;
          const reason = 'Day order: expired at the close of its session';
          await endOrder(tx, order, 'expired', reason, now);
          ended = { userId: order.userId, reason };
        }),
      );
      if (ended) {
        report.ended += 1;
        this.options.publish({
          type: 'trading.order.ended',
          userId: ended.userId,
          orderId: id,
          status: 'expired',
          reason: ended.reason,
        });
      }
    }
  }
}
