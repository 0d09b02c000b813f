import { CURRENCIES, type Currency } from '@platform/contracts';
import type { TFunction } from 'i18next';

/** Native select options for currencies: "USDT · Tether USD". */
export const currencyOptions = (t: TFunction, currencies: readonly Currency[] = CURRENCIES) =>
  currencies.map((c) => ({ value: c, label: `${c} · ${t(`money:currency.${c}`)}` }));
