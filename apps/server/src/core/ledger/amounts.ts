// The server's one decimal type: big.js over the exact strings PostgreSQL's numeric gives and takes.
import { CURRENCY_DECIMALS, type Currency, type FeeRule } from '@platform/contracts';
import Big from 'big.js';

export { Big };

export const big = (value: string | Big) => new Big(value);
export const ZERO = new Big(0);

/** The amount as the API shows it: exactly the currency's decimal places (amounts never carry more). */
export const show = (value: string | Big, currency: Currency) => new Big(value).toFixed(CURRENCY_DECIMALS[currency]);

/** fee = max(minimum, amount × rate rounded up to the currency's decimals) — the disclosed schedule, exactly. */
export function withdrawalFee(rule: FeeRule, amount: string | Big): Big {
  const proportional = new Big(amount).times(rule.rate).round(CURRENCY_DECIMALS[rule.currency], Big.roundUp);
  return proportional.gt(rule.minimum) ? proportional : new Big(rule.minimum);
}
