// The trading center's requests and views (issue 13), shared by the server and the apps.
// Quantities are whole units (shares, contracts, base-currency units, ounces) in steps of the instrument's lot size;
// prices are decimal strings in steps of its tick size; money is a decimal string in the settlement currency.
import { INSTRUMENT_CLASSES } from './market.ts';
import { TRADING_MESSAGES as T } from './messages-trading.ts';
import { idParam, pageFields } from './money-api.ts';
import { numberInput } from './number-input.ts';
import {
  CLOSE_REASONS,
  CLOSED_MARKET_POLICIES,
  ORDER_ORIGINS,
  ORDER_SIDES,
  ORDER_STATUSES,
  ORDER_TYPES,
  POSITION_STATES,
  SETTLEMENT_CURRENCIES,
  TIME_IN_FORCE,
  TRADING_CLASSES,
  TRADING_LIMITS,
} from './trading.ts';
import { z } from './zod.ts';

const symbolSchema = z.string().trim().min(1).max(16);
const priceInput = z
  .string({ error: T.enterLimitPrice.en })
  .regex(/^(0|[1-9]\d{0,9})(\.\d{1,10})?$/, { message: T.enterLimitPrice.en })
  .refine((v) => Number(v) > 0, { message: T.enterLimitPrice.en });
const triggerInput = z
  .string({ error: T.enterTriggerPrice.en })
  .regex(/^(0|[1-9]\d{0,9})(\.\d{1,10})?$/, { message: T.enterTriggerPrice.en })
  .refine((v) => Number(v) > 0, { message: T.enterTriggerPrice.en });
const trailAmountInput = z
  .string({ error: T.enterTrail.en })
  .regex(/^(0|[1-9]\d{0,9})(\.\d{1,10})?$/, { message: T.enterTrail.en })
  .refine((v) => Number(v) > 0, { message: T.enterTrail.en });
/** A percent above 0 and at most the limit, with at most two decimals. */
const trailPercentInput = z
  .string({ error: T.trailPercentRange.en })
  .regex(/^\d{1,3}(\.\d{1,2})?$/, { message: T.trailPercentRange.en })
  .refine((v) => Number(v) > 0 && Number(v) <= TRADING_LIMITS.maxTrailPercent, { message: T.trailPercentRange.en });
const quantityInput = numberInput(
  z
    .number({ error: T.addQuantity.en })
    .int({ message: T.quantityNotLots.en })
    .min(1, { message: T.addQuantity.en })
    .max(TRADING_LIMITS.maxQuantity, { message: T.quantityTooLarge.en }),
);
/**
 * A quantity as an order or a close asks for it: any positive number up to the limit. Whether it is a whole number of
 * the instrument's lots is checked with the instrument, so the refusal can name its lot size.
 */
const quantityAsked = numberInput(
  z
    .number({ error: T.addQuantity.en })
    .positive({ message: T.addQuantity.en })
    .max(TRADING_LIMITS.maxQuantity, { message: T.quantityTooLarge.en }),
);
const leverageInput = numberInput(
  z
    .number({ error: T.chooseLeverage.en })
    .int({ message: T.chooseLeverage.en })
    .min(1, { message: T.chooseLeverage.en })
    .max(TRADING_LIMITS.maxLeverage, { message: T.chooseLeverage.en }),
);

const decimal = z.string();
const time = z.string();

/** What each type needs besides the quantity: a limit price, a trigger price, a trail (amount or percent). */
function checkTypeFields(
  value: {
    type: (typeof ORDER_TYPES)[number];
    price?: string | undefined;
    triggerPrice?: string | undefined;
    trailAmount?: string | undefined;
    trailPercent?: string | undefined;
  },
  ctx: z.RefinementCtx,
) {
  const needs = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });
  if ((value.type === 'limit' || value.type === 'stop_limit') && value.price === undefined) {
    needs('price', T.enterLimitPrice.en);
  }
  if ((value.type === 'stop' || value.type === 'stop_limit') && value.triggerPrice === undefined) {
    needs('triggerPrice', T.enterTriggerPrice.en);
  }
  if (value.type === 'trailing_stop') {
    if (value.trailAmount === undefined && value.trailPercent === undefined) needs('trailAmount', T.enterTrail.en);
    if (value.trailAmount !== undefined && value.trailPercent !== undefined) {
      needs('trailPercent', T.trailAmountOrPercent.en);
    }
  }
}

/**
 * A new order. `price` is the limit price, required for a limit and a stop-limit; `triggerPrice` is required for a
 * stop and a stop-limit; a trailing stop takes its trail as `trailAmount` (in the price's currency) or `trailPercent`.
 * A field a type does not use is not read. Stops (stop-loss, take-profit) are optional.
 */
