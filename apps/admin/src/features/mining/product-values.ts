// The product form as a field table: how each field is entered, what a new product starts from, and the body sent,
// checked by the contract the server checks (its own messages for prices, term and hash rates, in the operator's
// language; short hints for the texts).
import {
  type AdminMiningProductView,
  MINING_COINS,
  type MiningProductBody,
  miningProductBody,
} from '@platform/contracts';
import {
  auditedBodyOf,
  auditedErrorsOf,
  type FormEntry,
  type FormValues,
  formValuesOf,
} from '../../shared/resource/form-fields.ts';

const price = (name: 'pricePerTh' | 'electricityPerThDay') =>
  ({ name, input: 'text', label: `mining.form.${name}`, required: true, decimal: true, trim: true }) as const;
const hashRate = (name: 'minHashRate' | 'maxHashRate', initial: number) =>
  ({ name, input: 'number', label: `mining.form.${name}`, required: true, min: 1, initial }) as const;

export const PRODUCT_FIELDS: readonly FormEntry<MiningProductBody, AdminMiningProductView>[] = [
  {
    grid: [
      { name: 'name', input: 'text', label: 'mining.form.name', required: true, maxLength: 80, autofocus: true },
      { name: 'pool', input: 'text', label: 'mining.form.pool', required: true, maxLength: 80 },
    ],
  },
  {
    name: 'description',
    input: 'textarea',
    label: 'mining.form.description',
    hint: 'mining.form.descriptionHint',
    rows: [2, 5],
    maxLength: 500,
  },
  {
    grid: [
      {
        name: 'coin',
        input: 'select',
        label: 'mining.form.coin',
        required: true,
        initial: 'BTC',
        options: () => MINING_COINS.map((coin) => ({ value: coin, label: coin })),
      },
      {
        name: 'termDays',
        input: 'number',
        label: 'mining.form.termDays',
        required: true,
        min: 1,
        max: 3650,
        initial: 30,
      },
      price('pricePerTh'),
      price('electricityPerThDay'),
      hashRate('minHashRate', 1),
      hashRate('maxHashRate', 1000),
    ],
  },
  { notice: 'mining.form.termsNote', note: 'xs' },
  { name: 'active', input: 'switch', label: 'mining.form.activeLabel', hint: 'mining.form.activeHint', initial: true },
];

/** A new product's values (the reason still to type). */
export const emptyProductValues: FormValues = { ...formValuesOf(PRODUCT_FIELDS, null), reason: '' };

export const toBody = (values: FormValues) => auditedBodyOf(PRODUCT_FIELDS, values);

/** The first error of each field, by the same schema the server checks; `hint`: a text field's own words. */
export const productErrors = (values: FormValues, language: string, hint: (field: string) => string) =>
  auditedErrorsOf(PRODUCT_FIELDS, miningProductBody, values, language, hint);
