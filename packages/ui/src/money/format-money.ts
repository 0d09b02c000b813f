import { type Currency, formatAmount, isCrypto, isFiat } from '@platform/contracts';

const isCurrency = (code: string): code is Currency => isFiat(code) || isCrypto(code);

/**
 * An amount with its currency code, as text: `1,890.00 USD`, through the same formatter as every amount on screen. A
 * currency the ledger does not keep (a claim in JPY) keeps the decimals it was sent with. Empty without an amount.
 */
export function formatMoney(amount: string | null | undefined, currency: string | null | undefined): string {
  if (!amount) return '';
  const shown = formatAmount(amount, currency && isCurrency(currency) ? currency : undefined);
  return currency ? `${shown} ${currency}` : shown;
}
