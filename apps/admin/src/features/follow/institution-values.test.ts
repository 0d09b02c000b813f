// The institution form's values against the contract: what is sent for each strategy, and which message each refused
// field shows (the contract's where it has one, the server's field names mapped onto the form's).
import { describe, expect, it } from 'vitest';
import { institution } from './institution-fixture.ts';
import {
  emptyInstitutionValues,
  formFieldOf,
  type InstitutionValues,
  institutionErrors,
  SERVER_FIELDS,
  toBody,
  valuesOf,
} from './institution-values.ts';

const valid: InstitutionValues = {
  ...emptyInstitutionValues,
  name: 'Northwind Trend',
  symbol: 'aapl',
  fastMinutes: 5,
  slowMinutes: 30,
  exposurePercent: 80,
  managementFeePercent: '1.5',
  profitSharePercent: '20',
  periods: ['30', '7', '30'],
  reason: 'A trend book for followers',
};
const hint = (field: string) => `hint:${field}`;

describe('the institution form', () => {
  it("sends only the chosen strategy's parameters, and the periods sorted once each", () => {
    expect(institutionErrors(valid, 'en', hint)).toEqual({});
    expect(toBody(valid)).toEqual({
      name: 'Northwind Trend',
      description: '',
      params: { strategy: 'trend', symbol: 'aapl', fastMinutes: 5, slowMinutes: 30, exposurePercent: 80 },
      managementFeePercent: '1.5',
      profitSharePercent: '20',
      periods: [7, 30],
      active: true,
      reason: 'A trend book for followers',
    });
    const meanReversion = { ...valid, strategy: 'mean_reversion' as const, lookbackMinutes: 120, entryDeviations: 2.5 };
    expect(toBody(meanReversion).params).toEqual({
      strategy: 'mean_reversion',
      symbol: 'aapl',
      lookbackMinutes: 120,
      entryDeviations: 2.5,
      exposurePercent: 80,
    });
    const tracker = {
      ...valid,
      strategy: 'index_tracker' as const,
      symbols: ['AAPL', 'MSFT', ' aapl'],
      driftPercent: 5,
    };
    expect(toBody(tracker).params).toEqual({ strategy: 'index_tracker', symbols: ['AAPL', 'MSFT'], driftPercent: 5 });
    expect(institutionErrors(tracker, 'en', hint)).toEqual({});
  });

  it("refuses a slow average not longer than the fast one on the slow field, with the contract's words in both languages", () => {
    const values = { ...valid, fastMinutes: 30, slowMinutes: 20 };
    expect(institutionErrors(values, 'en', hint)).toEqual({
      slowMinutes: 'The slow average must be longer than the fast one',
    });
    expect(institutionErrors({ ...values, slowMinutes: 30 }, 'zh', hint)).toEqual({
      slowMinutes: '慢速均线周期须长于快速均线',
    });
    // Out of range is said first, as the range.
    expect(institutionErrors({ ...values, slowMinutes: 2 }, 'en', hint)).toEqual({ slowMinutes: 'hint:slowMinutes' });
  });

  it("gives each field its own hint where the contract has no message, and the reason the catalogue's", () => {
    const errors = institutionErrors(
      {
        ...valid,
        name: ' ',
        symbol: '',
        exposurePercent: 0,
        managementFeePercent: '6',
        profitSharePercent: '50.001',
        periods: ['0', '400'],
        reason: '',
      },
      'en',
      hint,
    );
    expect(errors).toEqual({
      name: 'hint:name',
      symbol: 'hint:symbol',
      exposurePercent: 'hint:exposurePercent',
      managementFeePercent: 'hint:managementFeePercent',
      profitSharePercent: 'hint:profitSharePercent',
      periods: 'hint:periods',
      reason: 'Please enter a reason',
    });
    expect(institutionErrors({ ...valid, periods: [] }, 'en', hint)).toEqual({ periods: 'hint:periods' });
    expect(institutionErrors({ ...valid, periods: ['7', 'week'] }, 'en', hint)).toEqual({ periods: 'hint:periods' });
    expect(
      institutionErrors({ ...valid, strategy: 'index_tracker', symbols: [], driftPercent: 60 }, 'en', hint),
    ).toEqual({ symbols: 'hint:symbols', driftPercent: 'hint:driftPercent' });
    expect(institutionErrors({ ...valid, strategy: 'mean_reversion', entryDeviations: 0.2 }, 'en', hint)).toEqual({
      entryDeviations: 'hint:entryDeviations',
    });
  });

  it("puts the server's field errors on the form's fields", () => {
    expect(formFieldOf('params.slowMinutes')).toBe('slowMinutes');
    expect(formFieldOf('params.symbols.3')).toBe('symbols');
    expect(formFieldOf('periods.1')).toBe('periods');
    expect(formFieldOf('name')).toBe('name');
    expect(SERVER_FIELDS['params.symbol']).toBe('symbol');
    expect(SERVER_FIELDS['params.symbols.19']).toBe('symbols');
    expect(SERVER_FIELDS['periods.5']).toBe('periods');
  });

  it('opens an institution with its own values, and an empty reason', () => {
    const values = valuesOf(
      institution({
        params: { strategy: 'index_tracker', symbols: ['AAPL', 'MSFT', 'NVDA'], driftPercent: 7 },
        periods: [14, 60],
        active: false,
      }),
    );
    expect(values).toMatchObject({
      name: 'Northwind Trend',
      strategy: 'index_tracker',
      symbols: ['AAPL', 'MSFT', 'NVDA'],
      driftPercent: 7,
      managementFeePercent: '1.50',
      profitSharePercent: '20.00',
      periods: ['14', '60'],
      active: false,
      reason: '',
    });
    expect(institutionErrors({ ...values, reason: 'Paused for review' }, 'en', hint)).toEqual({});
  });
});
