// Daily closes: a mean-reverting random walk with jumps from day 0 of the calendar. Each day's shock is drawn from
// (seed, path, day), so the walk is the same on every run; it is kept per path, so it is walked once per process.
import { dateFromIso, tradingDayOnOrBefore } from './calendar.ts';
import type { ModelSpec } from './model-specs.ts';
import { mix, Stream } from './rng.ts';

const STREAM_DAILY = 1;
const STREAM_GAP = 2;
/** Catalogue price levels are about those of this date; the walk reverts to a level that drifts through it. */
const ANCHOR_DAY = tradingDayOnOrBefore(dateFromIso('2025-01-01'));
/** Two thirds of the gap to the level close within a year: prices wander, but stay plausible for decades. */
const REVERSION_PER_DAY = 1 / 250;
const TRADING_DAYS_PER_YEAR = 252;

export class DailyWalk {
  readonly dailyVol: number;
  private closes = new Float64Array(256);
  private known = 0;
  private readonly logBase: number;
  private readonly driftPerDay: number;

  constructor(
    readonly pathState: number,
    private readonly spec: ModelSpec,
  ) {
    this.dailyVol = spec.annualVol / Math.sqrt(TRADING_DAYS_PER_YEAR);
    this.logBase = Math.log(spec.basePrice);
    this.driftPerDay = spec.annualDrift / TRADING_DAYS_PER_YEAR;
  }

  /** Log of the close on trading day `day`; before day 0 the walk rests at its level. */
  logClose(day: number): number {
    if (day < 0) return this.level(day);
    while (this.known <= day) this.extend();
    return this.closes[day] ?? 0;
  }

  /** Log of the open: the previous close plus an overnight gap (small where the market barely closes). */
  logOpen(day: number): number {
    const gap = new Stream(mix(mix(this.pathState, day), STREAM_GAP)).normal();
    return this.logClose(day - 1) + gap * this.spec.gapShare * this.dailyVol;
  }

  private level(day: number): number {
    return this.logBase + this.driftPerDay * (day - ANCHOR_DAY);
  }

  private extend() {
    const day = this.known;
    if (day >= this.closes.length) {
      const grown = new Float64Array(this.closes.length * 2);
      grown.set(this.closes);
      this.closes = grown;
    }
    const previous = day === 0 ? this.level(-1) : (this.closes[day - 1] ?? 0);
    const draws = new Stream(mix(mix(this.pathState, day), STREAM_DAILY));
    const shock = draws.normal() * this.dailyVol;
    const jump = draws.next() < this.spec.jumpChance ? draws.normal() * 3 * this.dailyVol : 0;
    this.closes[day] = previous + REVERSION_PER_DAY * (this.level(day) - previous) + shock + jump;
    this.known = day + 1;
  }
}