export const placeOrderBody = z
  .object({
    symbol: symbolSchema,
    type: z.enum(ORDER_TYPES),
    side: z.enum(ORDER_SIDES),
    quantity: quantityAsked,
    leverage: leverageInput,
    price: priceInput.optional(),
    triggerPrice: triggerInput.optional(),
    trailAmount: trailAmountInput.optional(),
    trailPercent: trailPercentInput.optional(),
    timeInForce: z.enum(TIME_IN_FORCE).default('gtc'),
    stopLoss: priceInput.optional(),
    takeProfit: priceInput.optional(),
  })
  .superRefine(checkTypeFields);
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

/** What the ticket discloses before confirming, computed by the server at the current quote. */
export const ticketQuery = z.object({
  symbol: symbolSchema,
  side: z.enum(ORDER_SIDES),
  type: z.enum(ORDER_TYPES).default('market'),
  leverage: leverageInput.optional(),
  quantity: quantityInput.optional(),
  /** The limit price (limit, stop-limit). */
  price: priceInput.optional(),
  triggerPrice: triggerInput.optional(),
  trailAmount: trailAmountInput.optional(),
  trailPercent: trailPercentInput.optional(),
});
export type TicketQuery = z.input<typeof ticketQuery>;

export const tradingSettingsView = z.object({
  class: z.enum(TRADING_CLASSES),
  leverages: z.array(z.number().int()),
  feeRate: decimal,
  marginCallLevel: decimal,
  stopOutLevel: decimal,
  closedMarket: z.enum(CLOSED_MARKET_POLICIES),
  updatedAt: time,
});
export type TradingSettingsView = z.infer<typeof tradingSettingsView>;

/** An account's figures in one settlement currency, from its ledger balance and its open positions at `time`. */
export const tradingAccountView = z.object({
  currency: z.enum(SETTLEMENT_CURRENCIES),
  /** The trading account's ledger balance (margins held are part of it). */
  balance: decimal,
  /** Margin held for open positions. */
  usedMargin: decimal,
  /** Margin and fees held for pending orders. */
  pendingMargin: decimal,
  floatingPnl: decimal,
  /** balance + floating P/L */
  equity: decimal,
  /** The balance less every hold on it (position margins, pending orders, any other hold). */
  available: decimal,
  /** What a new order can use: the available balance, less any floating loss (contracts' marginFigures). */
  freeMargin: decimal,
  /** equity / used margin, as a percentage with two decimals; null without open positions. */
  marginLevel: decimal.nullable(),
  /** Equity at which a margin call is made and positions are stopped out, from each position's disclosed levels. */
  marginCallEquity: decimal,
  stopOutEquity: decimal,
  status: z.enum(['ok', 'margin_call']),
  time: z.number().int(),
});
export type TradingAccountView = z.infer<typeof tradingAccountView>;

export const tradingAccountsView = z.object({ accounts: z.array(tradingAccountView) });

export const ticketView = z.object({
  symbol: z.string(),
  name: z.string(),
  class: z.enum(INSTRUMENT_CLASSES),
  currency: z.enum(SETTLEMENT_CURRENCIES),
  lotSize: z.number().int(),
  tickSize: z.string(),
  multiplier: z.number(),
  marketStatus: z.enum(['open', 'closed', 'halted']),
  settings: tradingSettingsView,
  bid: decimal.nullable(),
  ask: decimal.nullable(),
  /** The side the figures are for. */
  side: z.enum(ORDER_SIDES),
  /**
   * The price the figures are at: the price a market order would fill at now, the limit price (limit, stop-limit),
   * the trigger price (stop), or a trailing stop's trigger level at the current price.
   */
  price: decimal.nullable(),
  /** A stop's trigger price, or a trailing stop's level now; null for market and limit orders. */
  triggerPrice: decimal.nullable(),
  /**
   * What is held while the order waits (its margin and fee at `price`, released in full when it is cancelled or
   * expires); null for a market order, which fills at once.
   */
  heldAmount: decimal.nullable(),
  leverage: z.number().int(),
  quantity: z.number().int().nullable(),
  notional: decimal.nullable(),
  margin: decimal.nullable(),
  /** The opening fee, charged when the order fills. */
  fee: decimal.nullable(),
  /** The price the position would close at now (the bid for a buy, the ask for a sell): the closing fee's estimate. */
  closePrice: decimal.nullable(),
  /** The closing fee estimated at `closePrice`; charged at the price the position actually closes at. */
  closeFee: decimal.nullable(),
  /** fee + closeFee: both sides' fees, estimated. */
  roundTripFee: decimal.nullable(),
  /** margin + fee: what the order takes from free margin. */
  total: decimal.nullable(),
  freeMargin: decimal,
  /** The largest quantity free margin allows at this price and leverage (full position), and half of it. */
  fullQuantity: z.number().int(),
  halfQuantity: z.number().int(),
});
export type TicketView = z.infer<typeof ticketView>;

