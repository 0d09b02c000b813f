// The product form as a field table: terms typed as tags become whole months, smallest first; amounts and rates are
// shown without the database's padding and sent as the decimal strings typed (the contract checks them, as the server
// does).
import { type AdminLoanProductView, LOAN_OVERDUE_FEE_KINDS, type LoanProductBody } from '@platform/contracts';
import {
  auditedBodyOf,
  type FormEntry,
  type FormValues,
  formValuesOf,
  type ResourceField,
} from '../../shared/resource/form-fields.ts';

type Field = ResourceField<LoanProductBody, AdminLoanProductView>;
const F = 'loans.products.form';

/** An amount or rate: required, typed as text so it stays exact, its hint under it. */
const decimal = (name: Field['name'], more: Partial<Field> = {}): Field => ({
  name,
  input: 'text',
  label: `${F}.${name}`,
  required: true,
  decimal: true,
  unpadded: true,
  trim: true,
  hintBelow: true,
  ...more,
});

export const PRODUCT_FIELDS: readonly FormEntry<LoanProductBody, AdminLoanProductView>[] = [
  { name: 'name', input: 'text', label: `${F}.name`, required: true, maxLength: 80, autofocus: true, trim: true },
  {
    name: 'description',
    input: 'textarea',
    label: `${F}.description`,
    hint: `${F}.descriptionHint`,
    rows: [2, 6],
    maxLength: 1000,
    trim: true,
  },
  {
    grid: [
      decimal('minAmount'),
      decimal('maxAmount'),
      decimal('apr', { hint: `${F}.aprHint` }),
      decimal('originationFeePercent', { hint: `${F}.originationFeeHint`, initial: '0' }),
      {
        name: 'overdueFeeKind',
        input: 'select',
        label: `${F}.overdueFeeKind`,
        required: true,
        initial: 'daily_percent',
        options: (t) => LOAN_OVERDUE_FEE_KINDS.map((value) => ({ value, label: t(`${F}.overdueKinds.${value}`) })),
      },
      decimal('overdueFee', {
        hint: (values) => (values.overdueFeeKind === 'flat' ? `${F}.overdueFeeHintFlat` : `${F}.overdueFeeHintDaily`),
      }),
    ],
  },
  {
    name: 'termMonths',
    input: 'tags',
    label: `${F}.termMonths`,
    hint: `${F}.termMonthsHint`,
    required: true,
    maxTags: 12,
    wholeNumbers: true,
  },
  { notice: `${F}.collateral`, note: 'sm' },
  { name: 'active', input: 'switch', label: `${F}.activeLabel`, hint: `${F}.activeHint`, initial: true },
];

/** A new product's values (the reason still to type). */
export const emptyProductValues: FormValues = { ...formValuesOf(PRODUCT_FIELDS, null), reason: '' };

/** A product's terms as the form shows them, without the trailing zeros the database pads with. */
export const valuesOf = (product: AdminLoanProductView): FormValues => ({
  ...formValuesOf(PRODUCT_FIELDS, product),
  reason: '',
});

export const toBody = (values: FormValues) => auditedBodyOf(PRODUCT_FIELDS, values);
