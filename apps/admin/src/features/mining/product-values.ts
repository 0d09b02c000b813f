// The product form's values and what the server takes, and the errors each field shows: the contract's own messages
// for prices, term and hash rates (the server's words, in the operator's language); short hints for the texts.
import type { FormErrors } from '@mantine/form';
import {
  type AdminMiningProductView,
  type MiningCoin,
  type MiningProductBody,
  miningProductBody,
  translateMessage,
} from '@platform/contracts';

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

/** Fields whose own hint reads better than the schema's generic length message. */
const HINTED = ['name', 'pool', 'description'] as const;

/** The first error of each field, by the same schema the server checks. */
export function productErrors(values: ProductValues, language: string, hint: (field: string) => string): FormErrors {
  const parsed = miningProductBody.safeParse(toBody(values));
  if (parsed.success) return {};
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || errors[field]) continue;
    errors[field] = (HINTED as readonly string[]).includes(field)
      ? hint(field)
      : translateMessage(issue.message, language);
  }
  return errors;
}
