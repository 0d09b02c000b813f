// Chart indicators as pure functions of bars: each returns values aligned with the bars, null before it has enough.
export { type Bollinger, bollinger } from './bollinger.ts';
export { type Kdj, kdj } from './kdj.ts';
export { type Macd, macd } from './macd.ts';
export { ema, emaOf, ma, smaOf, volumeMa } from './moving-average.ts';
export { rsi } from './rsi.ts';
export type { Line, OhlcvBar } from './types.ts';
