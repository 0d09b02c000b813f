// Instruments as the screens' tests render them: a US stock on NASDAQ, traded in whole shares in the US equities session.
import type { Quote, Stock } from '@platform/contracts';

/** A tradable NASDAQ stock in USD, a cent a tick and one share a lot; `stock` says which one. */
export const usStock = (stock: Pick<Stock, 'symbol' | 'name' | 'sector' | 'sharesOutstanding'>): Stock => ({
  class: 'stock',
  exchange: 'NASDAQ',
  currency: 'USD',
  tickSize: '0.01',
  lotSize: 1,
  multiplier: 1,
  sessionId: 'us-equities',
  tradable: true,
  ...stock,
});

/** A quote of `over.symbol` at `last`, the book a cent either side, an hour into today's session. */
export function quoteOf(last: string, over: Partial<Quote> & { symbol: string }): Quote {
  const cents = Math.round(Number(last) * 100);
  const price = (c: number) => (c / 100).toFixed(2);
  const prevClose = '100.00';
  const change = price(cents - 10_000);
  return {
    time: Date.parse('2026-03-02T15:30:00Z'),
    tradingDate: '2026-03-02',
    status: 'open',
    last,
    change,
    changePercent: ((Number(change) / Number(prevClose)) * 100).toFixed(2),
    open: '100.00',
    prevClose,
    high: price(Math.max(cents, 10_100)),
    low: price(Math.min(cents, 9_900)),
    high52w: '150.00',
    low52w: '80.00',
    volume: 1_250_000,
    amplitude: '2.00',
    marketCap: '100000000000',
    bid: price(cents - 1),
    ask: price(cents + 1),
    bidSize: 300,
    askSize: 200,
    openInterest: null,
    openInterestChange: null,
    expiry: null,
    priorSettle: null,
    lastTradingDate: null,
    simulated: true,
    ...over,
  };
}
