// Streamed quotes placed in a chart's bars, so the chart moves with the price: pure functions, no canvas.
import { type Bar, type BarInterval, type ChartSession, compareDecimals, type Quote } from '@platform/contracts';

/** What of a quote moves a chart: the last trade and the day's figures so far (`volume` is the day's, in units). */
export type Tick = Pick<Quote, 'time' | 'tradingDate' | 'last' | 'open' | 'high' | 'low' | 'volume'>;

/**
 * What a tick does to a chart: it `update`s the last bar (its close, high, low and volume), starts a `new` bar after
 * it, changes nothing (`skip`: an older tick, a tick in a break, a day whose daily bar has not begun), or falls past the
 * trading day the chart knows (`refetch`: ask the server for the chart afresh; the server decides the new day's bars).
 */
export type BarStep = { kind: 'update'; bar: Bar } | { kind: 'new'; bar: Bar } | { kind: 'skip' } | { kind: 'refetch' };

const MINUTES: Record<Exclude<BarInterval, '1d'>, number> = { '1m': 1, '5m': 5, '30m': 30, '1h': 60 };
const MINUTE = 60_000;

const higher = (a: string, b: string) => (compareDecimals(a, b) >= 0 ? a : b);
const lower = (a: string, b: string) => (compareDecimals(a, b) <= 0 ? a : b);

/** When the session's regular trading opens (after the sandbox's off-hours bridge), when a day's daily bar begins. */
function regularOpen(session: ChartSession): number {
  return (session.segments.find((segment) => !segment.offHours) ?? session.segments[0])?.start ?? 0;
}

/**
 * The bar a tick belongs to, from the chart's last bar, its interval and the trading day it was drawn in.
 * Intraday bars start at each segment's open, every `interval` after it, and never span a break (as the server
 * draws them); `traded` is the units traded since the last bar was last brought up to date. A daily bar is dated
 * 00:00 UTC of its trading date and is the day so far, which the quote carries whole (open, high, low, volume).
 */
export function nextBar(
  last: Bar | undefined,
  tick: Tick,
  interval: BarInterval,
  session: ChartSession,
  traded: number,
): BarStep {
  if (tick.tradingDate < session.tradingDate) return { kind: 'skip' };
  const end = session.segments.at(-1)?.end ?? 0;
  if (tick.tradingDate > session.tradingDate || tick.time > end) return { kind: 'refetch' };
  // A closed market's last trade is stamped at the close itself, the end of the day's last bar.
  const time = Math.min(tick.time, end - 1);

  if (interval === '1d') {
    if (time < regularOpen(session)) return { kind: 'skip' };
    const bar: Bar = {
      time: Date.parse(`${tick.tradingDate}T00:00:00Z`),
      open: tick.open,
      high: tick.high,
      low: tick.low,
      close: tick.last,
      volume: tick.volume,
    };
    if (!last || bar.time > last.time) return { kind: 'new', bar };
    return bar.time === last.time ? { kind: 'update', bar } : { kind: 'skip' };
  }

  const segment = session.segments.find((s) => s.start <= time && time < s.end);
  if (!segment) return { kind: 'skip' };
  const width = MINUTES[interval] * MINUTE;
  const start = segment.start + Math.floor((time - segment.start) / width) * width;
  if (last && start === last.time)
    return {
      kind: 'update',
      bar: {
        time: start,
        open: last.open,
        high: higher(last.high, tick.last),
        low: lower(last.low, tick.last),
        close: tick.last,
        volume: last.volume + traded,
      },
    };
  if (last && start < last.time) return { kind: 'skip' };
  const price = tick.last;
  return { kind: 'new', bar: { time: start, open: price, high: price, low: price, close: price, volume: traded } };
}

export interface LiveChart {
  bars: Bar[];
  interval: BarInterval;
  session: ChartSession;
}

/**
 * A chart's bars after one tick, and what the tick did. Units traded since the bars were brought up to date are the
 * quote's day volume less the volume of the day's bars so far (every intraday bar of the session is the day's).
 */
export function applyTick(chart: LiveChart, tick: Tick): { bars: Bar[]; step: BarStep } {
  const { bars, interval, session } = chart;
  let traded = 0;
  if (interval !== '1d' && tick.tradingDate === session.tradingDate) {
    const dayStart = session.segments[0]?.start ?? Number.POSITIVE_INFINITY;
    let counted = 0;
    for (let i = bars.length - 1; i >= 0 && (bars[i]?.time ?? 0) >= dayStart; i--) counted += bars[i]?.volume ?? 0;
    traded = Math.max(0, tick.volume - counted);
  }
  const step = nextBar(bars.at(-1), tick, interval, session, traded);
  if (step.kind === 'update') return { bars: [...bars.slice(0, -1), step.bar], step };
  if (step.kind === 'new') return { bars: [...bars, step.bar], step };
  return { bars, step };
}
