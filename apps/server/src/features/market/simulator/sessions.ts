// When each instrument trades: its session's segments for a trading date, in UTC, following the zone's DST.
import { type Instrument, type SessionId, TRADING_SESSIONS } from '@platform/contracts';
import { addDays, isoDate, tradingDateMs, tradingDayOnOrBefore, zonedDate, zonedTime } from './calendar.ts';

export interface Segment {
  start: number;
  end: number;
  /** The stretch between the previous close and this open, traded only when the sandbox keeps markets open. */
  offHours: boolean;
}

/** One trading day of one session: its segments in time order, in ms since the epoch, ends exclusive. */
export interface TradingDay {
  day: number;
  tradingDate: string;
  /** UTC midnight of the trading date, the time of the day's daily bar. */
  dateMs: number;
  segments: Segment[];
  start: number;
  end: number;
}

function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

const days = new Map<string, TradingDay>();

function regularSegments(sessionId: SessionId, dateMs: number): Segment[] {
  const { timeZone, hours } = TRADING_SESSIONS[sessionId];
  return hours.map(([open, close]) => {
    const closeMinute = minutesOf(close);
    let openMinute = minutesOf(open);
    if (openMinute >= closeMinute) openMinute -= 1440;
    return {
      start: zonedTime(timeZone, dateMs, openMinute),
      end: zonedTime(timeZone, dateMs, closeMinute),
      offHours: false,
    };
  });
}

/**
 * Trading day `day` of a session. With `alwaysOpen` the day begins at the previous day's close and its first
 * segment is the off-hours stretch up to the regular open; the regular segments are the same in both modes.
 */
export function sessionDay(sessionId: SessionId, day: number, alwaysOpen: boolean): TradingDay {
  const key = `${sessionId}|${day}|${alwaysOpen}`;
  const known = days.get(key);
  if (known) return known;
  const dateMs = tradingDateMs(day);
  const segments = regularSegments(sessionId, dateMs);
  if (alwaysOpen) {
    const previousClose = sessionDay(sessionId, day - 1, false).end;
    const open = segments[0]?.start ?? previousClose;
    if (previousClose < open) segments.unshift({ start: previousClose, end: open, offHours: true });
  }
  const tradingDay: TradingDay = {
    day,
    tradingDate: isoDate(dateMs),
    dateMs,
    segments,
    start: segments[0]?.start ?? dateMs,
    end: segments.at(-1)?.end ?? dateMs,
  };
  if (days.size > 100_000) days.clear();
  days.set(key, tradingDay);
  return tradingDay;
}

/** The trading day in progress at `time`, or the latest one when the market is between sessions. */
export function tradingDayAt(sessionId: SessionId, time: number, alwaysOpen: boolean): number {
  const localDate = zonedDate(TRADING_SESSIONS[sessionId].timeZone, time);
  // An overnight session may already have opened tomorrow's trading date, and in the sandbox Monday's trading day
  // begins at Friday's close: start one trading day beyond tomorrow and step back.
  let day = tradingDayOnOrBefore(addDays(localDate, 1)) + 1;
  while (sessionDay(sessionId, day, alwaysOpen).start > time) day -= 1;
  return day;
}

/** The segment trading at `time`, if any. */
export function segmentAt(tradingDay: TradingDay, time: number): Segment | undefined {
  return tradingDay.segments.find((segment) => segment.start <= time && time < segment.end);
}

export interface SessionOptions {
  /** Sandbox switch: every market trades around the clock (the off-hours are bridged, see `sessionDay`). */
  alwaysOpen?: boolean;
}

/**
 * Whether the instrument trades at `time`. In the sandbox's always-open mode only a lunch break (Tokyo, Hong Kong,
 * Shanghai indices) still closes. A future never trades after its last trading date.
 */
export function isOpen(instrument: Instrument, time: number, options: SessionOptions = {}): boolean {
  const alwaysOpen = options.alwaysOpen ?? false;
  const day = sessionDay(instrument.sessionId, tradingDayAt(instrument.sessionId, time, alwaysOpen), alwaysOpen);
  if (instrument.class === 'future' && day.tradingDate > instrument.lastTradingDate) return false;
  return segmentAt(day, time) !== undefined;
}
