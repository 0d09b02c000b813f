// How each instrument's prices, volumes and book are simulated (volatility, gaps, jumps, spread, sizes).
import type { Instrument, Stock } from '@platform/contracts';
import { FUTURE_ROOTS } from './futures-roots.ts';
import { FOREX, INDICES, METALS } from './listings.ts';
import { STOCK_ROWS, type StockRow } from './stocks.ts';

/** How one instrument's prices, volumes and book are simulated. */
export interface ModelSpec {
  /** Whose random path the price follows: every expiry of a future follows its root's. */
  pathKey: string;
  basePrice: number;
  annualVol: number;
  /** Yearly drift of the level the price reverts to (stocks and indices rise over time). */
  annualDrift: number;
  /** The overnight gap's spread as a share of a day's volatility (near 0 for near-24-hour markets). */
  gapShare: number;
  /** Chance per day of a jump (news, earnings) of about three days' volatility. */
  jumpChance: number;
  /** Typical units traded per day (a future's front month at its busiest). */
  dailyVolume: number;
  /** Spread range in ticks; null when there is no book (indices). */
  spreadTicks: readonly [number, number] | null;
  /** Book sizes are a random number of lots in `bookLots`, each of `bookUnit` units. */
  bookUnit: number;
  bookLots: readonly [number, number];
  /** Futures: log price premium per year to expiry over the root's path (cost of carry). */
  carryPerYear: number;
  /** Futures: open interest of a contract at its busiest. */
  openInterest: number;
}

const SECTOR_VOL: Record<Stock['sector'], number> = {
  Technology: 0.32,
  'Communication Services': 0.3,
  'Consumer Discretionary': 0.3,
  'Consumer Staples': 0.16,
  Energy: 0.26,
  Financials: 0.22,
  'Health Care': 0.22,
  Industrials: 0.24,
  Materials: 0.28,
  Utilities: 0.17,
};

const baseSpec = { annualDrift: 0, gapShare: 0.05, jumpChance: 0.004, carryPerYear: 0, openInterest: 0 };

/** A US stock's model, built-in or listed later: its sector, exchange and size set how it moves and trades. */
export function stockSpec(row: StockRow, pathKey = row.symbol): ModelSpec {
  return {
    ...baseSpec,
    pathKey,
    basePrice: row.basePrice,
    // Small caps on the NYSE American swing harder than large caps.
    annualVol: SECTOR_VOL[row.sector] * (row.exchange === 'AMEX' ? 1.8 : 1),
    gapShare: 0.35,
    annualDrift: 0.06,
    jumpChance: 0.012,
    dailyVolume: Math.round(row.sharesOutstanding * 0.006),
    spreadTicks: [1, 3],
    bookUnit: 100,
    bookLots: [1, 40],
  };
}

const specs = new Map<string, ModelSpec>();
for (const row of STOCK_ROWS) specs.set(row.symbol, stockSpec(row));
for (const [symbol, , , , , , basePrice] of INDICES) {
  specs.set(symbol, {
    ...baseSpec,
    pathKey: symbol,
    basePrice,
    annualVol: 0.16,
    gapShare: 0.3,
    annualDrift: 0.05,
    // An index's volume is its constituents' shares traded.
    dailyVolume: 800_000_000,
    spreadTicks: null,
    bookUnit: 1,
    bookLots: [0, 0],
  });
}
for (const r of FUTURE_ROOTS) {
  specs.set(`future:${r.root}`, {
    ...baseSpec,
    pathKey: r.root,
    basePrice: r.basePrice,
    annualVol: r.annualVol,
    jumpChance: 0.006,
    dailyVolume: r.dailyVolume,
    spreadTicks: [1, 2],
    bookUnit: 1,
    bookLots: [1, 150],
    carryPerYear: r.carryPerYear,
    openInterest: r.openInterest,
  });
}
for (const [base, quote, , basePrice, annualVol] of FOREX) {
  const symbol = `${base}${quote}`;
  const spreadTicks = quote === 'CNH' ? ([3, 8] as const) : ([6, 14] as const);
  specs.set(symbol, {
    ...baseSpec,
    pathKey: symbol,
    basePrice,
    annualVol,
    gapShare: 0.02,
    jumpChance: 0.002,
    dailyVolume: 200_000,
    spreadTicks,
    bookUnit: 100_000,
    bookLots: [1, 50],
  });
}
for (const [symbol, , , basePrice, annualVol, spread] of METALS) {
  specs.set(symbol, {
    ...baseSpec,
    pathKey: symbol,
    basePrice,
    annualVol,
    dailyVolume: 5_000_000,
    spreadTicks: [Math.round(spread * 0.7), Math.round(spread * 1.3)],
    bookUnit: 100,
    bookLots: [1, 30],
  });
}

/** Whether a symbol belongs to the built-in catalogue (futures aside, whose symbols carry a contract month). */
export function isBuiltInSymbol(symbol: string): boolean {
  return specs.has(symbol);
}

/** The model behind an instrument of the built-in catalogue. */
export function modelSpecOf(instrument: Instrument): ModelSpec {
  const spec = specs.get(instrument.class === 'future' ? `future:${instrument.root}` : instrument.symbol);
  if (!spec) throw new Error(`No simulated market for ${instrument.symbol}`);
  return spec;
}
