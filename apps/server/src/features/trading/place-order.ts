// Placing an order. A market order fills at once at the ask (buy) or bid (sell); so does a limit order the quote
// already crosses (at the quote: the limit or better). Otherwise the order rests as an entrusted order with its margin
// and fee held, until the engine sees the quote cross it, it is cancelled, or (a day order) its session closes. Stop,
// stop-limit and trailing stop orders always rest first: their trigger must be one the quote does not reach yet.
import {
  type OrderSide,
  openingPrice,
  type PlaceOrderBody,
  type placeOrderBody,
  type Quote,
  stopReached,
  TRADING_LIMITS,
  trailingStopLevel,
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
  /** A stop's trigger, or a trailing stop's level now; and a trailing stop's anchor (the price it trails from). */
  triggerPrice: string | null;
  trailAnchor: string | null;
}

/**
 * A stop or stop-limit's trigger, or a trailing stop's level, must be on the far side of the market now (above the
 * ask for a buy, below the bid for a sell): one the quote already reaches would trigger at once.
 */
function planTrigger(input: OrderInput, instrument: TradableInstrument, quote: Quote) {
  const watched = openingPrice(input.side, quote) ?? quote.last;
  const now = { bid: watched, ask: watched };
  if (input.type !== 'trailing_stop') {
    const trigger = input.triggerPrice!;
    if (stopReached(input.side, trigger, now)) throw AppError.badRequest('stopWouldTrigger', 'triggerPrice');
    return { triggerPrice: trigger, trailAnchor: null };
  }
  const amount = input.trailAmount ?? null;
  const trailField = amount === null ? 'trailPercent' : 'trailAmount';
  if (amount !== null) {
    if (!onTick(amount, instrument.tickSize)) throw AppError.badRequest('priceNotTicks', 'trailAmount');
    if (input.side === 'sell' && new Big(amount).gte(watched)) throw AppError.badRequest('trailTooWide', 'trailAmount');
  }
  const level = trailingStopLevel(
    input.side,
    watched,
    { amount, percent: amount === null ? input.trailPercent! : null },
    instrument.tickSize,
  );
  if (new Big(level).lte(0)) throw AppError.badRequest('trailTooWide', trailField);
  if (stopReached(input.side, level, now)) throw AppError.badRequest('trailWouldTrigger', trailField);
  return { triggerPrice: level, trailAnchor: watched };
}

/** Checks everything that needs no lock: the instrument, the class's settings, lots, ticks, the session. */
async function planOrder(db: Db, market: TradingMarket, input: OrderInput): Promise<Plan> {
  const instrument = tradableInstrument(market, input.symbol);
  const settings = await settingsOf(db, instrument.instrumentClass);
  if (!settings.leverages.includes(input.leverage)) throw AppError.badRequest('chooseLeverage', 'leverage');
  checkWholeLots(input.quantity, instrument.lotSize);
  const hasLimit = input.type === 'limit' || input.type === 'stop_limit';
  if (hasLimit && !onTick(input.price!, instrument.tickSize)) throw AppError.badRequest('priceNotTicks', 'price');
  if ((input.type === 'stop' || input.type === 'stop_limit') && !onTick(input.triggerPrice!, instrument.tickSize)) {
    throw AppError.badRequest('priceNotTicks', 'triggerPrice');
  }
  const quote = market.quote(instrument.symbol);
  if (!quote) throw AppError.badRequest('noQuote', 'symbol');
  if (quote.status === 'halted') throw AppError.badRequest('tradingHalted', 'symbol');
  const open = quote.status === 'open';
  const now = openingPrice(input.side, quote);
  let fillPrice: string | null = null;
  let restPrice = now ?? quote.last;
  let trigger: { triggerPrice: string | null; trailAnchor: string | null } = { triggerPrice: null, trailAnchor: null };
  if (input.type === 'market') {
    if (!open && settings.closedMarket === 'refuse') throw AppError.badRequest('marketClosedRefused', 'type');
    if (open) {
      if (now === null) throw AppError.badRequest('noQuote', 'symbol');
      fillPrice = now;
    }
  } else if (input.type === 'limit') {
    if (open && crosses(input.side, input.price!, quote)) fillPrice = now;
    restPrice = input.price!;
  } else {
    trigger = planTrigger(input, instrument, quote);
    // Held at the limit (stop-limit), else at the trigger: the price it is expected to fill at.
    restPrice = input.type === 'stop_limit' ? input.price! : trigger.triggerPrice!;
  }
  checkStops(input.side, fillPrice ?? restPrice, input, instrument.tickSize);
  return { instrument, settings, quote, fillPrice, restPrice, ...trigger };
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
      limitPrice: input.type === 'limit' || input.type === 'stop_limit' ? input.price! : null,
      triggerPrice: plan.triggerPrice,
      trailAmount: input.type === 'trailing_stop' ? (input.trailAmount ?? null) : null,
      trailPercent: input.type === 'trailing_stop' && input.trailAmount === undefined ? input.trailPercent! : null,
      trailAnchor: plan.trailAnchor,
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

/**
 * Holds the margin and fee of a resting order at its rest price: the limit (limit, stop-limit), the trigger (stop),
 * the level when placed (a trailing stop: the hold is not resized as the level trails; the fill checks the margin at
 * its own price), or the last price (a market order queued for the open).
 */
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
