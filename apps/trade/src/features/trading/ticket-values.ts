// The ticket's inputs as typed, and what they become: the checks (the contracts' messages), the figures' query and
// the order's body. Pure, so the form, the figures and the confirm sheet agree on what the user asked for.
import {
  type MessageKey,
  type OrderSide,
  type OrderType,
  type PlaceOrderBody,
  stopReached,
  type TicketQuery,
  type TimeInForce,
  TRADING_LIMITS,
} from '@platform/contracts';
import { onTick, PRICE_PATTERN } from './steps.ts';

export interface TicketValues {
  type: OrderType;
  side: OrderSide;
  /** The limit price (limit, stop-limit). */
  price: string;
  /** A stop's or stop-limit's trigger price. */
  triggerPrice: string;
  /** A trailing stop's trail: by an amount or by a percent, and each as typed. */
  trailBy: 'amount' | 'percent';
  trailAmount: string;
  trailPercent: string;
  quantity: string;
  leverage: string;
  stopLoss: string;
  takeProfit: string;
  timeInForce: TimeInForce;
}

export interface InstrumentSteps {
  lotSize: number;
  tickSize: string;
  /** The quote the figures were worked out at: a stop's trigger must be beyond it. */
  bid?: string | null;
  ask?: string | null;
}

export const initialTicket = (side: OrderSide): TicketValues => ({
  type: 'market',
  side,
  price: '',
  triggerPrice: '',
  trailBy: 'amount',
  trailAmount: '',
  trailPercent: '',
  quantity: '',
  leverage: '',
  stopLoss: '',
  takeProfit: '',
  timeInForce: 'gtc',
});

const isPrice = (text: string) => PRICE_PATTERN.test(text) && /[1-9]/.test(text);
const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
const isPercent = (text: string) =>
  PERCENT_PATTERN.test(text) && Number(text) > 0 && Number(text) <= TRADING_LIMITS.maxTrailPercent;
const hasLimit = (type: OrderType) => type === 'limit' || type === 'stop_limit';
const hasTrigger = (type: OrderType) => type === 'stop' || type === 'stop_limit';

/** The quantity typed, as a whole number within the order limit; null when it is not one. */
export function quantityOf(text: string): number | null {
  const value = text.trim();
  if (!/^\d{1,9}$/.test(value)) return null;
  const quantity = Number(value);
  return quantity <= TRADING_LIMITS.maxQuantity ? quantity : null;
}

type Say = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * Why a typed quantity cannot be ordered, or null: none typed; a number that is not a whole number of lots ('1.5',
 * or 150 in lots of 100) says so and names the lot size; past the order limit.
 */
export function quantityError(text: string, lotSize: number, say: Say): string | null {
  const typed = text.trim();
  if (/^\d+$/.test(typed) && !/^0+$/.test(typed)) {
    if (quantityOf(typed) === null) return say('quantityTooLarge');
    return Number(typed) % lotSize === 0 ? null : say('quantityLotSize', { lot: lotSize });
  }
  // A positive decimal ('1.5', '0.5', '2.'): a quantity, only not in whole lots.
  if (/^\d*\.\d*$/.test(typed) && /[1-9]/.test(typed)) return say('quantityLotSize', { lot: lotSize });
  return say('addQuantity');
}

/** Field errors before anything is sent; the server checks the same again (and the stops' sides). */
export function ticketErrors(
  values: TicketValues,
  steps: InstrumentSteps,
  say: Say,
  invalidPrice: string,
): Partial<Record<keyof TicketValues, string>> {
  const errors: Partial<Record<keyof TicketValues, string>> = {};
  const quantity = quantityError(values.quantity, steps.lotSize, say);
  if (quantity) errors.quantity = quantity;
  if (hasLimit(values.type)) {
    const price = values.price.trim();
    if (!isPrice(price)) errors.price = say('enterLimitPrice');
    else if (!onTick(price, steps.tickSize)) errors.price = say('priceNotTicks');
  }
  if (hasTrigger(values.type)) {
    const trigger = values.triggerPrice.trim();
    const watched = values.side === 'buy' ? steps.ask : steps.bid;
    if (!isPrice(trigger)) errors.triggerPrice = say('enterTriggerPrice');
    else if (!onTick(trigger, steps.tickSize)) errors.triggerPrice = say('priceNotTicks');
    else if (watched && stopReached(values.side, trigger, { bid: watched, ask: watched })) {
      errors.triggerPrice = say('stopWouldTrigger');
    }
  }
  if (values.type === 'trailing_stop') {
    if (values.trailBy === 'amount') {
      const amount = values.trailAmount.trim();
      if (!isPrice(amount)) errors.trailAmount = say('enterTrail');
      else if (!onTick(amount, steps.tickSize)) errors.trailAmount = say('priceNotTicks');
    } else if (!isPercent(values.trailPercent.trim())) errors.trailPercent = say('trailPercentRange');
  }
  for (const field of ['stopLoss', 'takeProfit'] as const) {
    const price = values[field].trim();
    if (!price) continue;
    if (!isPrice(price)) errors[field] = invalidPrice;
    else if (!onTick(price, steps.tickSize)) errors[field] = say('priceNotTicks');
  }
  return errors;
}

/** What the figures are asked for: only the inputs that are well formed. */
export function ticketQueryOf(symbol: string, values: TicketValues): TicketQuery {
  const quantity = quantityOf(values.quantity);
  const price = values.price.trim();
  return {
    symbol,
    side: values.side,
    type: values.type,
    ...(values.leverage ? { leverage: Number(values.leverage) } : {}),
    ...(quantity ? { quantity } : {}),
    ...(hasLimit(values.type) && isPrice(price) ? { price } : {}),
    ...trigger(values, (text) => isPrice(text), isPercent),
  };
}

/** The trigger fields of the type, those well formed (all, for the order: they passed `ticketErrors`). */
function trigger(values: TicketValues, isAmount: (text: string) => boolean, isPercentText: (text: string) => boolean) {
  const triggerPrice = values.triggerPrice.trim();
  const trailAmount = values.trailAmount.trim();
  const trailPercent = values.trailPercent.trim();
  if (hasTrigger(values.type)) return isAmount(triggerPrice) ? { triggerPrice } : {};
  if (values.type !== 'trailing_stop') return {};
  if (values.trailBy === 'amount') return isAmount(trailAmount) ? { trailAmount } : {};
  return isPercentText(trailPercent) ? { trailPercent } : {};
}

/** The order as placed, from inputs that passed `ticketErrors`. */
export function orderBodyOf(symbol: string, values: TicketValues): PlaceOrderBody {
  const stopLoss = values.stopLoss.trim();
  const takeProfit = values.takeProfit.trim();
  return {
    symbol,
    type: values.type,
    side: values.side,
    quantity: Number(values.quantity.trim()),
    leverage: Number(values.leverage),
    ...(hasLimit(values.type) ? { price: values.price.trim() } : {}),
    ...trigger(
      values,
      () => true,
      () => true,
    ),
    ...(values.type === 'market' ? {} : { timeInForce: values.timeInForce }),
    ...(stopLoss ? { stopLoss } : {}),
    ...(takeProfit ? { takeProfit } : {}),
  };
}
