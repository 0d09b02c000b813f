// The notes' arithmetic, apart from the simulator and the database: given quotes and bars the simulator recorded,
// which notes they make. Each note carries only those figures, and a key naming its event so it is written once.
import type { Bar, Instrument, MarketNoteFigures, MarketNoteKind, Quote } from '@platform/contracts';
import Big from 'big.js';

export interface NoteDraft {
  /** One note per event: the same event seen by any number of runs has the same key. */
  eventKey: string;
  kind: MarketNoteKind;
  symbol: string;
  tradingDate: string;
  observedAt: Date;
  figures: MarketNoteFigures;
}

const baseFigures = (instrument: Instrument, quote: Quote): MarketNoteFigures => ({
  currency: instrument.currency,
  last: quote.last,
  prevClose: null,
  change: null,
  changePercent: null,
  high: null,
  previousHigh: null,
  compared: null,
});

export interface ClosingQuote {
  instrument: Instrument;
  /** The quote as the session closed. */
  quote: Quote;
}

/**
 * The largest rise and the largest fall of one finished session among the instruments given (US stocks), by change %;
 * ties go to the first in catalogue order. No rise (or no fall) that day, no note of that kind. Halted instruments did
 * not trade to the close and are left out.
 */
export function moverNotes(session: { tradingDate: string; closedAt: number }, closing: readonly ClosingQuote[]) {
  const traded = closing.filter(({ quote }) => quote.status !== 'halted' && quote.tradingDate === session.tradingDate);
  if (traded.length === 0) return [];
  let top = traded[0]!;
  let bottom = traded[0]!;
  for (const entry of traded) {
    if (new Big(entry.quote.changePercent).gt(top.quote.changePercent)) top = entry;
    if (new Big(entry.quote.changePercent).lt(bottom.quote.changePercent)) bottom = entry;
  }
  const note = (kind: 'top_gainer' | 'top_loser', { instrument, quote }: ClosingQuote): NoteDraft => ({
    eventKey: `${kind}:${session.tradingDate}`,
    kind,
    symbol: instrument.symbol,
    tradingDate: session.tradingDate,
    observedAt: new Date(session.closedAt),
    figures: {
      ...baseFigures(instrument, quote),
      prevClose: quote.prevClose,
      change: quote.change,
      changePercent: quote.changePercent,
      compared: traded.length,
    },
  });
  const notes: NoteDraft[] = [];
  if (new Big(top.quote.changePercent).gt(0)) notes.push(note('top_gainer', top));
  if (new Big(bottom.quote.changePercent).lt(0)) notes.push(note('top_loser', bottom));
  return notes;
}

const YEAR_MS = 364 * 86_400_000;

/**
 * An index's new 52-week high: the finished session's daily bar (at `dateMs`) tops every daily high of the 52 weeks
 * before it. `bars` are the index's daily bars up to and including that session; with no earlier bar there is no
 * "before" to top, so no note.
 */
export function highNote(
  session: { tradingDate: string; dateMs: number; closedAt: number },
  { instrument, quote }: ClosingQuote,
  bars: readonly Bar[],
): NoteDraft | null {
  const today = bars.find((bar) => bar.time === session.dateMs);
  const before = bars.filter((bar) => bar.time < session.dateMs && bar.time >= session.dateMs - YEAR_MS);
  if (!today || before.length === 0) return null;
  let previousHigh = before[0]!.high;
  for (const bar of before) if (new Big(bar.high).gt(previousHigh)) previousHigh = bar.high;
  if (!new Big(today.high).gt(previousHigh)) return null;
  return {
    eventKey: `high_52w:${instrument.symbol}:${session.tradingDate}`,
    kind: 'high_52w',
    symbol: instrument.symbol,
    tradingDate: session.tradingDate,
    observedAt: new Date(session.closedAt),
    figures: { ...baseFigures(instrument, quote), last: today.close, high: today.high, previousHigh },
  };
}

/** A halted instrument, with its price when trading stopped: one note per instrument per (UTC) day of halting. */
export function haltNote(instrument: Instrument, haltedAt: number, quote: Quote): NoteDraft {
  const day = new Date(haltedAt).toISOString().slice(0, 10);
  return {
    eventKey: `halt:${instrument.symbol}:${day}`,
    kind: 'halt',
    symbol: instrument.symbol,
    tradingDate: quote.tradingDate,
    observedAt: new Date(haltedAt),
    figures: baseFigures(instrument, quote),
  };
}
