// The robot product form's values and what the server takes: the strategy's parameters as flat fields (only the
// product's strategy's are sent), rent options as rows, and the errors each field shows, by the contract the server
// checks; the server's own refusals (a quantity not in whole lots, a name taken) land on the same fields.
import type { FormErrors } from '@mantine/form';
import {
  type AdminRobotProductView,
  type RobotParams,
  type RobotProductBody,
  type RobotStrategy,
  robotProductBody,
} from '@platform/contracts';
import { schemaErrors } from '../../shared/forms.ts';

/** The parameters of each strategy, in the order they are shown. */
export const PARAM_FIELDS = {
  grid: ['lowerPrice', 'upperPrice', 'levels', 'quantityPerLevel'],
  dca: ['intervalMinutes', 'quantityPerBuy', 'maxBuys', 'takeProfitPercent'],
  trend: ['fastMinutes', 'slowMinutes', 'quantity'],
  mean_reversion: ['lookbackMinutes', 'entryDeviations', 'quantity'],
} as const satisfies Record<RobotStrategy, readonly string[]>;

export type ParamField = (typeof PARAM_FIELDS)[RobotStrategy][number];
const ALL_PARAMS = [...new Set(Object.values(PARAM_FIELDS).flat())] as ParamField[];

export interface RentValues {
  days: string;
  fee: string;
}

export type ProductValues = Record<ParamField, string> & {
  name: string;
  description: string;
  buyPrice: string;
  minAllocation: string;
  rentOptions: RentValues[];
  active: boolean;
  reason: string;
};

const noParams = () => Object.fromEntries(ALL_PARAMS.map((field) => [field, ''])) as Record<ParamField, string>;

/** The form's values before a product is loaded into it: every field blank. */
export const blankProductValues: ProductValues = {
  ...noParams(),
  name: '',
  description: '',
  buyPrice: '',
  minAllocation: '',
  rentOptions: [],
  active: true,
  reason: '',
};

export function valuesOf(product: AdminRobotProductView): ProductValues {
  const params = noParams();
  for (const field of PARAM_FIELDS[product.strategy]) {
    params[field] = String(product.defaultParams[field as keyof RobotParams]);
  }
  return {
    ...params,
    name: product.name,
    description: product.description,
    buyPrice: product.buyPrice,
    minAllocation: product.minAllocation,
    rentOptions: product.rentOptions.map((o) => ({ days: String(o.days), fee: o.fee })),
    active: product.active,
    reason: '',
  };
}

/** The product's strategy's parameters as typed (the contract coerces and checks them). */
export function paramsOf(strategy: RobotStrategy, values: ProductValues): RobotParams {
  const params: Record<string, string> = { strategy };
  for (const field of PARAM_FIELDS[strategy]) params[field] = values[field].trim();
  return params as unknown as RobotParams;
}

export function toBody(strategy: RobotStrategy, values: ProductValues): RobotProductBody {
  return {
    name: values.name,
    description: values.description,
    defaultParams: paramsOf(strategy, values),
    buyPrice: values.buyPrice.trim(),
    minAllocation: values.minAllocation.trim(),
    rentOptions: values.rentOptions.map((o) => ({ days: o.days.trim(), fee: o.fee.trim() })),
    active: values.active,
    reason: values.reason,
  };
}

/** The form field a contract or server path names: `defaultParams.levels` → `levels`, `rentOptions.1.fee` as is. */
export function formFieldOf(path: string): string {
  if (path.startsWith('defaultParams.')) return path.slice('defaultParams.'.length);
  return path;
}

/** The hint a field shows when the contract's message is zod's own English (see i18n `errors`). */
export function hintKeyOf(field: string): string {
  if (field === 'name' || field === 'description' || field === 'rentOptions') return field;
  if (field === 'buyPrice' || field === 'minAllocation' || /^rentOptions\.\d+\.fee$/.test(field)) return 'amount';
  if (/^rentOptions\.\d+\.days$/.test(field)) return 'days';
  if ((ALL_PARAMS as string[]).includes(field)) return 'param';
  return 'other';
}

/** The server's field names for the fields `showError` can place (top-level ones). */
export const SERVER_FIELDS: Record<string, string> = Object.fromEntries([
  ...ALL_PARAMS.map((field) => [`defaultParams.${field}`, field]),
  ...Array.from({ length: 6 }, (_, i) => [`rentOptions.${i}.days`, 'rentOptions']),
  ...Array.from({ length: 6 }, (_, i) => [`rentOptions.${i}.fee`, 'rentOptions']),
]);

/** The first error of each field, by the same contract the server checks, in the operator's language. */
export const productErrors = (
  strategy: RobotStrategy,
  values: ProductValues,
  language: string,
  hint: (key: string) => string,
): FormErrors =>
  schemaErrors(robotProductBody, toBody(strategy, values), language, {
    fieldOf: formFieldOf,
    hint: (field) => hint(hintKeyOf(field)),
  });
