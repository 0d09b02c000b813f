// Trading scenarios at prices a test sets: the instruments are the live market's, the quotes are the fixture's.
import { moneyApi, type Quote } from '@platform/contracts';
import type { TradingMarket } from '../features/trading/trading-market.ts';
import { signUp } from './api.ts';
import { fundFiat, keyed } from './money-test-kit.ts';
import type { TestApp } from './test-app.ts';

export interface FixtureMarket extends TradingMarket {
  /** Sets the symbol's book (and last, at the bid); the market is open unless said otherwise. */
  set(symbol: string, book: { bid: string; ask: string; status?: Quote['status'] }): void;
}

export function fixtureMarket(app: TestApp): FixtureMarket {
  const live = app.market;
  const books = new Map<string, Quote>();
  return {
    instrument: (symbol) => live.instrument(symbol),
    sessionEnd: (symbol, time) => live.sessionEnd(symbol, time),
    quote: (symbol) => books.get(symbol),
    set(symbol, { bid, ask, status = 'open' }) {
      const base = live.quote(symbol);
      if (!base) throw new Error(`no instrument ${symbol}`);
      books.set(symbol, { ...base, bid, ask, last: bid, status });
    },
  };
}

/** Uses the fixture market for the app's trading center (instead of the live one). */
export function tradeAt(app: TestApp): FixtureMarket {
  const market = fixtureMarket(app);
  app.trading.market = market;
  return market;
}

/** Funds the user's USD trading account: a bank deposit approved by `adminToken`, then a transfer. */
export async function fundTrading(app: TestApp, token: string, adminToken: string, amount: string, currency = 'USD') {
  await fundFiat(app, token, adminToken, amount, currency);
  const res = await keyed(app, moneyApi.createTransfer.path, token, {
    from: 'funding',
    to: 'trading',
    currency,
    amount,
  });
  if (res.status !== 200) throw new Error(`transfer failed: ${JSON.stringify(res.body)}`);
}

/** A new user with `amount` in their trading account (funded as `fundTrading` does). */
export async function fundedTrader(app: TestApp, adminToken: string, amount: string, currency = 'USD') {
  const signed = await signUp(app);
  await fundTrading(app, signed.token, adminToken, amount, currency);
  return signed;
}
