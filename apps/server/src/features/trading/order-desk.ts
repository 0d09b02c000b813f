// The trading center's side of the core order desk: another feature's order (a block trade) filled at once at the
// price that feature computed from the market, through the same checks, order rows, margin holds, fees and ledger as
// an order placed on the ticket.
import type { SettlementCurrency } from '@platform/contracts';
import type { Db } from '@platform/db';
import { and, count, desc, eq, type TradingSettingsRow, tradeOrders, tradePositions } from '@platform/db';
import { show } from '../../core/ledger/amounts.ts';
import type { DeskOrder, DeskTerms, DeskTrade, OrderDesk } from '../../core/trading/order-desk.ts';
import { AppError } from '../../lib/app-error.ts';
import { accountFigures } from './account.ts';
import { closePosition, closePriceNow, lockOpenPosition } from './close-position.ts';
import { fillOrder } from './fill-order.ts';
import { settingsOf, settingsOfClasses } from './settings.ts';
import { lockTradingAccounts } from './trading-ledger.ts';
import { orderTermsOf, type TradableInstrument, type TradingMarket, tradableInstrument } from './trading-market.ts';
import { costOf, onTick } from './trading-math.ts';
import { orderViewOf, positionViewOf } from './views.ts';

export function createOrderDesk(market: () => TradingMarket): OrderDesk {
  const termsWith = (instrument: TradableInstrument, settings: TradingSettingsRow): DeskTerms => ({
    ...instrument,
    leverages: [...settings.leverages].sort((a, b) => a - b),
    feeRate: settings.feeRate,
  });

  async function terms(db: Db, symbol: string) {
    const instrument = tradableInstrument(market(), symbol);
    return termsWith(instrument, await settingsOf(db, instrument.instrumentClass));
  }

  async function termsOf(db: Db, symbols: readonly string[]) {
    const live = market();
    const instruments = [...new Set(symbols)].flatMap((symbol) => {
      try {
        return [tradableInstrument(live, symbol)];
      } catch (err) {
        if (err instanceof AppError) return [];
        throw err;
      }
    });
    const settings = await settingsOfClasses(
      db,
      instruments.map((i) => i.instrumentClass),
    );
    return new Map(instruments.map((i) => [i.symbol, termsWith(i, settings.get(i.instrumentClass)!)]));
  }

  async function fillAt(tx: Db, userId: number, input: DeskOrder) {
    const live = market();
    const instrument = tradableInstrument(live, input.symbol);
    const settings = await settingsOf(tx, instrument.instrumentClass);
    if (!settings.leverages.includes(input.leverage)) throw AppError.badRequest('chooseLeverage', 'leverage');
    if (input.quantity % instrument.lotSize !== 0) throw AppError.badRequest('quantityNotLots', 'quantity');
    if (!onTick(input.price, instrument.tickSize)) throw AppError.badRequest('priceNotTicks', 'symbol');
    const quote = live.quote(instrument.symbol);
    if (!quote) throw AppError.badRequest('noQuote', 'symbol');
    if (quote.status === 'halted') throw AppError.badRequest('tradingHalted', 'symbol');
    if (quote.status !== 'open') throw AppError.badRequest('blockMarketClosed', 'symbol');
    const accounts = await lockTradingAccounts(tx, userId, instrument.currency);
    const now = new Date();
    const [inserted] = await tx
      .insert(tradeOrders)
      .values({
        userId,
        ...orderTermsOf(instrument, settings),
        type: 'market',
        side: input.side,
        timeInForce: 'gtc',
        quantity: input.quantity,
        leverage: input.leverage,
        status: 'pending',
        origin: input.origin,
        createdAt: now,
      })
      .returning();
    const outcome = await fillOrder(tx, inserted!, input.price, accounts, {
      market: live,
      now,
      actorKind: input.origin === 'ipo' ? 'system' : 'user',
      feePaid: !input.chargeFee,
    });
    if (!outcome.filled) throw AppError.badRequest('insufficientMargin', 'quantity');
    return { order: orderViewOf(outcome.order), position: positionViewOf(outcome.position, quote) };
  }

  async function cost(db: Db, userId: number, input: Pick<DeskOrder, 'symbol' | 'quantity' | 'leverage' | 'price'>) {
    const instrument = tradableInstrument(market(), input.symbol);
    const settings = await settingsOf(db, instrument.instrumentClass);
    const { currency } = instrument;
    const figures = await accountFigures(db, market(), userId, currency);
    const c = costOf({ ...input, multiplier: instrument.multiplier, feeRate: settings.feeRate, currency });
    return {
      amount: show(c.notional, currency),
      margin: show(c.margin, currency),
      fee: show(c.fee, currency),
      total: show(c.total, currency),
      freeMargin: show(figures.freeMargin, currency),
    };
  }

  async function account(db: Db, userId: number, currency: SettlementCurrency) {
    const figures = await accountFigures(db, market(), userId, currency);
    return {
      balance: show(figures.balance, currency),
      floatingPnl: show(figures.floatingPnl, currency),
      equity: show(figures.equity, currency),
      freeMargin: show(figures.freeMargin, currency),
    };
  }

  async function openPositions(db: Db, userId: number) {
    const rows = await db
      .select()
      .from(tradePositions)
      .where(and(eq(tradePositions.userId, userId), eq(tradePositions.state, 'open')))
      .orderBy(tradePositions.id);
    const live = market();
    return rows.map((row) => positionViewOf(row, live.quote(row.symbol)));
  }

  async function closeAt(tx: Db, userId: number, positionId: number, quantity?: number) {
    const live = market();
    const position = await lockOpenPosition(tx, positionId, userId);
    if (!position) throw AppError.notFound();
    if (position.state !== 'open') throw AppError.conflict('positionNotOpen');
    const price = closePriceNow(live, position);
    const context = { market: live, now: new Date(), actorKind: 'user' as const };
    const { closed, remaining } = await closePosition(tx, position, price, 'user', context, quantity);
    return {
      closed: positionViewOf(closed),
      remaining: remaining ? positionViewOf(remaining, live.quote(remaining.symbol)) : null,
    };
  }

  /** Each filled order opened a position; each closed position row (a part closed is its own row) is a close. */
  async function trades(db: Db, userId: number, limit: number) {
    const fills = and(eq(tradeOrders.userId, userId), eq(tradeOrders.status, 'filled'));
    const closes = and(eq(tradePositions.userId, userId), eq(tradePositions.state, 'closed'));
    const [opened, closed, [openCount], [closeCount]] = await Promise.all([
      db.select().from(tradeOrders).where(fills).orderBy(desc(tradeOrders.filledAt)).limit(limit),
      db.select().from(tradePositions).where(closes).orderBy(desc(tradePositions.closedAt)).limit(limit),
      db.select({ n: count() }).from(tradeOrders).where(fills),
      db.select({ n: count() }).from(tradePositions).where(closes),
    ]);
    const list: DeskTrade[] = [
      ...opened.map((o) => ({
        orderId: o.id,
        positionId: o.positionId!,
        symbol: o.symbol,
        side: o.side,
        quantity: o.quantity,
        price: o.fillPrice!,
        at: o.filledAt!,
        realizedPnl: null,
      })),
      ...closed.map((p) => ({
        orderId: p.orderId,
        positionId: p.id,
        symbol: p.symbol,
        side: p.side === 'buy' ? ('sell' as const) : ('buy' as const),
        quantity: p.quantity,
        price: p.closePrice!,
        at: p.closedAt!,
        realizedPnl: p.realizedPnl,
      })),
    ];
    list.sort(
      (a, b) => b.at.getTime() - a.at.getTime() || Number(a.realizedPnl === null) - Number(b.realizedPnl === null),
    );
    return { trades: list.slice(0, limit), total: (openCount?.n ?? 0) + (closeCount?.n ?? 0) };
  }

  return {
    account,
    openPositions,
    closeAt,
    trades,
    instrument: (symbol) => market().instrument(symbol),
    quote: (symbol) => market().quote(symbol),
    terms,
    termsOf,
    cost,
    fillAt,
  };
}
