// What the simulator's own record says today: the notes of its last few finished sessions (the largest moves among US
// stocks, indices' new 52-week highs) and of the instruments halted now, each from the quotes and bars it recorded.
import type { Instrument, SessionId } from '@platform/contracts';
import type { Simulator } from '../simulator/index.ts';
import { sessionDay, type TradingDay, tradingDayAt } from '../simulator/sessions.ts';
import { type ClosingQuote, haltNote, highNote, moverNotes, type NoteDraft } from './compute-notes.ts';

/** Finished sessions looked back over, so a fresh install has the last few days' notes at once. */
export const NOTE_SESSIONS = 3;
const DAY_MS = 86_400_000;

export interface NoteSource {
  simulator: Simulator;
  alwaysOpen: boolean;
}

/** The `count` latest sessions of `sessionId` that had closed by `now`, oldest first. */
export function finishedSessions(sessionId: SessionId, now: number, alwaysOpen: boolean, count: number): TradingDay[] {
  let day = tradingDayAt(sessionId, now, alwaysOpen);
  if (sessionDay(sessionId, day, alwaysOpen).end > now) day -= 1;
  const days: TradingDay[] = [];
  for (let d = Math.max(0, day - count + 1); d <= day; d += 1) days.push(sessionDay(sessionId, d, alwaysOpen));
  return days;
}

function closingQuotes(simulator: Simulator, instruments: readonly Instrument[], at: number): ClosingQuote[] {
  return instruments.flatMap((instrument) => {
    const quote = simulator.quote(instrument.symbol, at);
    return quote ? [{ instrument, quote }] : [];
  });
}

export interface CollectedNotes {
  notes: NoteDraft[];
  /** The finished sessions read for these notes: a caller that stored the notes need not read them again. */
  sessions: string[];
}

/**
 * The notes of the simulator's record at `now`. Finished sessions named in `skip` are not read again (a session's
 * record never changes once it closed; reading a hundred closing quotes each minute would cost the ticker its time).
 */
export function collectNotes(
  { simulator, alwaysOpen }: NoteSource,
  now: number,
  skip: ReadonlySet<string> = new Set(),
  sessions = NOTE_SESSIONS,
): CollectedNotes {
  const instruments = simulator.instruments(now);
  const notes: NoteDraft[] = [];
  const read: string[] = [];
  const unread = (key: string) => {
    if (skip.has(key)) return false;
    read.push(key);
    return true;
  };

  const stocks = instruments.filter((i) => i.class === 'stock');
  const stockSessions = [...new Set(stocks.map((i) => i.sessionId))];
  for (const sessionId of stockSessions) {
    const members = stocks.filter((i) => i.sessionId === sessionId);
    for (const session of finishedSessions(sessionId, now, alwaysOpen, sessions)) {
      if (!unread(`movers:${sessionId}:${session.day}`)) continue;
      // The session's last trade is just before its end (ends are exclusive); the note is dated at the close.
      const closing = closingQuotes(simulator, members, session.end - 1);
      notes.push(...moverNotes({ tradingDate: session.tradingDate, closedAt: session.end }, closing));
    }
  }

  for (const index of instruments.filter((i) => i.class === 'index')) {
    for (const session of finishedSessions(index.sessionId, now, alwaysOpen, sessions)) {
      if (!unread(`high:${index.symbol}:${session.day}`)) continue;
      const [closing] = closingQuotes(simulator, [index], session.end - 1);
      if (!closing) continue;
      const bars = simulator.bars(index.symbol, '1d', session.dateMs - 366 * DAY_MS, session.end) ?? [];
      const when = { tradingDate: session.tradingDate, dateMs: session.dateMs, closedAt: session.end };
      const note = highNote(when, closing, bars);
      if (note) notes.push(note);
    }
  }

  for (const [symbol, haltedAt] of simulator.halts) {
    if (haltedAt > now) continue;
    const instrument = simulator.instrument(symbol, now);
    const quote = simulator.quote(symbol, now);
    if (instrument && quote) notes.push(haltNote(instrument, haltedAt, quote));
  }
  return { notes, sessions: read };
}
