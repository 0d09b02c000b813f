// Every simulated instrument. Futures are listed from a date (the next two contract months still trading), and so
// are stocks listed later (an IPO's shares), so the catalogue rolls forward by itself; `model-specs.ts` holds how each
// one's prices are simulated.
import type { Instrument } from '@platform/contracts';
import { isoDate, zonedDate } from './calendar.ts';
import { nextContracts } from './expiries.ts';
import { FUTURE_ROOTS } from './futures-roots.ts';
import { isListedBy, type ListedStock, listedInstrument } from './listed-stocks.ts';
import { FOREX, INDICES, METALS } from './listings.ts';
import { STOCK_ROWS, US_STOCK_TERMS } from './stocks.ts';

/**
 * Every instrument trading on `asOf` (ms): futures are the next two contracts of each root not yet past their last
 * trading date; `listed` stocks from their listing date (New York) on, after the built-in stocks. A listing whose
 * symbol the built-in catalogue already uses is left out.
 */
export function buildCatalogue(asOf: number, listed: readonly ListedStock[] = []): Instrument[] {
  const stocks: Instrument[] = STOCK_ROWS.map(({ basePrice: _, ...row }) => ({
    ...row,
    ...US_STOCK_TERMS,
  }));
  const indices: Instrument[] = INDICES.map(([symbol, name, exchange, currency, sessionId, region]) => ({
    symbol,
    name,
    class: 'index',
    exchange,
    currency,
    tickSize: '0.01',
    lotSize: 1,
    multiplier: 1,
    sessionId,
    tradable: false,
    region,
  }));
  const newYorkDate = zonedDate('America/New_York', asOf);
  const futures: Instrument[] = FUTURE_ROOTS.flatMap((r) =>
    nextContracts(r.root, r.months, r.rule, r.settlement, newYorkDate).map((contract) => ({
      ...contract,
      name: `${r.name} ${contract.contractMonth}`,
      class: 'future' as const,
      exchange: r.exchange,
      currency: 'USD' as const,
      tickSize: r.tickSize,
      lotSize: 1,
      multiplier: r.multiplier,
      sessionId: 'futures' as const,
      tradable: true,
      group: r.group,
      root: r.root,
      underlying: r.underlying,
    })),
  );
  const forex: Instrument[] = FOREX.map(([base, quote, tickSize]) => ({
    symbol: `${base}${quote}`,
    name: `${base}/${quote}`,
    class: 'forex',
    exchange: 'OTC',
    currency: quote,
    tickSize,
    lotSize: 1_000,
    multiplier: 1,
    sessionId: 'forex',
    tradable: true,
    base,
    quote,
  }));
  const metals: Instrument[] = METALS.map(([symbol, name, tickSize]) => ({
    symbol,
    name,
    class: 'metal',
    exchange: 'OTC',
    currency: 'USD',
    tickSize,
    lotSize: 1,
    multiplier: 1,
    sessionId: 'spot-metals',
    tradable: true,
    unit: 'troy ounce',
  }));
  const others = [...indices, ...futures, ...forex, ...metals];
  if (listed.length === 0) return [...stocks, ...others];
  const taken = new Set([...stocks, ...others].map((instrument) => instrument.symbol));
  const today = isoDate(newYorkDate);
  const newStocks = listed
    .filter((stock) => !taken.has(stock.symbol) && isListedBy(stock, today))
    .map((stock) => listedInstrument(stock));
  return [...stocks, ...newStocks, ...others];
}
