import { describe, expect, it } from 'vitest';
import { blockPrices, marginFigures, sumDecimals, tradeFee } from './trading.ts';

describe('tradeFee', () => {
  it('is price × quantity × multiplier × rate, rounded up to the cent', () => {
    expect(tradeFee('100.00', 10, 1, '0.001', 2)).toBe('1.00');
    expect(tradeFee('190.05', 10, 1, '0.001', 2)).toBe('1.91'); // 1.9005 → up
    expect(tradeFee('4500.25', 2, 50, '0.0005', 2)).toBe('225.02'); // 225.0125 → up
    expect(tradeFee('1.08123', 100000, 1, '0.0002', 2)).toBe('21.63'); // 21.6246 → up
    expect(tradeFee('99.98', 3, 1, '0', 2)).toBe('0.00');
  });
});

describe('marginFigures', () => {
  const inputs = { balance: '10000.00', available: '8099.50', usedMargin: '1900.50' };

  it('computes equity, free margin and margin level from one snapshot', () => {
    expect(marginFigures({ ...inputs, floatingPnl: '-100.50' }, 2)).toEqual({
      equity: '9899.50',
      freeMargin: '7999.00',
      marginLevel: '520.89',
    });
  });

  it('with margin held only for positions and a floating loss: free = equity − used, level = equity ÷ used', () => {
    for (const pnl of ['-0.01', '-10.50', '-777.77', '-1900.49', '-5000.00']) {
      const f = marginFigures({ ...inputs, floatingPnl: pnl }, 2);
      expect(f.freeMargin).toBe(sumDecimals([f.equity, '-1900.50'], 2));
      expect(f.marginLevel).toBe(((Number(f.equity) / 1900.5) * 100).toFixed(2));
    }
  });

  it('free margin falls as the loss grows and never rises', () => {
    let last = Number.POSITIVE_INFINITY;
    for (let loss = 0; loss <= 9000; loss += 250) {
      const free = Number(marginFigures({ ...inputs, floatingPnl: `-${loss}.00` }, 2).freeMargin);
      expect(free).toBeLessThanOrEqual(last);
      last = free;
    }
    expect(last).toBe(0);
  });

  it('lends nothing against a floating gain, and has no level without used margin', () => {
    expect(marginFigures({ ...inputs, floatingPnl: '250.00' }, 2)).toMatchObject({
      equity: '10250.00',
      freeMargin: '8099.50',
    });
    expect(
      marginFigures({ balance: '500.00', available: '500.00', usedMargin: '0.00', floatingPnl: '0.00' }, 2),
    ).toEqual({ equity: '500.00', freeMargin: '500.00', marginLevel: null });
  });

  it('rounds a negative level half away from zero', () => {
    expect(
      marginFigures({ balance: '100.00', available: '0.00', usedMargin: '300.00', floatingPnl: '-100.01' }, 2)
        .marginLevel,
    ).toBe('0.00');
    expect(
      marginFigures({ balance: '100.00', available: '0.00', usedMargin: '300.00', floatingPnl: '-200.00' }, 2),
    ).toEqual({ equity: '-100.00', freeMargin: '0.00', marginLevel: '-33.33' });
  });
});

describe('blockPrices', () => {
  it('prices the buy offer above and the sell offer below the last price, in whole ticks inside the band', () => {
    // 100 × 1.02 = 102 and 100 × 0.98 = 98 exactly.
    expect(blockPrices('100', '2', '0.01')).toEqual({ buyPrice: '102.00', sellPrice: '98.00' });
    // 123.45 × 1.025 = 126.53625 → down to 126.53; 123.45 × 0.975 = 120.36375 → up to 120.37.
    expect(blockPrices('123.45', '2.5', '0.01')).toEqual({ buyPrice: '126.53', sellPrice: '120.37' });
    // A 0.05 tick: 10.07 × 1.1 = 11.077 → 11.05; 10.07 × 0.9 = 9.063 → 9.10.
    expect(blockPrices('10.07', '10', '0.05')).toEqual({ buyPrice: '11.05', sellPrice: '9.10' });
    // A whole-unit tick and no band: the last price itself.
    expect(blockPrices('4017', '0', '1')).toEqual({ buyPrice: '4017', sellPrice: '4017' });
  });
});
