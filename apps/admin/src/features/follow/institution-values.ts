// The institution form's values and what the server takes: one flat set of fields for every strategy (only the
// chosen strategy's are sent as its parameters), periods typed as tags, and the errors each field shows.

import type { FormErrors } from '@mantine/form';
import {
  type AdminFollowInstitutionView,
  FOLLOW_MESSAGES,
  type FollowInstitutionBody,
  type FollowStrategy,
  followInstitutionBody,
  translateMessage,
} from '@platform/contracts';
import { schemaErrors } from '../../shared/forms.ts';

export interface InstitutionValues {
  name: string;
  description: string;
  strategy: FollowStrategy;
  /** Trend and mean reversion trade one symbol. */
  symbol: string;
  fastMinutes: number | string;
  slowMinutes: number | string;
  lookbackMinutes: number | string;
  entryDeviations: number | string;
  exposurePercent: number | string;
  /** The index tracker's basket. */
  symbols: string[];
  driftPercent: number | string;
  managementFeePercent: string;
  profitSharePercent: string;
  /** Days, as the tags input holds them. */
  periods: string[];
  active: boolean;
  reason: string;
}

export const emptyInstitutionValues: InstitutionValues = {
  name: '',
  description: '',
  strategy: 'trend',
  symbol: '',
  fastMinutes: 5,
  slowMinutes: 30,
  lookbackMinutes: 60,
  entryDeviations: 2,
  exposurePercent: 50,
  symbols: [],
  driftPercent: 5,
  managementFeePercent: '0',
  profitSharePercent: '20',
  periods: ['7', '30', '90'],
  active: true,
  reason: '',
};

export function valuesOf(institution: AdminFollowInstitutionView): InstitutionValues {
  const { params } = institution;
  return {
    ...emptyInstitutionValues,
    name: institution.name,
    description: institution.description,
    strategy: params.strategy,
    ...(params.strategy === 'index_tracker'
      ? { symbols: params.symbols, driftPercent: params.driftPercent }
      : params.strategy === 'trend'
        ? {
            symbol: params.symbol,
            fastMinutes: params.fastMinutes,
            slowMinutes: params.slowMinutes,
            exposurePercent: params.exposurePercent,
          }
        : {
            symbol: params.symbol,
            lookbackMinutes: params.lookbackMinutes,
            entryDeviations: params.entryDeviations,
            exposurePercent: params.exposurePercent,
          }),
    managementFeePercent: institution.managementFeePercent,
    profitSharePercent: institution.profitSharePercent,
    periods: institution.periods.map(String),
    active: institution.active,
    reason: '',
  };
}

const numberOrText = (v: number | string) => (typeof v === 'number' ? v : v.trim());

/** The chosen strategy's parameters, and only those. */
export function paramsOf(values: InstitutionValues): FollowInstitutionBody['params'] {
  switch (values.strategy) {
    case 'trend':
      return {
        strategy: 'trend',
        symbol: values.symbol,
        fastMinutes: numberOrText(values.fastMinutes),
        slowMinutes: numberOrText(values.slowMinutes),
        exposurePercent: numberOrText(values.exposurePercent),
      };
    case 'mean_reversion':
      return {
        strategy: 'mean_reversion',
        symbol: values.symbol,
        lookbackMinutes: numberOrText(values.lookbackMinutes),
        entryDeviations: numberOrText(values.entryDeviations),
        exposurePercent: numberOrText(values.exposurePercent),
      };
    case 'index_tracker':
      return {
        strategy: 'index_tracker',
        // Each symbol once, however it was typed.
        symbols: [...new Set(values.symbols.map((s) => s.trim().toUpperCase()))],
        driftPercent: numberOrText(values.driftPercent),
      };
  }
}

/** A typed period: whole days as a number; anything else as typed, so the contract refuses it. */
const periodOf = (tag: string) => (/^\s*\d+\s*$/.test(tag) ? Number(tag) : tag.trim());

export function toBody(values: InstitutionValues): FollowInstitutionBody {
  return {
    name: values.name,
    description: values.description,
    params: paramsOf(values),
    managementFeePercent: values.managementFeePercent.trim(),
    profitSharePercent: values.profitSharePercent.trim(),
    // Sorted and without repeats, as the page lists them to users.
    periods: [...new Set(values.periods.map(periodOf))].sort((a, b) =>
      typeof a === 'number' && typeof b === 'number' ? a - b : 0,
    ) as number[],
    active: values.active,
    reason: values.reason,
  };
}

/** The form field a contract or server path names: `params.slowMinutes` → `slowMinutes`, `periods.2` → `periods`. */
export function formFieldOf(path: string): string {
  const field = path.replace(/^params\./, '').replace(/\.\d+$/, '');
  return field === 'params' || field === 'strategy' ? 'strategy' : field;
}

const PARAM_FIELDS = [
  'symbol',
  'symbols',
  'fastMinutes',
  'slowMinutes',
  'lookbackMinutes',
  'entryDeviations',
  'exposurePercent',
  'driftPercent',
] as const;

/** The server's field names for this form's fields (for `showError`'s rename). */
export const SERVER_FIELDS: Record<string, string> = Object.fromEntries([
  ...PARAM_FIELDS.map((field) => [`params.${field}`, field]),
  ...Array.from({ length: 20 }, (_, i) => [`params.symbols.${i}`, 'symbols']),
  ...Array.from({ length: 6 }, (_, i) => [`periods.${i}`, 'periods']),
]);

/**
 * The form's errors, the first of each field: the contract's message where the catalogue has one, else the field's
 * own hint (`hint(field)`), so no field shows zod's default English. A trend's slow average must be longer than its
 * fast one (the server refuses it with the same message).
 */
export function institutionErrors(
  values: InstitutionValues,
  language: string,
  hint: (field: string) => string,
): FormErrors {
  const errors = schemaErrors(followInstitutionBody, toBody(values), language, { fieldOf: formFieldOf, hint });
  if (
    values.strategy === 'trend' &&
    !('fastMinutes' in errors) &&
    !('slowMinutes' in errors) &&
    Number(values.slowMinutes) <= Number(values.fastMinutes)
  ) {
    errors.slowMinutes = translateMessage(FOLLOW_MESSAGES.followSlowAboveFast.en, language);
  }
  return errors;
}
