// One instrument's market: its trading days, each day's minute path (kept in a shared cache), whole-day summaries
// (kept for good) and the state of the day at any instant.
import type { Instrument } from '@platform/contracts';
import { dateFromIso, tradingDayOnOrBefore } from './calendar.ts';
import type { DailyWalk } from './daily.ts';
import { carryOn, contractShare } from './futures.ts';
import { allocateMinutes, fillLeg, type Leg, legExtremes, type MinuteBars, type Profile, snap } from './intraday.ts';
import type { ListingStart } from './listed-stocks.ts';
import type { ModelSpec } from './model-specs.ts';
import { hashText, mix, Stream } from './rng.ts';
import { type SecondPath, secondPath } from './seconds.ts';
import { sessionDay, type TradingDay, tradingDayAt } from './sessions.ts';
import { parseTickSize, type TickSize } from './ticks.ts';

/** A bar in ticks, the simulator's inner form of a `Bar`. */
export interface TickBar {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

export interface DayPath {
  tradingDay: TradingDay;
  /** Index of each segment's first minute. */
  offsets: number[];
  length: number;
  minutes: MinuteBars;
}

/** Where `time` falls in a day: `minute` minutes have finished; when `live`, minute `minute` is at `second`. */
export interface Progress {
  minute: number;
  second: number;
  live: boolean;
}

// Stream ids; a leg's extremes use its id + 1.
const STREAM_REGULAR = 11;
const STREAM_OFF_HOURS = 13;
const STREAM_ACTIVITY = 15;
const STREAM_SECONDS = 16;
const MINUTE = 60_000;

export class InstrumentModel {
  readonly tick: TickSize;
  /** Mixes the seed and the symbol: the counter base for this instrument's own draws. */
  readonly state: number;
  /** Futures: the trading day of the last trading date; the contract has no days after it. */
  readonly lastDay: number;
  /** A stock listed later: its first trading day; it has no days before it. */
  readonly firstDay: number;
  /** A listing's first trading day, cut to begin no earlier than the listing (the sandbox's bridge may start the day before). */
  private readonly firstTradingDay: TradingDay | undefined;
  private readonly summaries = new Map<number, TickBar>();
  /** Bars of finished days by `${minutesPerBar}|${day}`: they never change, and charts ask for them again. */
  readonly finishedBars = new Map<string, TickBar[]>();
  private lastSeconds: { key: string; path: SecondPath } | undefined;

  constructor(
    readonly instrument: Instrument,
    readonly spec: ModelSpec,
    private readonly walk: DailyWalk,
    seedState: number,
    private readonly alwaysOpen: boolean,
    private readonly paths: Map<string, DayPath>,
    listing?: ListingStart,
  ) {
    this.tick = parseTickSize(instrument.tickSize);
    this.state = mix(seedState, hashText(instrument.symbol));
    this.lastDay =
      instrument.class === 'future'
        ? tradingDayOnOrBefore(dateFromIso(instrument.lastTradingDate))
        : Number.POSITIVE_INFINITY;
    this.firstDay = listing?.day ?? Number.NEGATIVE_INFINITY;
    this.firstTradingDay = listing && startingAt(this.tradingDay(listing.day), listing.at);
  }

  tradingDay(day: number): TradingDay {
    if (day === this.firstDay && this.firstTradingDay) return this.firstTradingDay;
    return sessionDay(this.instrument.sessionId, day, this.alwaysOpen);
  }

  /** The day in progress at `time`, or the latest finished one (a listing not yet trading: its first). */
  currentDay(time: number): number {
    const day = Math.min(tradingDayAt(this.instrument.sessionId, time, this.alwaysOpen), this.lastDay);
    return Math.max(day, this.firstDay);
  }

  logClose(day: number): number {
    return this.walk.logClose(day) + carryOn(this.spec.carryPerYear, day, this.lastDay);
  }

  path(day: number): DayPath {
    const key = `${this.instrument.symbol}|${day}`;
    const cached = this.paths.get(key);
    if (cached) {
      // Re-inserting keeps the map in least-recently-used order for eviction.
      this.paths.delete(key);
      this.paths.set(key, cached);
      return cached;
    }
    const { tradingDay, offsets, length } = this.layout(day);
    const minutes = allocateMinutes(length);
    this.fill(day, tradingDay, minutes);
    const path = { tradingDay, offsets, length, minutes };
    if (this.paths.size >= PATH_CACHE_SIZE) {
      const oldest = this.paths.keys().next().value;
      if (oldest !== undefined) this.paths.delete(oldest);
    }
    this.paths.set(key, path);
    return path;
  }

