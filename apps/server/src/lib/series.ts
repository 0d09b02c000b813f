// Moving averages and spreads of minute closes, shared by the follow institutions' and the robots' strategies: signals
// only (never money), so plain numbers.

export const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** The population standard deviation. */
export function deviation(values: readonly number[]) {
  const m = mean(values);
  return Math.sqrt(values.reduce((sum, v) => sum + (v - m) ** 2, 0) / values.length);
}

/** The last `count` values, or undefined when there are fewer. */
export const lastOf = (values: readonly number[], count: number) =>
  values.length < count ? undefined : values.slice(values.length - count);
