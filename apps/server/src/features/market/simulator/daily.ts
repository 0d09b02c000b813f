// Daily closes: a mean-reverting random walk with jumps from day 0 of the calendar (a stock listed later: from its first
// trading day, starting at its listing price). Each day's shock is drawn from (seed, path, day), so the walk is the same
// on every run; it is kept per path, so it is walked once per process.
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
  private readonly firstDay: number;
  private readonly anchorDay: number;

  /**
   * `listedOn`: the first trading day of a stock listed later. The walk starts there at the base price (the listing
   * price, its first open and the close before it) and reverts to a level drifting from it.
   */
  constructor(
    readonly pathState: number,
    private readonly spec: ModelSpec,
    private readonly listedOn?: number,
  ) {
    this.dailyVol = spec.annualVol / Math.sqrt(TRADING_DAYS_PER_YEAR);
    this.logBase = Math.log(spec.basePrice);
    this.driftPerDay = spec.annualDrift / TRADING_DAYS_PER_YEAR;
    this.firstDay = listedOn ?? 0;
    this.anchorDay = listedOn ?? ANCHOR_DAY;
  }

  /** Log of the close on trading day `day`; before its first day the walk rests at its level (a listing: its price). */
  logClose(day: number): number {
    if (day < this.firstDay) return this.restingBefore(day);
    while (this.known <= day - this.firstDay) this.extend();
    return this.closes[day - this.firstDay] ?? 0;
  }

  /**
   * Log of the open: the previous close plus an overnight gap (small where the market barely closes). A listing opens
   * at its listing price.
   */
  logOpen(day: number): number {
    if (this.listedOn !== undefined && day <= this.listedOn) return this.logBase;
    const gap = new Stream(mix(mix(this.pathState, day), STREAM_GAP)).normal();
    return this.logClose(day - 1) + gap * this.spec.gapShare * this.dailyVol;
  }

  private level(day: number): number {
    return this.logBase + this.driftPerDay * (day - this.anchorDay);
  }

  private restingBefore(day: number): number {
    return this.listedOn === undefined ? this.level(day) : this.logBase;
  }

  private extend() {
    const index = this.known;
    const day = this.firstDay + index;
    if (index >= this.closes.length) {
      const grown = new Float64Array(this.closes.length * 2);
      grown.set(this.closes);
      this.closes = grown;
    }
    const previous = index === 0 ? this.restingBefore(day - 1) : (this.closes[index - 1] ?? 0);
    const draws = new Stream(mix(mix(this.pathState, day), STREAM_DAILY));
    const shock = draws.normal() * this.dailyVol;
    const jump = draws.next() < this.spec.jumpChance ? draws.normal() * 3 * this.dailyVol : 0;
    this.closes[index] = previous + REVERSION_PER_DAY * (this.level(day) - previous) + shock + jump;
    this.known = index + 1;
  }
}
