// The ticket's inputs as typed, and what they become: the checks (the contracts' messages), the figures' query and
// the order's body. Pure, so the form, the figures and the confirm sheet agree on what the user asked for.
import {
  type MessageKey,
  type OrderSide,
  type OrderType,
  type PlaceOrderBody,
  type TicketQuery,
  type TimeInForce,
  TRADING_LIMITS,
} from '@platform/contracts';
import { onTick, PRICE_PATTERN } from './steps.ts';

export interface TicketValues {
  type: OrderType;
  side: OrderSide;
  price: string;
  quantity: string;
  leverage: string;
  stopLoss: string;
  takeProfit: string;
  timeInForce: TimeInForce;
}

export interface InstrumentSteps {
  lotSize: number;
  tickSize: string;
}

export const initialTicket = (side: OrderSide): TicketValues => ({
  type: 'market',
  side,
  price: '',
  quantity: '',
  leverage: '',
  stopLoss: '',
  takeProfit: '',
  timeInForce: 'gtc',
});

const isPrice = (text: string) => PRICE_PATTERN.test(text) && /[1-9]/.test(text);

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
  if (values.type === 'limit') {
    const price = values.price.trim();
    if (!isPrice(price)) errors.price = say('enterLimitPrice');
    else if (!onTick(price, steps.tickSize)) errors.price = say('priceNotTicks');
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
    ...(values.type === 'limit' && isPrice(price) ? { price } : {}),
  };
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
    ...(values.type === 'limit' ? { price: values.price.trim(), timeInForce: values.timeInForce } : {}),
    ...(stopLoss ? { stopLoss } : {}),
    ...(takeProfit ? { takeProfit } : {}),
  };
}
