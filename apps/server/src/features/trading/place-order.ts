// Placing an order. A market order fills at once at the ask (buy) or bid (sell); so does a limit order the quote
// already crosses (at the quote: the limit or better). Otherwise the order rests as an entrusted order with its margin
// and fee held, until the engine sees the quote cross it, it is cancelled, or (a day order) its session closes.
import {
  type OrderSide,
  openingPrice,
  type PlaceOrderBody,
  type placeOrderBody,
  type Quote,
  TRADING_LIMITS,
  type z,
} from '@platform/contracts';
import { and, count, type Db, eq, type TradeOrderRow, tradeOrders } from '@platform/db';
import { Big, show } from '../../core/ledger/amounts.ts';
import { createHold } from '../../core/ledger/holds.ts';
import { AppError } from '../../lib/app-error.ts';
import { accountFigures } from './account.ts';
import { fillOrder } from './fill-order.ts';
import { settingsOf } from './settings.ts';
import { lockTradingAccounts } from './trading-ledger.ts';
import { orderTermsOf, type TradableInstrument, type TradingMarket, tradableInstrument } from './trading-market.ts';
import { checkWholeLots, costOf, onTick } from './trading-math.ts';

type OrderInput = z.output<typeof placeOrderBody>;

export type { PlaceOrderBody };

/** Whether a limit on `side` at `limit` is marketable against the quote now. */
export function crosses(side: OrderSide, limit: string, quote: Pick<Quote, 'bid' | 'ask'>): boolean {
  const price = openingPrice(side, quote);
  if (price === null) return false;
  return side === 'buy' ? new Big(price).lte(limit) : new Big(price).gte(limit);
}

/** Stops must sit on the losing (stop-loss) and winning (take-profit) side of `reference`. */
export function checkStops(
  side: OrderSide,
  reference: string,
  stops: { stopLoss?: string | null; takeProfit?: string | null },
  tickSize: string,
) {
  const { stopLoss, takeProfit } = stops;
  if (stopLoss != null) {
    if (!onTick(stopLoss, tickSize)) throw AppError.badRequest('priceNotTicks', 'stopLoss');
    const below = new Big(stopLoss).lt(reference);
    if (side === 'buy' ? !below : !new Big(stopLoss).gt(reference)) {
      throw AppError.badRequest('stopLossWrongSide', 'stopLoss');
    }
  }
  if (takeProfit != null) {
    if (!onTick(takeProfit, tickSize)) throw AppError.badRequest('priceNotTicks', 'takeProfit');
    const above = new Big(takeProfit).gt(reference);
    if (side === 'buy' ? !above : !new Big(takeProfit).lt(reference)) {
      throw AppError.badRequest('takeProfitWrongSide', 'takeProfit');
    }
  }
}

interface Plan {
  instrument: TradableInstrument;
  settings: Awaited<ReturnType<typeof settingsOf>>;
  quote: Quote;
  /** The price it fills at now, or null when it rests. */
  fillPrice: string | null;
  /** The price its hold is computed at while it rests. */
  restPrice: string;
}

/** Checks everything that needs no lock: the instrument, the class's settings, lots, ticks, the session. */
async function planOrder(db: Db, market: TradingMarket, input: OrderInput): Promise<Plan> {
  const instrument = tradableInstrument(market, input.symbol);
  const settings = await settingsOf(db, instrument.instrumentClass);
  if (!settings.leverages.includes(input.leverage)) throw AppError.badRequest('chooseLeverage', 'leverage');
  checkWholeLots(input.quantity, instrument.lotSize);
  if (input.type === 'limit' && !onTick(input.price!, instrument.tickSize)) {
    throw AppError.badRequest('priceNotTicks', 'price');
  }
  const quote = market.quote(instrument.symbol);
  if (!quote) throw AppError.badRequest('noQuote', 'symbol');
  if (quote.status === 'halted') throw AppError.badRequest('tradingHalted', 'symbol');
  const open = quote.status === 'open';
  const now = openingPrice(input.side, quote);
  let fillPrice: string | null = null;
  if (input.type === 'market') {
    if (!open && settings.closedMarket === 'refuse') throw AppError.badRequest('marketClosedRefused', 'type');
    if (open) {
      if (now === null) throw AppError.badRequest('noQuote', 'symbol');
      fillPrice = now;
    }
  } else if (open && crosses(input.side, input.price!, quote)) {
    fillPrice = now;
  }
  const restPrice = input.type === 'limit' ? input.price! : (now ?? quote.last);
  checkStops(input.side, fillPrice ?? restPrice, input, instrument.tickSize);
  return { instrument, settings, quote, fillPrice, restPrice };
}

export interface PlaceContext {
  market: TradingMarket;
  now: Date;
}

/**
 * Places the order in the caller's transaction (the idempotent run); a refusal throws and leaves nothing. Every read
 * goes through `tx`: on the embedded database a second connection would wait for this transaction forever.
 */
export async function placeOrder(tx: Db, context: PlaceContext, userId: number, input: OrderInput) {
  const plan = await planOrder(tx, context.market, input);
  const { instrument, settings } = plan;
  const accounts = await lockTradingAccounts(tx, userId, instrument.currency);
  if (plan.fillPrice === null) {
    const [pending] = await tx
      .select({ n: count() })
      .from(tradeOrders)
      .where(and(eq(tradeOrders.userId, userId), eq(tradeOrders.status, 'pending')));
    if ((pending?.n ?? 0) >= TRADING_LIMITS.maxPendingOrders) throw AppError.badRequest('tooManyPendingOrders');
  }
  const expiresAt =
    input.timeInForce === 'day' ? context.market.sessionEnd(instrument.symbol, context.now.getTime()) : undefined;
  const [inserted] = await tx
    .insert(tradeOrders)
    .values({
      userId,
      ...orderTermsOf(instrument, settings),
      type: input.type,
      side: input.side,
      timeInForce: input.timeInForce,
      quantity: input.quantity,
      leverage: input.leverage,
      limitPrice: input.type === 'limit' ? input.price! : null,
      stopLoss: input.stopLoss ?? null,
      takeProfit: input.takeProfit ?? null,
      status: 'pending',
      createdAt: context.now,
      expiresAt: expiresAt === undefined ? null : new Date(expiresAt),
    })
    .returning();
  const order = inserted!;

  if (plan.fillPrice !== null) {
    const outcome = await fillOrder(tx, order, plan.fillPrice, accounts, { ...context, actorKind: 'user' });
    if (!outcome.filled) throw AppError.badRequest('insufficientMargin', 'quantity');
    return { order: outcome.order, position: outcome.position };
  }
  return { order: await rest(tx, context, order, plan.restPrice, accounts.trading), position: null };
}

/** Holds the margin and fee of a resting order at its limit (a queued market order: at the last price). */
async function rest(tx: Db, context: PlaceContext, order: TradeOrderRow, price: string, tradingAccountId: number) {
  const figures = await accountFigures(tx, context.market, order.userId, order.currency);
  const { total } = costOf({ ...order, price });
  if (total.gt(figures.freeMargin)) throw AppError.badRequest('insufficientMargin', 'quantity');
  const holdId = await createHold(tx, {
    accountId: tradingAccountId,
    amount: total,
    causeType: 'order',
    causeId: order.id,
  });
  const [held] = await tx
    .update(tradeOrders)
    .set({ holdId, heldAmount: show(total, order.currency) })
    .where(eq(tradeOrders.id, order.id))
    .returning();
  return held!;
}
