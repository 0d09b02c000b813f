// A list's day lines as the market moves: each line ends at its symbol's pushed last price (the forming bar's close),
// and the lines are asked again when a pushed quote starts a new minute (a new bar), not by a timer. Only while the
// quotes are not heard (the socket down) do they poll, once a minute.
import type { Quote, Sparkline } from '@platform/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSocketState } from '../realtime/use-live-quote.ts';
import { sparklinesQuery } from './queries.ts';

const MINUTE_MS = 60_000;

/** The line with its end at the pushed last price, when the quote is of the line's session. */
export function withLiveEnd(line: Sparkline, quote: Quote | undefined): Sparkline {
  if (!quote?.last || quote.tradingDate !== line.tradingDate || line.closes.length === 0) return line;
  if (line.closes.at(-1) === quote.last) return line;
  return { ...line, closes: [...line.closes.slice(0, -1), quote.last] };
}

/** The newest minute any of `quotes` was pushed in (0 when none was). */
const newestMinute = (quotes: ReadonlyMap<string, Quote>) =>
  Math.max(0, ...[...quotes.values()].map((quote) => Math.floor(quote.time / MINUTE_MS)));

/** The day lines of `symbols`, kept live by `live` (the symbols' pushed quotes). */
export function useLiveSparklines(symbols: readonly string[], live: ReadonlyMap<string, Quote>) {
  const socket = useSocketState();
  const lines = useQuery({
    ...sparklinesQuery(symbols),
    refetchInterval: socket === 'live' ? false : MINUTE_MS,
  });
  // A quote pushed in a later minute than any before: a new bar began, asked for once. (The quotes' own minutes are
  // compared, never the device's clock, so a clock that differs from the market's cannot ask every render.)
  const minute = newestMinute(live);
  const askedFor = useRef(0);
  const { refetch } = lines;
  useEffect(() => {
    if (minute === 0) return;
    if (askedFor.current === 0) askedFor.current = minute;
    if (minute <= askedFor.current) return;
    askedFor.current = minute;
    void refetch();
  }, [minute, refetch]);
  return new Map(lines.data?.map((line) => [line.symbol, withLiveEnd(line, live.get(line.symbol))]));
}
