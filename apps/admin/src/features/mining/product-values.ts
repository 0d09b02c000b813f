// The product form's values and what the server takes, and the errors each field shows: the contract's own messages
// for prices, term and hash rates (the server's words, in the operator's language); short hints for the texts.
import type { FormErrors } from '@mantine/form';
import {
  type AdminMiningProductView,
  type MiningCoin,
  type MiningProductBody,
  miningProductBody,
} from '@platform/contracts';
import { schemaErrors } from '../../shared/forms.ts';

export interface ProductValues {
  name: string;
  description: string;
  pool: string;
  coin: MiningCoin;
  pricePerTh: string;
  electricityPerThDay: string;
  termDays: number | string;
  minHashRate: number | string;
  maxHashRate: number | string;
  active: boolean;
  reason: string;
}

export const emptyProductValues: ProductValues = {
  name: '',
  description: '',
  pool: '',
  coin: 'BTC',
  pricePerTh: '',
  electricityPerThDay: '',
  termDays: 30,
  minHashRate: 1,
  maxHashRate: 1000,
  active: true,
  reason: '',
};

export function valuesOf(product: AdminMiningProductView): ProductValues {
  return {
    name: product.name,
    description: product.description,
    pool: product.pool,
    coin: product.coin,
    pricePerTh: product.pricePerTh,
    electricityPerThDay: product.electricityPerThDay,
    termDays: product.termDays,
    minHashRate: product.minHashRate,
    maxHashRate: product.maxHashRate,
    active: product.active,
    reason: '',
  };
}

const numberOrText = (v: number | string) => (typeof v === 'number' ? v : v.trim());

export function toBody(values: ProductValues): MiningProductBody {
  return {
    ...values,
    pricePerTh: values.pricePerTh.trim(),
    electricityPerThDay: values.electricityPerThDay.trim(),
    termDays: numberOrText(values.termDays) as number,
    minHashRate: numberOrText(values.minHashRate) as number,
    maxHashRate: numberOrText(values.maxHashRate) as number,
  };
}

/**
 * The first error of each field, by the same schema the server checks: the contract's message where the catalogue has
 * one, else the field's own hint (the texts' lengths, where zod's generic message would show).
 */
export const productErrors = (values: ProductValues, language: string, hint: (field: string) => string): FormErrors =>
  schemaErrors(miningProductBody, toBody(values), language, { hint });