export const orderView = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  currency: z.enum(SETTLEMENT_CURRENCIES),
  type: z.enum(ORDER_TYPES),
  side: z.enum(ORDER_SIDES),
  timeInForce: z.enum(TIME_IN_FORCE),
  quantity: z.number().int(),
  leverage: z.number().int(),
  feeRate: decimal,
  limitPrice: decimal.nullable(),
  // The trigger fields (issue 33 §1) default to null: an answer saved for an idempotent replay before they were
  // added has none.
  /** A stop's or stop-limit's trigger price; a trailing stop's current trigger level (it moves with the market). */
  triggerPrice: decimal.nullable().default(null),
  /** A trailing stop's trail: an amount in the price's currency, or a percent of the best price seen. */
  trailAmount: decimal.nullable().default(null),
  trailPercent: decimal.nullable().default(null),
  /** The best price a trailing stop has seen since it was placed: the highest bid (sell) or lowest ask (buy). */
  trailAnchor: decimal.nullable().default(null),
  /** When its trigger was reached (a stop-limit that did not fill then rests as a limit). */
  triggeredAt: time.nullable().default(null),
  stopLoss: decimal.nullable(),
  takeProfit: decimal.nullable(),
  status: z.enum(ORDER_STATUSES),
  /** The ticket, a block trade or an IPO delivery. */
  origin: z.enum(ORDER_ORIGINS),
  /** Why it was rejected, expired or cancelled, in words. */
  reason: z.string().nullable(),
  /**
   * Held while pending: margin and fee at the limit price (limit, stop-limit), the trigger price (stop), the trigger
   * level when placed (trailing stop), or the last price (a market order waiting for the open).
   */
  heldAmount: decimal,
  fillPrice: decimal.nullable(),
  /** notional at the fill price */
  amount: decimal.nullable(),
  margin: decimal.nullable(),
  fee: decimal.nullable(),
  positionId: z.number().int().nullable(),
  createdAt: time,
  filledAt: time.nullable(),
  endedAt: time.nullable(),
  expiresAt: time.nullable(),
});
export type OrderView = z.infer<typeof orderView>;

export const positionView = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  /** Its order's origin. */
  origin: z.enum(ORDER_ORIGINS),
  symbol: z.string(),
  name: z.string(),
  currency: z.enum(SETTLEMENT_CURRENCIES),
  side: z.enum(ORDER_SIDES),
  quantity: z.number().int(),
  lotSize: z.number().int(),
  multiplier: z.number(),
  leverage: z.number().int(),
  feeRate: decimal,
  openPrice: decimal,
  openedAt: time,
  margin: decimal,
  /** The opening fee (its share, for a part closed). */
  openFee: decimal,
  stopLoss: decimal.nullable(),
  takeProfit: decimal.nullable(),
  state: z.enum(POSITION_STATES),
  /** Open: the current closing price and P/L at it; closed: null. */
  markPrice: decimal.nullable(),
  floatingPnl: decimal.nullable(),
  closePrice: decimal.nullable(),
  closedAt: time.nullable(),
  closeFee: decimal.nullable(),
  realizedPnl: decimal.nullable(),
  closeReason: z.enum(CLOSE_REASONS).nullable(),
  /** A loss beyond what the account held, absorbed by the house (a stop-out in a gap). */
  absorbedLoss: decimal.nullable(),
});
export type PositionView = z.infer<typeof positionView>;

export const ordersQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  symbol: symbolSchema.optional(),
  ...pageFields,
});
export const positionsQuery = z.object({
  state: z.enum(POSITION_STATES).default('open'),
  symbol: symbolSchema.optional(),
  ...pageFields,
});
export type OrdersQuery = z.input<typeof ordersQuery>;
export type PositionsQuery = z.input<typeof positionsQuery>;

export const tradingIdParams = z.object({ id: idParam });

/** Closes `quantity` units of the position (lots of the instrument), or all of it when omitted. */
export const closePositionBody = z.object({ quantity: quantityAsked.optional() });

/** Sets (a price) or clears (null or left out) the position's stop-loss and take-profit. */
export const positionStopsBody = z.object({
  stopLoss: priceInput.nullish().transform((v) => v ?? null),
  takeProfit: priceInput.nullish().transform((v) => v ?? null),
});

export const placeOrderResult = z.object({ order: orderView, position: positionView.nullable() });
export const closePositionResult = z.object({ closed: positionView, remaining: positionView.nullable() });
