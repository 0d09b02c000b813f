// Instruments as the screens' tests render them: a US stock on NASDAQ, traded in whole shares in the US equities session.
import type { Stock } from '@platform/contracts';

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
