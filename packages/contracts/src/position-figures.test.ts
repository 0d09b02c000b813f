// An open position's further figures in exact decimals: P/L on margin, the cost with its fee, and the closing prices
// at which the account reaches its margin call or stop-out, worked by hand in each case.
import { describe, expect, it } from 'vitest';
import { costBasis, levelPrice, pnlPercent } from './position-figures.ts';

describe('P/L on margin', () => {
  it('is P/L ÷ margin × 100 at two decimals, half away from zero', () => {
    expect(pnlPercent('12.50', '250.00')).toBe('5.00');
    expect(pnlPercent('-12.50', '250.00')).toBe('-5.00');
    // 1 ÷ 3 × 100 = 33.333… ; 2 ÷ 3 × 100 = 66.666…
    expect(pnlPercent('1', '3')).toBe('33.33');
    expect(pnlPercent('-2', '3')).toBe('-66.67');
    // 0.005 ÷ 1 × 100 = 0.5 exactly; 0.00005 ÷ 1 × 100 = 0.005 rounds away from zero
    expect(pnlPercent('0.00005', '1')).toBe('0.01');
    expect(pnlPercent('-0.00005', '1')).toBe('-0.01');
    expect(pnlPercent('0.00', '250.00')).toBe('0.00');
  });

  it('has none without margin', () => {
    expect(pnlPercent('5.00', '0.00')).toBeNull();
  });
});

describe('cost including fees', () => {
  it('is open price × quantity × multiplier plus the opening fee', () => {
    // 52.31 × 100 × 1 = 5,231.00; + 5.24 fee = 5,236.24
    expect(costBasis({ openPrice: '52.31', quantity: 100, multiplier: 1, openFee: '5.24' }, 2)).toEqual({
      notional: '5231.00',
      cost: '5236.24',
    });
    // a future: 4,512.25 × 2 × 50 = 451,225.00; + 225.62 = 451,450.62
    expect(costBasis({ openPrice: '4512.25', quantity: 2, multiplier: 50, openFee: '225.62' }, 2).cost).toBe(
      '451450.62',
    );
    // forex quoted to five decimals: 1.08345 × 10,000 = 10,834.50; + 2.17 = 10,836.67
    expect(costBasis({ openPrice: '1.08345', quantity: 10_000, multiplier: 1, openFee: '2.17' }, 2).cost).toBe(
      '10836.67',
    );
  });
});

describe('the price at which the account reaches a level', () => {
  const long = { side: 'buy' as const, quantity: 100, multiplier: 1 };

  it('is mark − room ÷ units for a long, rounded down to the first price that reaches it', () => {
    // equity 1,000.00, stop-out at 250.00: room 750.00 ÷ 100 = 7.50 → 52.30 − 7.50 = 44.80
    expect(levelPrice({ ...long, mark: '52.30', equity: '1000.00', levelEquity: '250.00' })).toEqual({
      price: '44.80',
      room: '750.00',
      move: '7.50',
      reached: false,
    });
    // room 750.00 ÷ 300 = 2.5 exactly; ÷ 700 = 1.0714… → 1.08 (the first cent at which equity ≤ level)
    expect(
      levelPrice({ ...long, quantity: 700, mark: '52.30', equity: '1000.00', levelEquity: '250.00' }),
    ).toMatchObject({
      price: '51.22',
      move: '1.08',
    });
  });

  it('is mark + room ÷ units for a short, rounded up', () => {
    // room 500.00 ÷ (2 × 50) = 5.00 → 4,512.25 + 5.00 = 4,517.25
    expect(
      levelPrice({
        side: 'sell',
        quantity: 2,
        multiplier: 50,
        mark: '4512.25',
        equity: '3000.00',
        levelEquity: '2500.00',
      }),
    ).toMatchObject({ price: '4517.25', move: '5.00' });
    // room 1.00 ÷ 30,000 = 0.0000333… → 0.00004 at five decimals: 1.08345 → 1.08349
    expect(
      levelPrice({
        side: 'sell',
        quantity: 30_000,
        multiplier: 1,
        mark: '1.08345',
        equity: '101.00',
        levelEquity: '100.00',
      }),
    ).toMatchObject({ price: '1.08349', move: '0.00004' });
  });

  it('moving the price to the answer takes equity to the level or below, and one tick less does not', () => {
    const input = { ...long, quantity: 700, mark: '52.30', equity: '1000.00', levelEquity: '250.00' };
    const { price } = levelPrice(input);
    const equityAt = (p: number) => 1000 + 700 * (p - 52.3);
    expect(equityAt(Number(price))).toBeLessThanOrEqual(250);
    expect(equityAt(Number(price) + 0.01)).toBeGreaterThan(250);
  });

  it('says a level already reached is at the mark, and a long that no price can take there has none', () => {
    expect(levelPrice({ ...long, mark: '52.30', equity: '240.00', levelEquity: '250.00' })).toMatchObject({
      price: '52.30',
      reached: true,
    });
    // room 9,000.00 ÷ 100 = 90.00 below a mark of 52.30: no price
    expect(levelPrice({ ...long, mark: '52.30', equity: '10000.00', levelEquity: '1000.00' }).price).toBeNull();
  });
});
