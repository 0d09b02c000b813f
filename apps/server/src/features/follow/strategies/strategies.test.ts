// The strategies' rules on fixed price paths.
import { describe, expect, it } from 'vitest';
import { rebalance } from './index-tracker.ts';
import { meanReversionCall } from './mean-reversion.ts';
import { sharesFor } from './sizing.ts';
import { trendCall } from './trend.ts';

const trend = { strategy: 'trend' as const, symbol: 'AAPL', fastMinutes: 2, slowMinutes: 4, exposurePercent: 50 };

describe('trend', () => {
  it('waits until it has the slow average’s minutes', () => {
    expect(trendCall(trend, [100, 101, 102])).toBe('wait');
  });
  it('is long while the fast average is above the slow one', () => {
    // fast = (103 + 104) / 2 = 103.5; slow = (101 + 102 + 103 + 104) / 4 = 102.5
    expect(trendCall(trend, [90, 101, 102, 103, 104])).toBe('long');
  });
  it('is flat when the fast average is at or below the slow one', () => {
    expect(trendCall(trend, [104, 103, 102, 101])).toBe('flat');
    expect(trendCall(trend, [100, 100, 100, 100])).toBe('flat');
  });
});

const reversion = {
  strategy: 'mean_reversion' as const,
  symbol: 'AAPL',
  lookbackMinutes: 5,
  entryDeviations: 1,
  exposurePercent: 40,
};

describe('mean reversion', () => {
  it('holds until it has the lookback', () => {
    expect(meanReversionCall(reversion, [100, 90], false)).toBe('hold');
  });
  it('buys when the price is more than k deviations below the mean', () => {
    // mean 98, deviation 4: 90 < 98 − 4
    expect(meanReversionCall(reversion, [100, 100, 100, 100, 90], false)).toBe('enter');
  });
  it('does not buy a dip within k deviations', () => {
    // mean 99.8, deviation √3.36 ≈ 1.83: 99 > 97.97
    expect(meanReversionCall(reversion, [98, 102, 98, 102, 99], false)).toBe('hold');
    // mean 98, deviation 4: 90 > 98 − 2.5 × 4
    expect(meanReversionCall({ ...reversion, entryDeviations: 2.5 }, [100, 100, 100, 100, 90], false)).toBe('hold');
  });
  it('closes at or above the mean and holds below it', () => {
    expect(meanReversionCall(reversion, [90, 90, 100, 100, 100], true)).toBe('exit');
    expect(meanReversionCall(reversion, [100, 100, 100, 100, 100], true)).toBe('exit');
    expect(meanReversionCall(reversion, [100, 100, 100, 100, 95], true)).toBe('hold');
  });
});

describe('index tracker', () => {
  const params = { strategy: 'index_tracker' as const, symbols: ['AAA', 'BBB'], driftPercent: 5 };
  const holding = (symbol: string, quantity: number, price: string) => ({
    symbol,
    quantity,
    price,
    buyPrice: price,
    lotSize: 10,
    feeRate: '0',
  });

  it('buys equal parts from cash, in whole lots', () => {
    // 10,000 / 2 = 5,000 each: 5,000 / 30 = 166.6 → 160 shares; 5,000 / 70 = 71.4 → 70 shares
    const moves = rebalance(params, '10000', [holding('AAA', 0, '30'), holding('BBB', 0, '70')]);
    expect(Object.fromEntries(moves)).toEqual({ AAA: 160, BBB: 70 });
  });
  it('leaves weights within the drift alone', () => {
    // AAA 5,400 (54%) and BBB 4,600 (46%) of 10,000: 4 points off
    expect(rebalance(params, '10000', [holding('AAA', 180, '30'), holding('BBB', 100, '46')]).size).toBe(0);
  });
  it('rebalances every symbol once one drifts past it', () => {
    // AAA 6,000 (60%), BBB 4,000 (40%): 10 points off → 5,000 each: AAA 160 (−40), BBB 120 (+20)
    const moves = rebalance(params, '10000', [holding('AAA', 200, '30'), holding('BBB', 100, '40')]);
    expect(Object.fromEntries(moves)).toEqual({ AAA: -40, BBB: 20 });
  });
  it('sizes purchases with their fee', () => {
    // 1,000 × 50% = 500 at 10 × 1.01 per share, lots of 7: 49.5 shares → 7 lots = 49
    expect(sharesFor('1000', 50, '10', '0.01', 7)).toBe(49);
    expect(sharesFor('0', 50, '10', '0.01', 1)).toBe(0);
  });
});
