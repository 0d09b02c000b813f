import { type Currency, formatAmount, isCrypto, isFiat } from '@platform/contracts';
import { groupDigits, trimZeros } from '../format/number-format.ts';

const isCurrency = (code: string): code is Currency => isFiat(code) || isCrypto(code);

/**
 * An amount as the screens show it, grouped: fiat padded to its cents (`1,890.00`); a digital currency without
 * meaningless trailing zeros but at least two places and every significant one kept, never rounded (`150.00` USDT,
 * `0.0002` BTC, not `150.000000` or `0.00020000`). A currency the ledger does not keep keeps the decimals it was sent with.
 */
export function displayAmount(amount: string, currency?: string | null): string {
  if (currency && isCrypto(currency)) return trimZeros(amount, 2);
  return formatAmount(amount, currency && isCurrency(currency) ? currency : undefined);
}

/**
 * An amount with its currency code, as text: `1,890.00 USD`, through the same formatter as every amount on screen.
 * Empty without an amount.
 */
export function formatMoney(amount: string | null | undefined, currency: string | null | undefined): string {
  if (!amount) return '';
  const shown = displayAmount(amount, currency);
  return currency ? `${shown} ${currency}` : shown;
}

/**
 * A price with its currency code, grouped, every decimal it was quoted with kept (a price has its instrument's tick,
 * not the currency's cents): `15,800.25 USD`, `1.08412 USD`. Empty without a price.
 */
export function formatPrice(price: string | null | undefined, currency?: string | null): string {
  if (!price) return '';
  const shown = groupDigits(price);
  return currency ? `${shown} ${currency}` : shown;
}
