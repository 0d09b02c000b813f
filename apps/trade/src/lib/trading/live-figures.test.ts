import { type Quote, sumDecimals, type TradingAccountView } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { liveAccount, livePosition } from './live-figures.ts';

const quote = (symbol: string, bid: string, ask: string) => ({ symbol, bid, ask, time: 1 }) as Quote;
const long = {
  symbol: 'AAPL',
  side: 'buy' as const,
  openPrice: '190.05',
  quantity: 10,
  multiplier: 1,
  currency: 'USD' as const,
  markPrice: '190.00',
  floatingPnl: '-0.50',
};
const short = {
  ...long,
  symbol: 'MSFT',
  side: 'sell' as const,
  openPrice: '400.10',
  markPrice: null,
  floatingPnl: null,
};
const account: TradingAccountView = {
  currency: 'USD',
  balance: '1000.00',
  usedMargin: '2000.00',
  pendingMargin: '0.00',
  floatingPnl: '-0.50',
  equity: '999.50',
  available: '0.00',
  freeMargin: '0.00',
  marginLevel: '49.98',
  marginCallEquity: '1000.00',
  stopOutEquity: '500.00',
  status: 'ok',
  time: 1,
};

describe('livePosition', () => {
  it('marks a long at the bid and a short at the ask', () => {
    expect(livePosition(long, quote('AAPL', '191.15', '191.20'))).toEqual({ mark: '191.15', pnl: '11.00' });
    expect(livePosition(short, quote('MSFT', '399.00', '399.05'))).toEqual({ mark: '399.05', pnl: '10.50' });
  });

  it('keeps the server figures without a live quote', () => {
    expect(livePosition(long, undefined)).toEqual({ mark: '190.00', pnl: '-0.50' });
    expect(livePosition(short, undefined)).toEqual({ mark: null, pnl: null });
  });
});

describe('liveAccount', () => {
  it('sums the live P/L exactly and puts equity at the margin call when it falls there', () => {
    const live = liveAccount(account, [long], new Map([['AAPL', quote('AAPL', '189.99', '190.01')]]));
    expect(live).toEqual({
      floatingPnl: '-0.60',
      equity: '999.40',
      freeMargin: '0.00',
      marginLevel: '49.97',
      marginCall: true,
      live: true,
    });
  });

  it('shows the server figures when the positions are not all known', () => {
    expect(liveAccount(account, null, new Map())).toEqual({
      floatingPnl: '-0.50',
      equity: '999.50',
      freeMargin: '0.00',
      marginLevel: '49.98',
      marginCall: false,
      live: false,
    });
  });

  // 10 AAPL bought at 190.05 with 1× leverage on 10,000: 1,900.50 held as margin. The server answered at a bid of
  // 190.00; the live bid then falls to 180.00. Every figure of the summary must be at 180.00, none at 190.00.
  const held: TradingAccountView = {
    ...account,
    balance: '10000.00',
    available: '8099.50',
    usedMargin: '1900.50',
    floatingPnl: '-0.50',
    equity: '9999.50',
    freeMargin: '8099.00',
    marginLevel: '526.15',
    marginCallEquity: '1900.50',
    stopOutEquity: '950.25',
  };

  it('moves free margin and margin level with equity, from the same quotes (free falls as the loss grows)', () => {
    const falling = ['189.00', '185.00', '180.00'].map((bid) =>
      liveAccount(held, [long], new Map([['AAPL', quote('AAPL', bid, '200.00')]])),
    );
    expect(falling.map((f) => [f.floatingPnl, f.equity, f.freeMargin, f.marginLevel])).toEqual([
      ['-10.50', '9989.50', '8089.00', '525.62'],
      ['-50.50', '9949.50', '8049.00', '523.52'],
      ['-100.50', '9899.50', '7999.00', '520.89'],
    ]);
    for (const f of falling) {
      // One snapshot: free = equity − used, level = equity ÷ used (margin held only for the position, a loss).
      expect(sumDecimals([f.equity, `-${held.usedMargin}`], 2)).toBe(f.freeMargin);
      expect(((Number(f.equity) / Number(held.usedMargin)) * 100).toFixed(2)).toBe(f.marginLevel);
    }
  });
});
