import type { IpoOfferingView } from '@platform/contracts';
import type { TranslateIn } from '@platform/ui';
import { displayAmount } from '@platform/ui';
import type { IPO } from './texts.ts';

/** The subscription price as users read it: the final price once set, else the announced range. */
export function priceText(offering: IpoOfferingView, t: TranslateIn<typeof IPO>): string {
  const { currency, finalPrice, priceLow, priceHigh } = offering;
  if (finalPrice !== null) return `${displayAmount(finalPrice, currency)} ${currency}`;
  if (priceLow === priceHigh) return `${displayAmount(priceHigh, currency)} ${currency}`;
  return t('priceRange', {
    low: displayAmount(priceLow, currency),
    high: displayAmount(priceHigh, currency),
    currency,
  });
}
