// The chart's parameters as typed and as read back from storage: a bad or stale entry falls back to the default.
import { describe, expect, it } from 'vitest';
import { DEFAULT_CHOICES, DEFAULT_PARAMS, drawnType, periodError, readChoices, widthError } from './chart-settings.ts';

describe('a parameter as typed', () => {
  it('is a period when it is a whole number from 1 to 250', () => {
    expect(['1', '9', '250'].map(periodError)).toEqual([null, null, null]);
    expect(['0', '251', '2.5', '', 'x', '-3', '1e2'].map(periodError)).toEqual(new Array(7).fill('period'));
  });

  it('is a band width when it is a number from 0.1 to 5 with at most two decimals', () => {
    expect(['0.1', '2', '2.25', '5'].map(widthError)).toEqual([null, null, null, null]);
    expect(['0', '0.05', '5.5', '2.125', 'two'].map(widthError)).toEqual(new Array(5).fill('width'));
  });
});

describe('choices read back from storage', () => {
  it('are the defaults when nothing (or nonsense) is stored', () => {
    expect(readChoices(undefined)).toEqual(DEFAULT_CHOICES);
    expect(readChoices('garbage')).toEqual(DEFAULT_CHOICES);
  });

  it('keep what is valid and replace what is not', () => {
    const read = readChoices({
      type: 'area',
      overlays: ['boll', 'nonsense', 'ma'],
      sub: 'stochastic',
      params: { ma: [7, 0, 30], macd: { fast: 30, slow: 26, signal: 9 }, boll: { period: 10, width: 9 } },
    });
    expect(read.type).toBe('area');
    expect(read.overlays).toEqual(['ma', 'boll']);
    expect(read.sub).toBe('volume');
    expect(read.params.ma).toEqual([7, 10, 30]);
    expect(read.params.macd).toEqual(DEFAULT_PARAMS.macd);
    expect(read.params.boll).toEqual({ period: 10, width: 2 });
  });
});

it('draws a line for the intraday chart and candles for the others until the user picks a type', () => {
  expect([drawnType(null, true), drawnType(null, false), drawnType('area', true)]).toEqual(['line', 'candles', 'area']);
});
