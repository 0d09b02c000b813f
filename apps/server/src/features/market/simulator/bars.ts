// Bars of any interval as of any instant, aggregated from the minutes so that every interval agrees: a bar's high is
// the highest of its minutes, its volume their sum. The bar in progress at `to` is shown as it stood at `to`.
import type { BarInterval } from '@platform/contracts';
import type { InstrumentModel, TickBar } from './instrument-model.ts';
import type { TradingDay } from './sessions.ts';

const MINUTE = 60_000;

export const INTERVAL_MINUTES = { '1m': 1, '5m': 5, '30m': 30, '1h': 60 } as const satisfies Record<
  Exclude<BarInterval, '1d'>,
  number
>;

/** The most trading days one request may span: minute bars are generated on demand, daily ones kept. */
export const MAX_DAYS = { intraday: 66, daily: 2_600 } as const;

function daySpan(model: InstrumentModel, from: number, to: number, limit: number): [number, number] {
  const first = model.currentDay(from);
  const last = model.currentDay(to - 1);
  if (last - first + 1 > limit) throw new RangeError(`At most ${limit} trading days of bars at a time`);
  return [first, last];
}

/** Finished days' bars are kept from this width up; one-minute bars are cheap to read off the cached minutes. */
const CACHED_FROM_MINUTES = 5;
const CACHED_DAYS_PER_INSTRUMENT = 300;

function finishedDayBars(model: InstrumentModel, day: number, minutesPerBar: number): TickBar[] {
  const key = `${minutesPerBar}|${day}`;
  const known = model.finishedBars.get(key);
  if (known) return known;
  const tradingDay = model.tradingDay(day);
  const bars = dayBars(model, day, minutesPerBar, tradingDay.start, tradingDay.end);
  if (model.finishedBars.size >= CACHED_DAYS_PER_INSTRUMENT) model.finishedBars.clear();
  model.finishedBars.set(key, bars);
  return bars;
}

/** One day's bars of `minutesPerBar` overlapping [from, to), the last as it stood at `to`. */
function dayBars(model: InstrumentModel, day: number, minutesPerBar: number, from: number, to: number): TickBar[] {
  const bars: TickBar[] = [];
  const width = minutesPerBar * MINUTE;
  const path = model.path(day);
  path.tradingDay.segments.forEach((segment, index) => {
    const offset = path.offsets[index] ?? 0;
    for (let start = segment.start; start < segment.end && start < to; start += width) {
      const end = Math.min(start + width, segment.end);
      if (end <= from) continue;
      const first = offset + (start - segment.start) / MINUTE;
      if (end <= to) {
        bars.push(model.span(path, first, first + (end - start) / MINUTE, null, start));
        continue;
      }
      const into = to - start;
      const partial = into % MINUTE > 0 ? Math.floor((into % MINUTE) / 1000) : null;
      bars.push(model.span(path, first, first + Math.floor(into / MINUTE), partial, start));
    }
  });
  return bars;
}

/**
 * Bars of `minutesPerBar` overlapping [from, to). They start at each segment's open and never span a break; the
 * last of a segment may be shorter.
 */
export function intradayBars(model: InstrumentModel, minutesPerBar: number, from: number, to: number): TickBar[] {
  const bars: TickBar[] = [];
  if (to <= from) return bars;
  const [firstDay, lastDay] = daySpan(model, from, to, MAX_DAYS.intraday);
  for (let day = firstDay; day <= lastDay; day++) {
    const tradingDay = model.tradingDay(day);
    if (tradingDay.end <= from || tradingDay.start >= to) continue;
    if (tradingDay.start >= from && tradingDay.end <= to && minutesPerBar >= CACHED_FROM_MINUTES) {
      bars.push(...finishedDayBars(model, day, minutesPerBar));
    } else {
      bars.push(...dayBars(model, day, minutesPerBar, from, to));
    }
  }
  return bars;
}

/** When a trading day's regular session opens (its first segment, but for the sandbox's off-hours bridge). */
function regularOpen(tradingDay: TradingDay): number {
  return tradingDay.segments.find((segment) => !segment.offHours)?.start ?? tradingDay.start;
}

/**
 * The latest trading day with a daily bar at `time`: the current one once its regular session has opened. Before that,
 * in the always-open sandbox, the off-hours trading (a night, a weekend) already counts toward the coming day, but that
 * day has no bar yet: a daily history dated on the exchange's calendar never shows a bar before its date's session.
 */
export function latestDailyDay(model: InstrumentModel, time: number): number {
  const day = model.currentDay(time);
  return regularOpen(model.tradingDay(day)) < time ? day : day - 1;
}

/** One bar per trading day overlapping [from, to) whose regular session has opened, at 00:00 UTC of its trading date. */
export function dailyBars(model: InstrumentModel, from: number, to: number): TickBar[] {
  const bars: TickBar[] = [];
  if (to <= from) return bars;
  const [firstDay, lastDay] = daySpan(model, from, to, MAX_DAYS.daily);
  for (let day = firstDay; day <= lastDay; day++) {
    const tradingDay = model.tradingDay(day);
    if (tradingDay.end <= from || regularOpen(tradingDay) >= to) continue;
    bars.push(tradingDay.end <= to ? model.summary(day) : dayAsOf(model, day, to));
  }
  return bars;
}

/** A trading day's bar as it stood at `time`. */
export function dayAsOf(model: InstrumentModel, day: number, time: number): TickBar {
  const path = model.path(day);
  const { minute, second, live } = model.progress(path, time);
  return model.span(path, 0, minute, live ? second : null, path.tradingDay.dateMs);
}
