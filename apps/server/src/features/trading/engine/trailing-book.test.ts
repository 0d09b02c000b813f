import { trailingStopLevel } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { levelOf, TrailingBook, type TrailingStop } from './trailing-book.ts';

const stop = (over: Partial<TrailingStop>): TrailingStop => ({
  id: 1,
  revision: 1,
  side: 'sell',
  anchor: 100,
  amount: 2,
  percent: null,
  tickSize: 0.01,
  ...over,
});

describe('trailing stop levels', () => {
  it('trail the anchor by an amount or a percent, rounded to the tick towards the market', () => {
    expect(trailingStopLevel('sell', '101.20', { amount: '2.00', percent: null }, '0.01')).toBe('99.20');
    expect(trailingStopLevel('buy', '97.03', { amount: null, percent: '1.5' }, '0.01')).toBe('98.48');
    // 99.98 × 0.9999 = 99.970002: up to 99.98 for a sell (never a wider trail than asked).
    expect(trailingStopLevel('sell', '99.98', { amount: null, percent: '0.01' }, '0.01')).toBe('99.98');
    expect(trailingStopLevel('sell', '5001.00', { amount: null, percent: '3' }, '0.25')).toBe('4851.00');
    expect(trailingStopLevel('buy', '5001.00', { amount: null, percent: '3' }, '0.25')).toBe('5151.00');
  });

  it("the book's float levels agree with the exact ones on the tick grid", () => {
    for (let i = 0; i < 5_000; i++) {
      const anchorCents = 100 + ((i * 7919) % 2_000_000);
      const anchor = (anchorCents / 100).toFixed(2);
      const side = i % 2 === 0 ? 'sell' : 'buy';
      const byPercent = i % 3 === 0;
      const percent = ((1 + (i % 5000)) / 100).toFixed(2);
      const amount = ((1 + (i % 300)) / 100).toFixed(2);
      const trail = byPercent ? { amount: null, percent } : { amount, percent: null };
      const exact = trailingStopLevel(side, anchor, trail, '0.01');
      const guess = levelOf({
        side,
        anchor: Number(anchor),
        amount: byPercent ? null : Number(amount),
        percent: byPercent ? Number(percent) : null,
        tickSize: 0.01,
      });
      expect(Math.round(guess * 100), `${side} ${anchor} ${JSON.stringify(trail)}`).toBe(
        Math.round(Number(exact) * 100),
      );
    }
  });
});

describe('the trailing book', () => {
  it('moves a sell anchor up with new high bids, never down, and fires once the bid falls to the level', () => {
    const book = new TrailingBook();
    book.add('X', stop({}));
    expect(book.cross('X', { bid: 99, ask: 99.02 })).toEqual({ fired: [], moved: [] });
    expect(book.cross('X', { bid: 101.5, ask: 101.52 })).toEqual({ fired: [], moved: ['sell'] });
    expect(book.cross('X', { bid: 99.51, ask: 99.53 })).toEqual({ fired: [], moved: [] });
    expect(book.cross('X', { bid: 99.5, ask: 99.52 })).toEqual({ fired: [1], moved: [] });
    // Fired, it leaves the book (its transaction decides; one found not reached is put back).
    expect(book.cross('X', { bid: 90, ask: 90.02 })).toEqual({ fired: [], moved: [] });
    expect(book.size).toBe(0);
  });

  it('moves a buy anchor down with new low asks and fires when the ask rises to the level', () => {
    const book = new TrailingBook();
    book.add('X', stop({ id: 2, side: 'buy', amount: null, percent: 10 }));
    expect(book.cross('X', { bid: 79.98, ask: 80 })).toEqual({ fired: [], moved: ['buy'] });
    expect(book.cross('X', { bid: 87.98, ask: 87.99 })).toEqual({ fired: [], moved: [] });
    expect(book.cross('X', { bid: 87.98, ask: 88 })).toEqual({ fired: [2], moved: [] });
  });
});
