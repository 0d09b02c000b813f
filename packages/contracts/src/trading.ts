// The trading center's domain (issue 13): a position-based margin account, the way the spec's order fields describe
// it. A buy opens a long position, a sell a short one; each position keeps its own open price, leverage, margin and
// fee rate; closing it (in full or in part) realises its P/L at the close price.

import { multiply, rounded, roundedUp, type Scaled, scaled, textOf } from './exact-decimal.ts';
import type { InstrumentClass } from './market.ts';
import { type Currency, compareDecimals } from './money.ts';

/**
 * market and limit act on the quote as placed; the rest wait for a trigger price first (issue 33 §1, as IBKR and
 * Webull define them): a buy stop triggers when the ask rises to or above its trigger, a sell stop when the bid falls
 * to or below it. On its trigger a stop fills at once at the market, a stop-limit becomes a limit at its limit price
 * (filling if marketable, else resting), and a trailing stop, whose trigger follows the best price seen since it was
 * placed at a distance (an amount, or a percent of that price), acts as a stop.
 */
export const ORDER_TYPES = ['market', 'limit', 'stop', 'stop_limit', 'trailing_stop'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
/** The types that wait for a trigger price. */
export const TRIGGERED_ORDER_TYPES = ['stop', 'stop_limit', 'trailing_stop'] as const satisfies readonly OrderType[];
export type TriggeredOrderType = (typeof TRIGGERED_ORDER_TYPES)[number];
export const isTriggeredType = (type: OrderType): type is TriggeredOrderType =>
  (TRIGGERED_ORDER_TYPES as readonly string[]).includes(type);
export const ORDER_SIDES = ['buy', 'sell'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];
/**
 * Where an order (and the position it opened) came from: the order ticket, a block trade at a house block offer
 * (issue 17 §2), the delivery of allotted IPO shares at their listing (issue 17 §1), or an institution's strategy
 * trading its house account (issue 17 §3). Shown as a tag in the records.
 */
export const ORDER_ORIGINS = ['ticket', 'block', 'ipo', 'institution', 'robot'] as const;
export type OrderOrigin = (typeof ORDER_ORIGINS)[number];
/** Day orders expire at the close of the session they were placed in (or, placed while closed, of the next one). */
export const TIME_IN_FORCE = ['day', 'gtc'] as const;
export type TimeInForce = (typeof TIME_IN_FORCE)[number];
/** pending = entrusted (resting until the quote crosses, or queued for the open). */
export const ORDER_STATUSES = ['pending', 'filled', 'cancelled', 'rejected', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const POSITION_STATES = ['open', 'closed'] as const;
export type PositionState = (typeof POSITION_STATES)[number];
/** How a position (or the part of it) was closed. */
export const CLOSE_REASONS = ['user', 'take_profit', 'stop_loss', 'stop_out'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
/** Why the trading feed says a position closed: a close reason, or its robot stopping (which closes as the user). */
export type PositionClosedReason = CloseReason | 'robot';

/** The classes an order can be placed in (indices are shown, never traded). */
export const TRADING_CLASSES = ['stock', 'future', 'forex', 'metal'] as const satisfies readonly InstrumentClass[];
export type TradingClass = (typeof TRADING_CLASSES)[number];
export const isTradingClass = (c: string): c is TradingClass => (TRADING_CLASSES as readonly string[]).includes(c);

/** Margin and P/L settle in the instrument's quote currency, so only instruments priced in these can be ordered. */
export const SETTLEMENT_CURRENCIES = ['USD', 'EUR'] as const satisfies readonly Currency[];
export type SettlementCurrency = (typeof SETTLEMENT_CURRENCIES)[number];
export const isSettlementCurrency = (c: string): c is SettlementCurrency =>
  (SETTLEMENT_CURRENCIES as readonly string[]).includes(c);

/** What a market order does while its instrument's session is closed: wait for the open, or be refused. */
export const CLOSED_MARKET_POLICIES = ['queue', 'refuse'] as const;
export type ClosedMarketPolicy = (typeof CLOSED_MARKET_POLICIES)[number];

/**
 * Operators' settings per class, shown on the ticket before confirming and copied onto each order and position.
 * Rates and levels are decimal fractions: a fee rate "0.001" is 0.1 % of the notional per fill; a margin-call level
 * "1" calls at equity = used margin (100 %), a stop-out level "0.5" closes positions below 50 %.
 */
export interface TradingSettings {
  leverages: number[];
  feeRate: string;
  marginCallLevel: string;
  stopOutLevel: string;
  closedMarket: ClosedMarketPolicy;
}

/** Where a new installation starts; operators change them in the back office (audited). */
export const DEFAULT_TRADING_SETTINGS: Record<TradingClass, TradingSettings> = {
  stock: {
    leverages: [1, 2, 5, 10],
    feeRate: '0.001',
    marginCallLevel: '1',
    stopOutLevel: '0.5',
    closedMarket: 'queue',
  },
  future: {
    leverages: [1, 5, 10, 20],
    feeRate: '0.0005',
    marginCallLevel: '1',
    stopOutLevel: '0.5',
    closedMarket: 'refuse',
  },
  forex: {
    leverages: [1, 10, 50, 100],
    feeRate: '0.0002',
    marginCallLevel: '1',
    stopOutLevel: '0.5',
    closedMarket: 'refuse',
  },
  metal: {
    leverages: [1, 5, 10, 20],
    feeRate: '0.0005',
    marginCallLevel: '1',
    stopOutLevel: '0.5',
    closedMarket: 'refuse',
  },
};

export const TRADING_LIMITS = {
  /** Leverages an operator may offer. */
  maxLeverage: 100,
  /** At most this many units in one order (a guard against typing mistakes, not a market limit). */
  maxQuantity: 10_000_000,
  maxFeeRate: '0.05',
  /** Pending (entrusted) orders one user may have at once. */
  maxPendingOrders: 200,
  /** A trailing stop's trail in percent of the best price seen: above 0, at most this, two decimals at most. */
  maxTrailPercent: 50,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Figures in exact decimals (exact-decimal.ts), shared by the server (what is booked) and the apps (what is shown
// live), so a floating P/L on the screen is computed exactly as the server computes it.

/**
 * A position's P/L at `mark`: (mark − open) × quantity × multiplier for a long, the opposite for a short, rounded to
 * `decimals` half away from zero.
 */
export function positionPnl(
  side: OrderSide,
  openPrice: string,
  mark: string,
  quantity: number,
  multiplier: number,
  decimals: number,
): string {
  const open = scaled(openPrice);
  const now = scaled(mark);
  const scale = Math.max(open.scale, now.scale);
  const align = (s: Scaled) => s.value * 10n ** BigInt(scale - s.scale);
  const move = side === 'buy' ? align(now) - align(open) : align(open) - align(now);
  return rounded({ value: move * BigInt(quantity) * BigInt(multiplier), scale }, decimals);
}

/** Sums signed decimal strings exactly, rounded to `decimals` half away from zero. */
export function sumDecimals(values: readonly string[], decimals: number): string {
  const parts = values.map(scaled);
  const scale = Math.max(decimals, ...parts.map((p) => p.scale));
  const total = parts.reduce((sum, p) => sum + p.value * 10n ** BigInt(scale - p.scale), 0n);
  return rounded({ value: total, scale }, decimals);
}

/** The price a position closes at now: the bid for a long (it sells), the ask for a short (it buys back). */
export const closingPrice = (side: OrderSide, quote: { bid: string | null; ask: string | null }) =>
  side === 'buy' ? quote.bid : quote.ask;
/** The price an order opening on `side` fills at now: the ask for a buy, the bid for a sell. */
export const openingPrice = (side: OrderSide, quote: { bid: string | null; ask: string | null }) =>
  side === 'buy' ? quote.ask : quote.bid;

/**
 * The handling fee of one fill: price × quantity × multiplier × fee rate, rounded up to `decimals` (never less than
 * the disclosed rate). The one computation behind every fee: the server books it (opening and closing a position)
 * and the ticket, the confirm sheet and the close dialog show it.
 */
export function tradeFee(
  price: string,
  quantity: number,
  multiplier: number,
  feeRate: string,
  decimals: number,
): string {
  const notional = multiply(scaled(price), { value: BigInt(quantity) * BigInt(multiplier), scale: 0 });
  return roundedUp(multiply(notional, scaled(feeRate)), decimals);
}

/**
 * A house block offer's prices at the last price `last`: the buy offer at last × (1 + band), the sell offer at
 * last × (1 − band), `bandPercent` in percent, each rounded to a whole tick towards the last price so both stay inside
 * the disclosed band. The server fills block orders at them and the block-trading screen shows them as quotes move.
 */
export function blockPrices(last: string, bandPercent: string, tickSize: string) {
  const price = scaled(last);
  const band = scaled(bandPercent);
  const tick = scaled(tickSize);
  const hundred = 100n * 10n ** BigInt(band.scale);
  /** last × (100 ± band) / 100, in whole ticks: rounded down (`up` false) or up. */
  const inTicks = (factor: bigint, up: boolean) => {
    const numerator = price.value * factor * 10n ** BigInt(tick.scale);
    const denominator = tick.value * 10n ** BigInt(price.scale + band.scale + 2);
    const whole = numerator / denominator;
    return up && whole * denominator < numerator ? whole + 1n : whole;
  };
  return {
    buyPrice: textOf(inTicks(hundred + band.value, false) * tick.value, tick.scale),
    sellPrice: textOf(inTicks(hundred - band.value, true) * tick.value, tick.scale),
  };
}

/** What an account's summary is computed from: one ledger reading and the floating P/L at one set of quotes. */
export interface MarginInputs {
  /** The trading account's ledger balance. */
  balance: string;
  /** The balance less every hold on it (position margins, pending orders' holds, any other hold). */
  available: string;
  /** Margin held for open positions. */
  usedMargin: string;
  floatingPnl: string;
}

export interface MarginFigures {
  /** balance + floating P/L */
  equity: string;
  /** available + floating P/L when it is a loss (gains are not lent against), never below 0 */
  freeMargin: string;
  /** equity ÷ used margin × 100, two decimals half away from zero; null without used margin */
  marginLevel: string | null;
}

/** What of a floating P/L counts against free margin: a loss in full, a gain not at all. */
export const floatingLoss = (floatingPnl: string) => (floatingPnl.startsWith('-') ? floatingPnl : '0');

/**
 * Equity, free margin and margin level from one snapshot. The server answers with these and the apps recompute them
 * at the live quotes with this same function, so no figure of a summary is older than another. With margin held
 * only for open positions, free margin = equity − used margin whenever the floating P/L is a loss.
 */
export function marginFigures(input: MarginInputs, decimals: number): MarginFigures {
  const equity = sumDecimals([input.balance, input.floatingPnl], decimals);
  const loss = floatingLoss(input.floatingPnl);
  const free = sumDecimals([input.available, loss], decimals);
  const freeMargin = free.startsWith('-') ? rounded({ value: 0n, scale: 0 }, decimals) : free;
  const used = scaled(input.usedMargin);
  let marginLevel: string | null = null;
  if (used.value > 0n) {
    const eq = scaled(equity);
    const scale = Math.max(eq.scale, used.scale);
    const num = eq.value * 10n ** BigInt(scale - eq.scale) * 10_000n;
    const den = used.value * 10n ** BigInt(scale - used.scale);
    const magnitude = num < 0n ? -num : num;
    const quotient = (2n * magnitude + den) / (2n * den);
    marginLevel = textOf(num < 0n ? -quotient : quotient, 2);
  }
  return { equity, freeMargin, marginLevel };
}

// ---------------------------------------------------------------------------------------------------------------
// Stop triggers (issue 33 §1)

/** The side of the quote a stop on `side` watches: the ask for a buy, the bid for a sell (its opening price). */
export const stopWatches = (side: OrderSide): 'bid' | 'ask' => (side === 'buy' ? 'ask' : 'bid');

/** Whether a stop on `side` at `trigger` is reached by the quote: the ask at or above it (buy), the bid at or below (sell). */
export function stopReached(side: OrderSide, trigger: string, quote: { bid: string | null; ask: string | null }) {
  const price = openingPrice(side, quote);
  if (price === null) return false;
  return side === 'buy' ? compareDecimals(price, trigger) >= 0 : compareDecimals(price, trigger) <= 0;
}

/** A trailing stop's distance: an amount in the price's currency, or a percent of the best price seen. */
export interface Trail {
  amount: string | null;
  percent: string | null;
}

/**
 * The best price a trailing stop on `side` has seen once `price` is seen: the highest bid for a sell, the lowest ask
 * for a buy.
 */
export const trailAnchor = (side: OrderSide, anchor: string, price: string) =>
  side === 'sell'
    ? compareDecimals(price, anchor) > 0
      ? price
      : anchor
    : compareDecimals(price, anchor) < 0
      ? price
      : anchor;

/**
 * A trailing stop's trigger level from the best price seen (`anchor`): anchor − trail for a sell, anchor + trail for a
 * buy, the trail being its amount or anchor × percent ÷ 100. Rounded to a whole tick towards the market (up for a
 * sell, down for a buy), so the distance is never wider than the one asked for. The engine's set-based update of the
 * anchors computes the same (trailing-anchors.ts), and a test holds the two to it.
 */
export function trailingStopLevel(side: OrderSide, anchor: string, trail: Trail, tickSize: string): string {
  const a = scaled(anchor);
  const tick = scaled(tickSize);
  let numerator: bigint;
  let scale: number;
  if (trail.amount !== null) {
    const m = scaled(trail.amount);
    scale = Math.max(a.scale, m.scale);
    const av = a.value * 10n ** BigInt(scale - a.scale);
    const mv = m.value * 10n ** BigInt(scale - m.scale);
    numerator = side === 'sell' ? av - mv : av + mv;
  } else {
    const p = scaled(trail.percent ?? '0');
    const hundred = 100n * 10n ** BigInt(p.scale);
    numerator = a.value * (side === 'sell' ? hundred - p.value : hundred + p.value);
    scale = a.scale + p.scale + 2;
  }
  // units of a tick: numerator / 10^scale / (tick.value / 10^tick.scale)
  const top = numerator * 10n ** BigInt(tick.scale);
  const bottom = tick.value * 10n ** BigInt(scale);
  let units = top / bottom;
  const exact = units * bottom === top;
  if (!exact && side === 'sell' && top > 0n) units += 1n;
  if (!exact && side === 'buy' && top < 0n) units -= 1n;
  return textOf(units * tick.value, tick.scale);
}
