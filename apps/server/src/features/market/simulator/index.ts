// The market simulator's public surface: the default market data source, pure and deterministic (the caller
// passes the time in; nothing here stores, serves or schedules).
export { buildCatalogue } from './catalogue.ts';
export type { TickBar } from './instrument-model.ts';
export type { ListedStock } from './listed-stocks.ts';
export { MarketModel, type MarketModelOptions } from './model.ts';
export { isOpen, type SessionOptions } from './sessions.ts';
export { createSimulator, type Simulator, type SimulatorOptions } from './simulator.ts';
export { formatTicks, parseTickSize, parseTicks, type TickSize } from './ticks.ts';
