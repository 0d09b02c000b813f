// The strategies and the backtest as pure functions over prices: what each asks for at a step, in exact decimals.
import { describe, expect, it } from 'vitest';
import { Big } from '../../../core/ledger/amounts.ts';
import { backtest, maxDrawdown } from '../backtest.ts';
import { gridLines } from './grid.ts';
import { decide, type HeldLot, type StepInput } from './index.ts';

const at = new Date('2026-11-27T10:00:00Z');
const input = (params: StepInput['params'], over: Partial<StepInput> = {}): StepInput => ({
  params,
  ask: '100',
  bid: '100',
  closes: [],
  held: [],
  memory: {},
  now: at,
  ...over,
});
const lot = (positionId: number, openPrice: string, level: string | null = null, quantity = 1): HeldLot => ({
  positionId,
  quantity,
  openPrice,
  level,
});

describe('grid', () => {
  const grid = { strategy: 'grid', lowerPrice: '100', upperPrice: '101', levels: 3, quantityPerLevel: 2 } as const;
  it('draws its lines in exact decimals', () => {
    expect(gridLines(grid).map((l) => l.toFixed(4))).toEqual(['100.0000', '100.3333', '100.6667', '101.0000']);
  });
  it('buys each level at or above the ask, sells a held level one line up, and does nothing outside its range', () => {
    const step = gridLines(grid)[1]!.toString();
    expect(decide(input(grid, { ask: '100.30', bid: '100.28' })).intents).toEqual([
      { kind: 'buy', quantity: 2, level: step },
      { kind: 'buy', quantity: 2, level: gridLines(grid)[2]!.toString() },
    ]);
    const held = [lot(7, '100', '100')];
    expect(decide(input(grid, { ask: '100.36', bid: '100.34', held })).intents).toEqual([
      { kind: 'close', positionId: 7 },
      { kind: 'buy', quantity: 2, level: gridLines(grid)[2]!.toString() },
    ]);
    expect(decide(input(grid, { ask: '99.99', bid: '99.97' })).intents).toEqual([]);
    expect(decide(input(grid, { ask: '101.02', bid: '101.00', held })).intents).toEqual([
      { kind: 'close', positionId: 7 },
    ]);
  });
});

describe('dca', () => {
  const dca = {
    strategy: 'dca',
    intervalMinutes: 10,
    quantityPerBuy: 3,
    maxBuys: 2,
    takeProfitPercent: '1.5',
  } as const;
  it('buys every interval up to its maximum and sells all at its take-profit above the average', () => {
    expect(decide(input(dca)).intents).toEqual([{ kind: 'buy', quantity: 3, level: null }]);
    const memory = { lastBuyAt: new Date(at.getTime() - 9 * 60_000).toISOString() };
    expect(decide(input(dca, { memory, held: [lot(1, '100', null, 3)] })).intents).toEqual([]);
    const later = { lastBuyAt: new Date(at.getTime() - 10 * 60_000).toISOString() };
    expect(decide(input(dca, { memory: later, held: [lot(1, '100', null, 3)] })).memory).toEqual({
      lastBuyAt: at.toISOString(),
    });
    const two = [lot(1, '100', null, 3), lot(2, '98', null, 1)];
    // Average (300 + 98) / 4 = 99.5; × 1.015 = 100.9925.
    expect(decide(input(dca, { memory: later, held: two, bid: '100.99' })).intents).toEqual([]);
    expect(decide(input(dca, { memory: later, held: two, bid: '100.9925' })).intents).toEqual([
      { kind: 'close', positionId: 1 },
      { kind: 'close', positionId: 2 },
    ]);
  });
});

describe('trend and mean reversion', () => {
  it('the trend holds while the fast average is above the slow one', () => {
    const trend = { strategy: 'trend', fastMinutes: 2, slowMinutes: 4, quantity: 5 } as const;
    expect(decide(input(trend, { closes: [1, 2, 3] })).waiting).toBe(true);
    expect(decide(input(trend, { closes: [100, 101, 102, 103] })).intents).toEqual([
      { kind: 'buy', quantity: 5, level: null },
    ]);
    expect(decide(input(trend, { closes: [103, 102, 101, 100], held: [lot(4, '101')] })).intents).toEqual([
      { kind: 'close', positionId: 4 },
    ]);
  });
  it('mean reversion buys far below the mean and sells at it', () => {
    const mr = { strategy: 'mean_reversion', lookbackMinutes: 5, entryDeviations: 1, quantity: 1000 } as const;
    expect(decide(input(mr, { closes: [100, 100, 100, 100, 90] })).intents).toEqual([
      { kind: 'buy', quantity: 1000, level: null },
    ]);
    expect(decide(input(mr, { closes: [100, 102, 98, 101, 99] })).intents).toEqual([]);
    expect(decide(input(mr, { closes: [90, 90, 90, 90, 95], held: [lot(3, '90')] })).intents).toEqual([
      { kind: 'close', positionId: 3 },
    ]);
  });
});

describe('the backtest', () => {
  it('replays the grid over recorded bars with fees, within the allocation', () => {
    const bars = ['105', '103.5', '102', '100', '104', '106.1', '108'].map((close, i) => ({ time: i * 60_000, close }));
    const result = backtest({
      params: { strategy: 'grid', lowerPrice: '100', upperPrice: '110', levels: 5, quantityPerLevel: 10 },
      bars,
      allocation: '5000',
      feeRate: '0.001',
      multiplier: 1,
    });
    // As the live scenario: 4 purchases (the 5th over the allocation), 3 sales: 17.94 + 23.89 + 27.87.
    expect(result.trades.map((t) => [t.side, t.price, t.fee, t.realizedPnl])).toEqual([
      ['buy', '105', '1.05', null],
      ['buy', '105', '1.05', null],
      ['buy', '103.5', '1.04', null],
      ['buy', '102', '1.02', null],
      ['sell', '104', '1.04', '17.94'],
      ['sell', '106.1', '1.07', '23.89'],
      ['sell', '108', '1.08', '27.87'],
    ]);
    expect(result).toMatchObject({
      realizedPnl: '69.70',
      unrealizedPnl: '30.00',
      fees: '7.35',
      // 5,000 + 69.70 − 1.05 (the open lot's fee) + 30.00
      endEquity: '5098.65',
      returnPercent: '1.97',
      bars: 7,
    });
    expect(Number(result.maxDrawdownPercent)).toBeLessThan(0);
    expect(result.equity).toHaveLength(7);
  });
  it('measures the drawdown from the running peak', () => {
    expect(maxDrawdown(['100', '120', '90', '130'].map((v) => new Big(v)))).toBe('-25.00');
  });
});
