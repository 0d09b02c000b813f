import type { TradingSettingsView } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOf, type SettingsValues, settingsErrors, valuesOf } from './settings-values.ts';

const stock: TradingSettingsView = {
  class: 'stock',
  leverages: [1, 2, 5, 10],
  feeRate: '0.001',
  marginCallLevel: '1',
  stopOutLevel: '0.5',
  closedMarket: 'queue',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const texts = { language: 'en', levelRange: 'LEVEL RANGE', unchanged: 'UNCHANGED' };
const edit = (change: Partial<SettingsValues>) => ({ ...valuesOf(stock), reason: 'Review', ...change });

describe('the trading settings form', () => {
  it('shows fractions as percentages and sends them back as fractions', () => {
    expect(valuesOf(stock)).toMatchObject({ leverages: '1, 2, 5, 10', feeRate: '0.1', marginCallLevel: '100' });
    expect(bodyOf(edit({ feeRate: '0.2', leverages: '1，2 3' }))).toEqual({
      leverages: [1, 2, 3],
      feeRate: '0.002',
      marginCallLevel: '1',
      stopOutLevel: '0.5',
      closedMarket: 'queue',
      reason: 'Review',
    });
  });

  it('accepts a change with a reason', () => {
    expect(settingsErrors(edit({ feeRate: '0.2' }), stock, texts)).toEqual({});
  });

  it('refuses what the contract refuses, on the field it concerns', () => {
    expect(settingsErrors(edit({ stopOutLevel: '150' }), stock, texts)).toEqual({
      stopOutLevel: 'The stop-out level must be below the margin-call level',
    });
    expect(settingsErrors(edit({ feeRate: '6' }), stock, texts).feeRate).toBe('Please enter a rate between 0 and 5 %');
    expect(settingsErrors(edit({ marginCallLevel: '2000' }), stock, texts).marginCallLevel).toBe('LEVEL RANGE');
    for (const leverages of ['', '1, 1', '0, 2', '1.5', 'x', '1,2,3,4,5,6,7,8,9', '101']) {
      expect(settingsErrors(edit({ leverages }), stock, texts).leverages).toBe(
        'Offer between one and eight leverages from 1 to 100',
      );
    }
    expect(settingsErrors(edit({ reason: ' ' }), stock, texts)).toHaveProperty('reason');
  });

  it('says so when nothing changed', () => {
    expect(settingsErrors(edit({ leverages: '10, 5, 2, 1', feeRate: '0.10' }), stock, texts)).toEqual({
      settings: 'UNCHANGED',
    });
  });

  it('speaks Chinese', () => {
    const errors = settingsErrors(edit({ stopOutLevel: '150' }), stock, { ...texts, language: 'zh' });
    expect(errors.stopOutLevel).toBe('强制平仓线必须低于追加保证金线');
  });
});
