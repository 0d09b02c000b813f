// Trading scenarios at prices a test sets: the instruments are the live market's, the quotes are the fixture's.
import { moneyApi, type Quote } from '@platform/contracts';
import { beforeAll } from 'vitest';
import type { TradingMarket } from '../features/trading/trading-market.ts';
import { signUp } from './api.ts';
import { fundFiat, keyed } from './money-test-kit.ts';
import type { TestApp } from './test-app.ts';

/** A symbol's book as a test sets it: bid and ask, and open unless said otherwise. */
export interface Book {
  bid: string;
  ask: string;
  status?: Quote['status'];
}

export interface FixtureMarket extends TradingMarket {
  /** Sets the symbol's book (and last, at the bid). */
  set(symbol: string, book: Book): void;
}

/** The fixture market over the live instruments of the app `appOf` answers when asked (it may open later). */
function fixtureMarketOf(appOf: () => TestApp): FixtureMarket {
  const books = new Map<string, Quote>();
  return {
    instrument: (symbol) => appOf().market.instrument(symbol),
    sessionEnd: (symbol, time) => appOf().market.sessionEnd(symbol, time),
    quote: (symbol) => books.get(symbol),
    set(symbol, { bid, ask, status = 'open' }) {
      const base = appOf().market.quote(symbol);
      if (!base) throw new Error(`no instrument ${symbol}`);
      books.set(symbol, { ...base, bid, ask, last: bid, status });
    },
  };
}

export const fixtureMarket = (app: TestApp): FixtureMarket => fixtureMarketOf(() => app);

/** Uses the fixture market for the app's trading center (instead of the live one). */
export function tradeAt(app: TestApp): FixtureMarket {
  const market = fixtureMarket(app);
  app.trading.market = market;
  return market;
}

/**
 * The test file's fixture market (`tradeAt`) for the app `useTestApp` opens: its trading center trades at it from the
 * file's `beforeAll` on, with `books` set then.
 */
export function useFixtureMarket(opened: { app: TestApp }, books: Record<string, Book> = {}): FixtureMarket {
  const market = fixtureMarketOf(() => opened.app);
  beforeAll(() => {
    opened.app.trading.market = market;
    for (const [symbol, book] of Object.entries(books)) market.set(symbol, book);
  });
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
