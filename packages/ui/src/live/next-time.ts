// What changes by the clock alone (an IPO's subscription period opening or closing, a mining network period ending) is
// asked again at that time rather than polled.

/** The longest a read waits for a known time: a timer's delay must stay well inside what setTimeout can hold. */
const LONGEST_WAIT_MS = 6 * 60 * 60_000;
/** Asked just after the time, so the server's clock has passed it too. */
const AFTER_MS = 1_000;

/**
 * The wait until the first of `times` (ISO instants) still ahead, just past it: when a read's answer changes by the
 * clock alone. False when none is ahead.
 */
export function untilNext(times: readonly (string | null | undefined)[], now = Date.now()): number | false {
  const ahead = times.map((time) => (time ? Date.parse(time) - now : Number.NaN)).filter((ms) => ms > -AFTER_MS);
  if (ahead.length === 0) return false;
  return Math.min(Math.max(Math.min(...ahead) + AFTER_MS, AFTER_MS), LONGEST_WAIT_MS);
}
