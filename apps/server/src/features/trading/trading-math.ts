// The trading center's money arithmetic, exact (big.js): notional, margin, fee, and position sizing from free margin.
// Margin and fees round up to the currency's cents, so what is held or charged is never less than disclosed.
import { CODES, CURRENCY_DECIMALS, type Currency, MESSAGES, tradeFee } from '@platform/contracts';
import { Big } from '../../core/ledger/amounts.ts';
import { AppError } from '../../lib/app-error.ts';

export const notionalOf = (price: string, quantity: number, multiplier: number) =>
  new Big(price).times(quantity).times(multiplier);

export const marginOf = (notional: Big, leverage: number, currency: Currency) =>
  notional.div(leverage).round(CURRENCY_DECIMALS[currency], Big.roundUp);

/** The fee on `notional`: contracts' tradeFee, the computation the apps show (rounded up to the currency's cents). */
export const feeOf = (notional: Big, feeRate: string, currency: Currency) =>
  new Big(tradeFee(notional.toFixed(), 1, 1, feeRate, CURRENCY_DECIMALS[currency]));

/** What an order of `quantity` at `price` takes from free margin: its margin and its fee. */
export function costOf(input: {
  price: string;
  quantity: number;
  multiplier: number;
  leverage: number;
  feeRate: string;
  currency: Currency;
}) {
  const notional = notionalOf(input.price, input.quantity, input.multiplier);
  const margin = marginOf(notional, input.leverage, input.currency);
  const fee = feeOf(notional, input.feeRate, input.currency);
  return { notional, margin, fee, total: margin.plus(fee) };
}

/** The largest whole number of lots whose margin and fee fit in `free` (a full position); 0 when none fits. */
export function fullQuantity(input: {
  free: Big;
  price: string;
  multiplier: number;
  leverage: number;
  feeRate: string;
  lotSize: number;
  currency: Currency;
  max: number;
}): number {
  if (input.free.lte(0) || new Big(input.price).lte(0)) return 0;
  const perUnit = new Big(input.price)
    .times(input.multiplier)
    .times(new Big(1).div(input.leverage).plus(input.feeRate));
  const lots = Math.min(
    Math.floor(input.max / input.lotSize),
    Number(input.free.div(perUnit).div(input.lotSize).round(0, Big.roundDown)),
  );
  // Rounding margin and fee up to cents can push the estimate over by a lot; step back until it fits.
  for (let n = lots; n > 0; n -= 1) {
    if (costOf({ ...input, quantity: n * input.lotSize }).total.lte(input.free)) return n * input.lotSize;
  }
  return 0;
}

/** Half of a full position, rounded down to the lot size. */
export const halfOf = (full: number, lotSize: number) => Math.floor(full / lotSize / 2) * lotSize;

/** True when `price` is a whole number of ticks. */
export const onTick = (price: string, tickSize: string) => new Big(price).mod(tickSize).eq(0);

/** Refuses a quantity that is not a whole number of lots, naming the lot size (so '1.5' says why). */
export function checkWholeLots(quantity: number, lotSize: number) {
  if (Number.isInteger(quantity) && quantity % lotSize === 0) return;
  const message = MESSAGES.quantityLotSize.en;
  throw new AppError(CODES.badRequest, 'quantityLotSize', message, [{ field: 'quantity', message }], { lot: lotSize });
}
