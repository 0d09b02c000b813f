// A futures contract's life: it builds open interest and volume as it becomes the front month and hands both to
// the next contract as its last trading date nears; the price carries a premium for the time left to expiry.
import { mix, unitFrom } from './rng.ts';

const STREAM_OPEN_INTEREST = 3;
const TRADING_DAYS_PER_YEAR = 252;

/** The share (0…1) of its root's activity a contract has with `daysLeft` trading days to its last trading date. */
export function contractShare(daysLeft: number): number {
  if (daysLeft < 0) return 0;
  if (daysLeft <= 10) return 0.3 + (0.7 * daysLeft) / 10;
  if (daysLeft <= 40) return 1;
  return Math.max(0.05, Math.exp(-(daysLeft - 40) / 30));
}

/** Open interest after trading day `day`, wobbling ±5 % around the contract's share of its root's peak. */
export function openInterestOn(contractState: number, peak: number, day: number, lastDay: number): number {
  const wobble = 0.95 + 0.1 * unitFrom(mix(mix(contractState, day), STREAM_OPEN_INTEREST));
  return Math.round(peak * contractShare(lastDay - day) * wobble);
}

/** Log premium of the contract over its root's path on `day`; none for what never expires. */
export function carryOn(carryPerYear: number, day: number, lastDay: number): number {
  if (!Number.isFinite(lastDay)) return 0;
  return (carryPerYear * Math.max(0, lastDay - day)) / TRADING_DAYS_PER_YEAR;
}
