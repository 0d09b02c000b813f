import type { Currency, PositionView } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { type Held, portfolioTotal, startOfToday, todayPnl } from './portfolio-total.ts';

const balance = (_line: 'funding' | 'trading', currency: Currency, amount: string): Held => ({ currency, amount });

describe('portfolioTotal', () => {
  const balances = [
    balance('funding', 'USD', '1000.00'),
    balance('funding', 'EUR', '500.00'),
    balance('funding', 'USDT', '250.000000'),
    balance('funding', 'BTC', '0.00000000'),
    balance('trading', 'USD', '200.00'),
  ];

  it('adds every balance and the floating P/L in dollars, euros at the EUR/USD quote, stablecoins at par', () => {
    const total = portfolioTotal(balances, { USD: '-12.34' }, 'USD', '1.08000');
    // 1000 + 500 × 1.08 + 250 + 200 − 12.34
    expect(total).toEqual({ amount: '1977.66', excluded: [], usedPar: true, usedFx: true });
  });

  it('estimates in euros by dividing at the same quote', () => {
    const total = portfolioTotal(
      [balance('funding', 'USD', '108.00'), balance('funding', 'EUR', '1')],
      {},
      'EUR',
      '1.08',
    );
    expect(total).toEqual({ amount: '101.00', excluded: [], usedPar: false, usedFx: true });
  });

  it('names the currencies it has no quote for instead of guessing their value', () => {
    const total = portfolioTotal([...balances, balance('funding', 'BTC', '0.5')], {}, 'USD', '1.08');
    expect(total.excluded).toEqual(['BTC']);
    expect(total.amount).toBe('1990.00');
  });

  it('counts what is held outside the accounts and takes off what is owed', () => {
    // Allotted IPO shares paid from 20,000: 8,995 left in the account, 11,000 in escrow until the listing; a loan.
    const holdings: Held[] = [
      { currency: 'USD', amount: '8995.00' },
      { currency: 'USD', amount: '11000.00' },
      { currency: 'USD', amount: '-1000.00' },
    ];
    expect(portfolioTotal(holdings, {}, 'USD', '1.08').amount).toBe('18995.00');
  });

  it('needs no quote for dollars alone', () => {
    expect(portfolioTotal([balance('funding', 'USD', '5')], {}, 'USD', '1.1').usedFx).toBe(false);
  });
});

describe('todayPnl', () => {
  const dayStart = Date.parse('2026-11-23T00:00:00Z');
  const position = (over: Partial<PositionView>) =>
    ({
      symbol: 'AAPL',
      side: 'buy',
      openPrice: '100.00',
      openedAt: '2026-11-20T15:00:00Z',
      quantity: 10,
      multiplier: 1,
      currency: 'USD',
      markPrice: '103.00',
      floatingPnl: '30.00',
      ...over,
    }) as PositionView;
  const quotes = new Map([['AAPL', { prevClose: '101.50' }]]);

  it('counts a position held overnight from the previous close, one opened today from its open price', () => {
    const held = position({});
    const fresh = position({
      symbol: 'MSFT',
      openedAt: '2026-11-23T14:00:00Z',
      side: 'sell',
      openPrice: '50',
      markPrice: '49',
    });
    const marks = new Map([['AAPL', '103.00']]);
    // (103 − 101.5) × 10 + (50 − 49) × 10
    expect(todayPnl('USD', [held, fresh], [], quotes, marks, dayStart)).toBe('25.00');
  });

  it('adds the P/L realised today, not before, and leaves other currencies out', () => {
    const closed = [
      { currency: 'USD', closedAt: '2026-11-23T09:00:00Z', realizedPnl: '-4.50' },
      { currency: 'USD', closedAt: '2026-11-22T23:00:00Z', realizedPnl: '100.00' },
      { currency: 'EUR', closedAt: '2026-11-23T09:00:00Z', realizedPnl: '7.00' },
    ] as PositionView[];
    expect(todayPnl('USD', [], closed, quotes, new Map(), dayStart)).toBe('-4.50');
    expect(todayPnl('EUR', [], closed, quotes, new Map(), dayStart)).toBe('7.00');
  });

  it('is unknown without the previous close of a position held overnight, or without the closed positions', () => {
    expect(todayPnl('USD', [position({})], [], new Map(), new Map(), dayStart)).toBeNull();
    expect(todayPnl('USD', [], null, quotes, new Map(), dayStart)).toBeNull();
  });

  it('starts today at the reader’s midnight', () => {
    const now = new Date(2026, 10, 23, 15, 30);
    expect(startOfToday(now)).toBe(new Date(2026, 10, 23).getTime());
  });
});
