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

/** Field errors before anything is sent; the server checks the same again (and the stops' sides). */
export function ticketErrors(
  values: TicketValues,
  steps: InstrumentSteps,
  say: (key: MessageKey) => string,
  invalidPrice: string,
): Partial<Record<keyof TicketValues, string>> {
  const errors: Partial<Record<keyof TicketValues, string>> = {};
  const typed = values.quantity.trim();
  if (!/^\d+$/.test(typed) || /^0+$/.test(typed)) errors.quantity = say('addQuantity');
  else if (quantityOf(typed) === null) errors.quantity = say('quantityTooLarge');
  else if (Number(typed) % steps.lotSize !== 0) errors.quantity = say('quantityNotLots');
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
