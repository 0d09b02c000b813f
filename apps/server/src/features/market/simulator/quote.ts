// A quote is arithmetic on bars: nothing in it is drawn at random except the book around the last trade.
import type { Instrument, Quote } from '@platform/contracts';
import type { Book } from './book.ts';
import type { TickBar } from './instrument-model.ts';
import { formatScaled, formatTicks, percentOf, type TickSize } from './ticks.ts';

export interface QuoteBasis {
  instrument: Instrument;
  tick: TickSize;
  /** Time of the last trade (ms). */
  time: number;
  tradingDate: string;
  status: Quote['status'];
  /** The session so far: its open, high, low, last and volume. */
  today: TickBar;
  /**
   * Finished sessions before today, oldest first, the last being the previous session; with today they make the
   * 52 weeks of the high and low (so up to 259 of them).
   */
  history: readonly TickBar[];
  book: Book | null;
  futures: { openInterest: number; openInterestChange: number; expiry: string; lastTradingDate: string } | null;
}

export function deriveQuote(basis: QuoteBasis): Quote {
  const { instrument, tick, today, history, book, futures } = basis;
  const price = (ticks: number) => formatTicks(ticks, tick);
  const last = today.close;
  // With no earlier session (day 0 of the simulated calendar) the session's open stands in for the close before it.
  const prevClose = history.at(-1)?.close ?? today.open;
  let high52w = today.high;
  let low52w = today.low;
  for (const bar of history) {
    if (bar.high > high52w) high52w = bar.high;
    if (bar.low < low52w) low52w = bar.low;
  }
  const marketCap =
    instrument.class === 'stock'
      ? formatScaled(BigInt(instrument.sharesOutstanding) * BigInt(last) * BigInt(tick.units), tick.decimals)
      : null;
  return {
    symbol: instrument.symbol,
    time: basis.time,
    tradingDate: basis.tradingDate,
    status: basis.status,
    last: price(last),
    change: price(last - prevClose),
    changePercent: percentOf(last - prevClose, prevClose),
    open: price(today.open),
    prevClose: price(prevClose),
    high: price(today.high),
    low: price(today.low),
    high52w: price(high52w),
    low52w: price(low52w),
    volume: today.volume,
    amplitude: percentOf(today.high - today.low, prevClose),
    marketCap,
    bid: book ? price(book.bid) : null,
    ask: book ? price(book.ask) : null,
    bidSize: book?.bidSize ?? null,
    askSize: book?.askSize ?? null,
    openInterest: futures?.openInterest ?? null,
    openInterestChange: futures?.openInterestChange ?? null,
    expiry: futures?.expiry ?? null,
    // A future settles at its session's close, so the prior settle is the previous close.
    priorSettle: futures ? price(prevClose) : null,
    lastTradingDate: futures?.lastTradingDate ?? null,
    simulated: true,
  };
}
