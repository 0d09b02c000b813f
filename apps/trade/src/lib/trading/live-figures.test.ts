import type { Quote, TradingAccountView } from '@platform/contracts';
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
    expect(live).toEqual({ floatingPnl: '-0.60', equity: '999.40', marginCall: true, live: true });
  });

  it('shows the server figures when the positions are not all known', () => {
    expect(liveAccount(account, null, new Map())).toEqual({
      floatingPnl: '-0.50',
      equity: '999.50',
      marginCall: false,
      live: false,
    });
  });
});
