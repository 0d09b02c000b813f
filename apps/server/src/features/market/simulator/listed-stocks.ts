// Stocks listed after the built-in catalogue (an IPO's shares): each trades from its listing date on, following the
// same model as the built-in stocks but starting at its listing price, with no history before that date.
import type { Stock } from '@platform/contracts';
import { dateFromIso, tradingDateMs, tradingDayOnOrBefore, zonedTime } from './calendar.ts';
import { type StockRow, US_STOCK_TERMS } from './stocks.ts';

export interface ListedStock extends StockRow {
  /** New York calendar date, YYYY-MM-DD: in the catalogue from that day on. */
  listingDate: string;
}

/** Where a listing's history begins: its first trading day and the instant (New York midnight) it is listed. */
export interface ListingStart {
  day: number;
  at: number;
}

/** The first trading day is the listing date's, or the next weekday's when the stock lists on a weekend. */
export function listingStartOf(listingDate: string): ListingStart {
  const dateMs = dateFromIso(listingDate);
  const onOrBefore = tradingDayOnOrBefore(dateMs);
  const day = tradingDateMs(onOrBefore) < dateMs ? onOrBefore + 1 : onOrBefore;
  return { day, at: zonedTime('America/New_York', dateMs, 0) };
}

/** A listing as the catalogue shows it: a US stock like the built-in ones. */
export function listedInstrument(stock: ListedStock): Stock {
  return {
    symbol: stock.symbol,
    name: stock.name,
    exchange: stock.exchange,
    sector: stock.sector,
    sharesOutstanding: stock.sharesOutstanding,
    ...US_STOCK_TERMS,
  };
}

/** Whether a listing has reached its listing date by the New York date `newYorkDateIso` (YYYY-MM-DD). */
export function isListedBy(stock: ListedStock, newYorkDateIso: string): boolean {
  return stock.listingDate <= newYorkDateIso;
}
