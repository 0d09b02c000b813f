// A trading day's minutes. Each leg of the day (the regular session, and in the always-open sandbox the off-hours
// before it) is a Brownian bridge between an open and a close fixed by the daily walk. Its high, low and volume are
// drawn first, from the distribution of a bridge's extremes, so a day's bar is known without drawing its minutes;
// the minutes are then shaped to reach exactly that high and low and to add up to exactly that volume.
import type { Stream } from './rng.ts';

export interface MinuteBars {
  open: Int32Array;
  high: Int32Array;
  low: Int32Array;
  close: Int32Array;
  volume: Float64Array;
}

export function allocateMinutes(length: number): MinuteBars {
  return {
    open: new Int32Array(length),
    high: new Int32Array(length),
    low: new Int32Array(length),
    close: new Int32Array(length),
    volume: new Float64Array(length),
  };
}

/**
 * How activity is spread over a leg's minutes: `u-shape` for exchange sessions (busy at the open and close),
 * `clock` for near-24-hour markets (busiest while London and New York overlap), `flat` for the off-hours.
 */
export type Profile = { kind: 'u-shape' } | { kind: 'clock'; firstUtcMinute: number } | { kind: 'flat' };

export interface Leg {
  minutes: number;
  /** Log prices: where the leg starts and ends, and its extremes (see `legExtremes`). */
  from: number;
  to: number;
  high: number;
  low: number;
  /** Standard deviation of the unconditioned walk over the whole leg (log price). */
  sigma: number;
  /** Units traded over the leg, a whole number. */
  volume: number;
  profile: Profile;
}

/**
 * The high and low of a Brownian bridge from `from` to `to` with variance sigma², drawn exactly from their
 * distribution (P(max > m) = exp(−2 (m − from)(m − to) / sigma²)) with two uniforms.
 */
export function legExtremes(from: number, to: number, sigma: number, uHigh: number, uLow: number) {
  const gap = (to - from) ** 2;
  const above = (-sigma * sigma * Math.log(1 - uHigh)) / 2;
  const below = (-sigma * sigma * Math.log(1 - uLow)) / 2;
  return {
    high: (from + to + Math.sqrt(gap + 4 * above)) / 2,
    low: (from + to - Math.sqrt(gap + 4 * below)) / 2,
  };
}

/** A price in ticks from a log price: monotone, so order survives snapping, and never below one tick. */
export function snap(log: number, perTick: number): number {
  return Math.max(1, Math.round(Math.exp(log) * perTick));
}

// Activity by minute of the UTC day: a floor plus a bell centred on 14:00 UTC.
const CLOCK = Float64Array.from({ length: 1440 }, (_, minute) => 0.3 + 1.7 * Math.exp(-(((minute - 840) / 240) ** 2)));

function weightOf(profile: Profile, minute: number, minutes: number): number {
  if (profile.kind === 'flat') return 1;
  if (profile.kind === 'clock') return CLOCK[(profile.firstUtcMinute + minute) % 1440] ?? 1;
  const x = (2 * (minute + 0.5)) / minutes - 1;
  return 0.55 + 2.7 * x * x;
}

let roots = new Float64Array(0);
let walk = new Float64Array(0);
let elapsed = new Float64Array(0);
let activity = new Float64Array(0);

function ensureScratch(minutes: number) {
  if (walk.length > minutes) return;
  const size = Math.max(minutes + 1, walk.length * 2, 2048);
  roots = new Float64Array(size);
  walk = new Float64Array(size);
  elapsed = new Float64Array(size);
  activity = new Float64Array(size);
}

/** Writes a leg's minute bars into `out` from index `at`, drawing from `stream`; `perTick` is 1 / tick size. */
export function fillLeg(out: MinuteBars, at: number, leg: Leg, stream: Stream, perTick: number): void {
  const { minutes, from, to, high, low } = leg;
  if (minutes <= 0) return;
  ensureScratch(minutes);
  let time = 0;
  let position = 0;
  let busy = 0;
  for (let k = 0; k < minutes; k++) {
    const weight = weightOf(leg.profile, k, minutes);
    const root = Math.sqrt(weight);
    const step = stream.quickNormal();
    roots[k] = root;
    time += weight;
    position += root * step;
    elapsed[k + 1] = time;
    walk[k + 1] = position;
    // Busier in busy minutes and in minutes that move.
    busy += weight * (0.6 + 0.8 * stream.next()) * (1 + 0.4 * Math.abs(step));
    activity[k + 1] = busy;
  }
  // The bridge's excursions above and below the straight line, stretched so it touches exactly `high` and `low`.
  let up = Number.POSITIVE_INFINITY;
  let down = Number.POSITIVE_INFINITY;
  for (let k = 1; k < minutes; k++) {
    const share = (elapsed[k] ?? 0) / time;
    const line = from + share * (to - from);
    const excursion = (walk[k] ?? 0) - share * position;
    if (excursion > 0) up = Math.min(up, (high - line) / excursion);
    if (excursion < 0) down = Math.min(down, (line - low) / -excursion);
  }
  const highTicks = snap(high, perTick);
  const lowTicks = snap(low, perTick);
  const unit = leg.sigma / Math.sqrt(time);
  let previousPrice = Math.exp(from) * perTick;
  let previousTicks = snap(from, perTick);
  let highAt = 0;
  let highLog = from;
  let lowAt = 0;
  let lowLog = from;
  let traded = 0;
  for (let k = 0; k < minutes; k++) {
    let log = to;
    if (k < minutes - 1) {
      const share = (elapsed[k + 1] ?? 0) / time;
      const excursion = (walk[k + 1] ?? 0) - share * position;
      log = from + share * (to - from) + excursion * (excursion > 0 ? up : down);
      log = Math.min(high, Math.max(low, log));
    }
    const price = Math.exp(log) * perTick;
    const ticks = Math.max(1, Math.round(price));
    // How far the minute strays past its open and close, as a fraction of the price (small, so linear).
    const reach = unit * (roots[k] ?? 1) * 0.6;
    const bits = stream.bits();
    const top = (price > previousPrice ? price : previousPrice) * (1 + (reach * (bits >>> 16)) / 65536);
    const bottom = (price < previousPrice ? price : previousPrice) * (1 - (reach * (bits & 0xffff)) / 65536);
    const i = at + k;
    out.open[i] = previousTicks;
    out.close[i] = ticks;
    out.high[i] = Math.max(Math.min(Math.round(top), highTicks), previousTicks, ticks);
    out.low[i] = Math.min(Math.max(Math.round(bottom), lowTicks), previousTicks, ticks);
    // Whole units, split so the minutes add up to exactly the leg's volume.
    const upTo = k === minutes - 1 ? leg.volume : Math.floor((leg.volume * (activity[k + 1] ?? 0)) / busy);
    out.volume[i] = upTo - traded;
    traded = upTo;
    if (log > highLog) {
      highAt = k;
      highLog = log;
    }
    if (log < lowLog) {
      lowAt = k;
      lowLog = log;
    }
    previousPrice = price;
    previousTicks = ticks;
  }
  // The leg's extremes are reached in the minute nearest the path's own.
  out.high[at + highAt] = highTicks;
  out.low[at + lowAt] = lowTicks;
}