  /** The whole of a day as one bar (00:00 UTC of its trading date), known without drawing its minutes. */
  summary(day: number): TickBar {
    const known = this.summaries.get(day);
    if (known) return known;
    const tradingDay = this.tradingDay(day);
    const perTick = 1 / this.tick.value;
    const legs = this.legs(day, tradingDay);
    const open = snap(legs[0]?.leg.from ?? 0, perTick);
    const bar = { time: tradingDay.dateMs, open, high: 0, low: Number.MAX_SAFE_INTEGER, close: 0, volume: 0 };
    for (const { leg } of legs) {
      bar.high = Math.max(bar.high, snap(leg.high, perTick));
      bar.low = Math.min(bar.low, snap(leg.low, perTick));
      bar.close = snap(leg.to, perTick);
      bar.volume += leg.volume;
    }
    if (this.summaries.size > 20_000) this.summaries.clear();
    this.summaries.set(day, bar);
    return bar;
  }

  progress(path: DayPath, time: number): Progress {
    const { segments } = path.tradingDay;
    for (let i = 0; i < segments.length; i++) {
      const segment = segments[i];
      if (!segment || time < segment.start) return { minute: path.offsets[i] ?? 0, second: 0, live: false };
      if (time < segment.end) {
        const into = time - segment.start;
        const minute = (path.offsets[i] ?? 0) + Math.floor(into / MINUTE);
        return { minute, second: Math.floor((into % MINUTE) / 1000), live: true };
      }
    }
    return { minute: path.length, second: 0, live: false };
  }

  /** The path through the seconds of one minute of a day. */
  seconds(path: DayPath, minute: number): SecondPath {
    const key = `${path.tradingDay.day}|${minute}`;
    if (this.lastSeconds?.key === key) return this.lastSeconds.path;
    const { open, high, low, close, volume } = path.minutes;
    const bar = {
      open: open[minute] ?? 0,
      high: high[minute] ?? 0,
      low: low[minute] ?? 0,
      close: close[minute] ?? 0,
      volume: volume[minute] ?? 0,
    };
    const state = mix(mix(mix(this.state, path.tradingDay.day), minute), STREAM_SECONDS);
    const seconds = secondPath(state, bar);
    this.lastSeconds = { key, path: seconds };
    return seconds;
  }

  /**
   * Minutes `first` … `fullEnd - 1` of a day as one bar starting at `time`, followed, when `partialSecond` is given,
   * by minute `fullEnd` as it stood at that second.
   */
  span(path: DayPath, first: number, fullEnd: number, partialSecond: number | null, time: number): TickBar {
    const bar = fullEnd > first ? aggregate(path.minutes, first, fullEnd, time) : null;
    if (partialSecond === null || fullEnd >= path.length) {
      // Nothing traded yet: the bar stands at its first minute's open.
      const open = path.minutes.open[first] ?? 0;
      return bar ?? { time, open, high: open, low: open, close: open, volume: 0 };
    }
    const { prices, volumes } = this.seconds(path, fullEnd);
    let high = prices[0] ?? 0;
    let low = high;
    for (let s = 1; s <= partialSecond; s++) {
      const price = prices[s] ?? high;
      if (price > high) high = price;
      if (price < low) low = price;
    }
    const close = prices[partialSecond] ?? high;
    const volume = volumes[partialSecond] ?? 0;
    if (!bar) return { time, open: prices[0] ?? close, high, low, close, volume };
    return {
      time,
      open: bar.open,
      high: Math.max(bar.high, high),
      low: Math.min(bar.low, low),
      close,
      volume: bar.volume + volume,
    };
  }

  private layout(day: number) {
    const tradingDay = this.tradingDay(day);
    const offsets: number[] = [];
    let length = 0;
    for (const segment of tradingDay.segments) {
      offsets.push(length);
      length += Math.round((segment.end - segment.start) / MINUTE);
    }
    return { tradingDay, offsets, length };
  }

