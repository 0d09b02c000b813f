// What the indicators read and return: bars as the chart draws them (numbers), and one value per bar.

/** One bar's prices and volume as numbers (the chart's canvas form of a contracts `Bar`). */
export interface OhlcvBar {
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
}

/** One value per bar, aligned with the bars; `null` where there are not yet enough bars for the indicator. */
export type Line = (number | null)[];

/** Refuses a period the formulas cannot use (the settings form says why before any of this runs). */
export function assertPeriod(name: string, period: number): void {
  if (!Number.isInteger(period) || period < 1) throw new RangeError(`${name} must be a whole number of at least 1`);
}

export const closes = (bars: readonly OhlcvBar[]) => bars.map((bar) => bar.close);
export const volumes = (bars: readonly OhlcvBar[]) => bars.map((bar) => bar.volume);
