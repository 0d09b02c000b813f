// Helpers for the indicator tests: bars from closes, and values rounded to the precision a source published.
import type { Line, OhlcvBar } from './types.ts';

/** Bars whose open, high, low and close are all the given close (for indicators of closes only). */
export const barsOfCloses = (values: readonly number[]): OhlcvBar[] =>
  values.map((close) => ({ open: close, high: close, low: close, close, volume: 0 }));

/** Values rounded to `places` decimals, as a published table shows them (`null` kept). */
export const rounded = (line: Line, places: number) =>
  line.map((value) => (value === null ? null : Number(value.toFixed(places))));

/** `count` nulls: the bars before an indicator has enough data. */
export const warmUp = (count: number): null[] => new Array<null>(count).fill(null);
