import { CURRENCIES, type Currency } from '@platform/contracts';
import type { TranslateIn } from '@platform/ui';
import type { MONEY } from './texts.ts';

/** Native select options for currencies: "USDT · Tether USD". */
export const currencyOptions = (t: TranslateIn<typeof MONEY>, currencies: readonly Currency[] = CURRENCIES) =>
  currencies.map((c) => ({ value: c, label: `${c} · ${t(`currency.${c}`)}` }));
