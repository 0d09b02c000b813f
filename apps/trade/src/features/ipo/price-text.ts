import type { IpoOfferingView } from '@platform/contracts';
import { displayAmount } from '@platform/ui';
import type { TFunction } from 'i18next';

/** The subscription price as users read it: the final price once set, else the announced range. */
export function priceText(offering: IpoOfferingView, t: TFunction): string {
  const { currency, finalPrice, priceLow, priceHigh } = offering;
  if (finalPrice !== null) return `${displayAmount(finalPrice, currency)} ${currency}`;
  if (priceLow === priceHigh) return `${displayAmount(priceHigh, currency)} ${currency}`;
  return t('priceRange', {
    low: displayAmount(priceLow, currency),
    high: displayAmount(priceHigh, currency),
    currency,
  });
}
