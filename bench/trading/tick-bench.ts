// The engine's tick with many resting orders and stop levels: the in-memory book alone (the part that must scale with
// the market, not with the orders), measured by crossing every symbol's new quote against it. Fills that a tick
// triggers are database transactions and are counted, not timed, here.
import { EngineState } from '../../apps/server/src/features/trading/engine/engine-state.ts';

export interface TickResult {
  resting: number;
  symbols: number;
  ticks: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  fired: number;
}

/** A seeded pseudo-random generator (mulberry32), so runs compare. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function runTickBench(options: { resting: number; symbols: string[]; ticks: number }): TickResult {
  const rand = random(20261123);
  const state = new EngineState();
  const mids = new Map(options.symbols.map((s) => [s, 100]));
  // Half resting limits, half positions with a stop-loss and a take-profit, spread ±20 % around the price.
  for (let i = 0; i < options.resting; i++) {
    const symbol = options.symbols[i % options.symbols.length]!;
    const side = rand() < 0.5 ? 'buy' : 'sell';
    const away = (rand() * 0.2 + 0.001) * 100;
    if (i % 2 === 0) {
      state.putOrder({
        id: i,
        revision: 1,
        userId: i % 5000,
        symbol,
        currency: 'USD',
        side,
        type: 'limit',
        limitPrice: (side === 'buy' ? 100 - away : 100 + away).toFixed(2),
        expiresAt: null,
      });
    } else {
      state.putPosition({
        id: i,
        revision: 1,
        userId: i % 5000,
        symbol,
        currency: 'USD',
        side,
        quantity: 1,
        multiplier: 1,
        openPrice: '100.00',
        margin: '10.00',
        marginCallLevel: '1',
        stopOutLevel: '0.5',
        stopLoss: (side === 'buy' ? 100 - away : 100 + away).toFixed(2),
        takeProfit: (side === 'buy' ? 100 + away : 100 - away).toFixed(2),
      });
    }
  }
  const times: number[] = [];
  let fired = 0;
  for (let t = 0; t < options.ticks; t++) {
    const started = performance.now();
    for (const symbol of options.symbols) {
      const mid = Math.max(1, mids.get(symbol)! * (1 + (rand() - 0.5) * 0.002));
      mids.set(symbol, mid);
      fired += state.book.cross(symbol, { bid: mid - 0.01, ask: mid + 0.01 }, state.isLive).length;
    }
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  return {
    resting: options.resting,
    symbols: options.symbols.length,
    ticks: options.ticks,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    maxMs: times.at(-1)!,
    fired,
  };
}
