// Inside a minute: a path through the seconds that starts at the minute's open, touches its high and low, and ends
// at its close, with the minute's volume spread over the seconds. Live quotes move every second along it, and a
// minute seen half-way agrees with the finished minute bar.
import { Stream } from './rng.ts';

export interface SecondPath {
  /** Price in ticks at the start of each second 0…60 (60 is the close). */
  prices: Int32Array;
  /** Units traded before each second 0…60 (60 is the minute's volume). */
  volumes: Float64Array;
}

export function secondPath(
  state: number,
  bar: { open: number; high: number; low: number; close: number; volume: number },
): SecondPath {
  const draws = new Stream(state);
  const prices = new Int32Array(61);
  const atHigh = 1 + Math.floor(draws.next() * 59);
  let atLow = 1 + Math.floor(draws.next() * 58);
  if (atLow >= atHigh) atLow += 1;
  const anchors: Array<[second: number, price: number]> = [
    [0, bar.open],
    [atHigh, bar.high],
    [atLow, bar.low],
    [60, bar.close],
  ];
  anchors.sort((a, b) => a[0] - b[0]);
  const wobble = (bar.high - bar.low) * 0.3;
  for (let a = 0; a < anchors.length - 1; a++) {
    const [fromSecond, fromPrice] = anchors[a] ?? [0, bar.open];
    const [toSecond, toPrice] = anchors[a + 1] ?? [60, bar.close];
    for (let s = fromSecond; s <= toSecond; s++) {
      const share = (s - fromSecond) / (toSecond - fromSecond);
      const inside = s !== fromSecond && s !== toSecond;
      const noise = inside ? (draws.next() - 0.5) * wobble : 0;
      const price = Math.round(fromPrice + share * (toPrice - fromPrice) + noise);
      prices[s] = Math.min(bar.high, Math.max(bar.low, price));
    }
  }
  const volumes = new Float64Array(61);
  let total = 0;
  const weights = new Float64Array(60);
  for (let s = 0; s < 60; s++) {
    const u = draws.next();
    weights[s] = u * u;
    total += u * u;
  }
  let running = 0;
  for (let s = 0; s < 60; s++) {
    volumes[s] = total > 0 ? Math.floor((bar.volume * running) / total) : 0;
    running += weights[s] ?? 0;
  }
  volumes[60] = bar.volume;
  return { prices, volumes };
}