  /** Draws a day's minutes, leg by leg. */
  private fill(day: number, tradingDay: TradingDay, out: MinuteBars) {
    const perTick = 1 / this.tick.value;
    let at = 0;
    for (const { leg, stream } of this.legs(day, tradingDay)) {
      fillLeg(out, at, leg, new Stream(stream), perTick);
      at += leg.minutes;
    }
  }

  /** A day's legs: the off-hours bridge (always-open sandbox only), then the regular session's. */
  private legs(day: number, tradingDay: TradingDay): Array<{ leg: Leg; stream: number }> {
    const carry = carryOn(this.spec.carryPerYear, day, this.lastDay);
    const open = this.walk.logOpen(day) + carry;
    const close = this.logClose(day);
    const previousClose = this.logClose(day - 1);
    const dailyVol = this.walk.dailyVol;
    const pathDay = mix(this.walk.pathState, day);
    const activity = new Stream(mix(pathDay, STREAM_ACTIVITY)).normal();
    const share = this.instrument.class === 'future' ? Math.max(0.02, contractShare(this.lastDay - day)) : 1;
    // Busier on days that move more, as markets are.
    const move = Math.abs(close - previousClose) / dailyVol;
    const volume = this.spec.dailyVolume * share * Math.exp(0.3 * activity) * (1 + 0.3 * move);
    let offMinutes = 0;
    let regularMinutes = 0;
    let regularStart = tradingDay.start;
    for (const segment of tradingDay.segments) {
      if (segment.offHours) offMinutes += (segment.end - segment.start) / MINUTE;
      else {
        if (regularMinutes === 0) regularStart = segment.start;
        regularMinutes += (segment.end - segment.start) / MINUTE;
      }
    }
    const legs: Array<{ leg: Leg; stream: number }> = [];
    if (offMinutes > 0) {
      const offVolume = volume * 0.04 * Math.min(1, offMinutes / regularMinutes);
      const flat: Profile = { kind: 'flat' };
      legs.push(legOf(pathDay, STREAM_OFF_HOURS, previousClose, open, offMinutes, dailyVol * 0.3, offVolume, flat));
    }
    const firstUtcMinute = Math.floor(regularStart / MINUTE) % 1440;
    const profile: Profile = regularMinutes >= 1200 ? { kind: 'clock', firstUtcMinute } : { kind: 'u-shape' };
    legs.push(legOf(pathDay, STREAM_REGULAR, open, close, regularMinutes, dailyVol, volume, profile));
    return legs;
  }
}

/** A leg and the stream its minutes are drawn from; its extremes come from the next stream. */
function legOf(
  pathDay: number,
  id: number,
  from: number,
  to: number,
  minutes: number,
  sigma: number,
  volume: number,
  profile: Profile,
): { leg: Leg; stream: number } {
  const extremes = new Stream(mix(pathDay, id + 1));
  const { high, low } = legExtremes(from, to, sigma, extremes.next(), extremes.next());
  return {
    leg: { minutes, from, to, high, low, sigma, volume: Math.round(volume), profile },
    stream: mix(pathDay, id),
  };
}

/** A trading day without what comes before `time`: its segments cut, the day starting no earlier. */
function startingAt(tradingDay: TradingDay, time: number): TradingDay {
  if (tradingDay.start >= time) return tradingDay;
  const segments = tradingDay.segments
    .filter((segment) => segment.end > time)
    .map((segment) => (segment.start < time ? { ...segment, start: time } : segment));
  return { ...tradingDay, segments, start: segments[0]?.start ?? tradingDay.end };
}

/** Day paths kept across instruments: enough for a month of minutes of a chart's worth of symbols. */
export const PATH_CACHE_SIZE = 600;

export function aggregate(minutes: MinuteBars, first: number, end: number, time: number): TickBar {
  let high = 0;
  let low = Number.MAX_SAFE_INTEGER;
  let volume = 0;
  for (let i = first; i < end; i++) {
    high = Math.max(high, minutes.high[i] ?? 0);
    low = Math.min(low, minutes.low[i] ?? low);
    volume += minutes.volume[i] ?? 0;
  }
  return { time, open: minutes.open[first] ?? 0, high, low, close: minutes.close[end - 1] ?? 0, volume };
}
