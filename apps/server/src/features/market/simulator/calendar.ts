// Trading dates and time zones without a dependency: trading days are counted as weekdays from a fixed Monday, and
// Intl supplies each zone's UTC offset (so DST moves the session, not the clock arithmetic).

const DAY_MS = 86_400_000;
/** Day 0 of every instrument's history. A Monday, so weekday arithmetic stays simple. */
export const EPOCH_MS = Date.UTC(2020, 0, 6);

/** UTC midnight of trading day `day` (its trading date). Negative days count back before the epoch. */
export function tradingDateMs(day: number): number {
  const week = Math.floor(day / 5);
  return EPOCH_MS + (week * 7 + (day - week * 5)) * DAY_MS;
}

/** The trading day on or before a UTC-midnight date (a weekend maps to its Friday). */
export function tradingDayOnOrBefore(dateMs: number): number {
  const days = Math.floor((dateMs - EPOCH_MS) / DAY_MS);
  const week = Math.floor(days / 7);
  return week * 5 + Math.min(days - week * 7, 4);
}

export function isoDate(dateMs: number): string {
  return new Date(dateMs).toISOString().slice(0, 10);
}

export function dateFromIso(text: string): number {
  return Date.parse(`${text}T00:00:00Z`);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const hourly = new Map<string, number>();
/** A zone's offset per week when it is the same all week (no DST change in it), else null. */
const weekly = new Map<string, number | null>();
const WEEK_MS = 7 * DAY_MS;

/** Asks Intl (slow, so callers cache) how far ahead of UTC the zone's clock is at `time`, in minutes. */
function askOffset(timeZone: string, time: number): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(time)) parts[part.type] = Number(part.value);
  const local = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0);
  return Math.round((local - Math.floor(time / 60_000) * 60_000) / 60_000);
}

/**
 * Minutes the zone is ahead of UTC at `time`. A zone changes offset at most once in a week, on the hour, so a week
 * with the same offset at both ends has it throughout; only the weeks of a change are looked up hour by hour.
 */
export function zoneOffsetMinutes(timeZone: string, time: number): number {
  const week = Math.floor(time / WEEK_MS);
  const weekKey = `${timeZone}|${week}`;
  let steady = weekly.get(weekKey);
  if (steady === undefined) {
    const start = askOffset(timeZone, week * WEEK_MS);
    steady = start === askOffset(timeZone, (week + 1) * WEEK_MS - 60_000) ? start : null;
    if (weekly.size > 100_000) weekly.clear();
    weekly.set(weekKey, steady);
  }
  if (steady !== null) return steady;
  const hour = Math.floor(time / 3_600_000);
  const hourKey = `${timeZone}|${hour}`;
  let offset = hourly.get(hourKey);
  if (offset === undefined) {
    offset = askOffset(timeZone, hour * 3_600_000);
    if (hourly.size > 100_000) hourly.clear();
    hourly.set(hourKey, offset);
  }
  return offset;
}

/** The instant a zone's wall clock reads `minuteOfDay` minutes after midnight of `dateMs` (a UTC-midnight date). */
export function zonedTime(timeZone: string, dateMs: number, minuteOfDay: number): number {
  const wall = dateMs + minuteOfDay * 60_000;
  const first = wall - zoneOffsetMinutes(timeZone, wall) * 60_000;
  const second = wall - zoneOffsetMinutes(timeZone, first) * 60_000;
  return second;
}

/** The zone's calendar date at `time`, as a UTC-midnight date. */
export function zonedDate(timeZone: string, time: number): number {
  const wall = time + zoneOffsetMinutes(timeZone, time) * 60_000;
  return Math.floor(wall / DAY_MS) * DAY_MS;
}

export function addDays(dateMs: number, days: number): number {
  return dateMs + days * DAY_MS;
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(dateMs: number): number {
  return new Date(dateMs).getUTCDay();
}
