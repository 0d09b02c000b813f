// The engine's tick with many resting orders and stop levels: the in-memory book alone (the part that must scale with
// the market, not with the orders), measured by crossing every symbol's new quote against it. The resting orders are
// of every type (limit, stop, stop-limit, trailing stop by amount and by percent) beside positions' stop-losses and
// take-profits. Fills that a tick triggers, and the set-based anchor updates of trailing stops, are database
// statements and are counted, not timed, here. Run alone: `npx tsx bench/trading/tick-bench.ts`.

import { EngineState } from '../../apps/server/src/features/trading/engine/engine-state.ts';
import { random } from '../lib/random.ts';

export interface TickResult {
  resting: number;
  symbols: number;
  ticks: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  fired: number;
  /** Set-based anchor updates the ticks asked of the database (one per symbol and side whose anchors moved). */
  anchorUpdates: number;
}

export function runTickBench(options: { resting: number; symbols: string[]; ticks: number }): TickResult {
  const rand = random(20261123);
  const state = new EngineState();
  const mids = new Map(options.symbols.map((s) => [s, 100]));
  // A sixth each: limits, stops, stop-limits, trailing stops by amount and by percent, and positions with a stop-loss and a
  // take-profit, spread ±20 % around the price.
  const base = { revision: 1, currency: 'USD' as const, expiresAt: null, triggered: false };
  const none = { limitPrice: null, triggerPrice: null, trail: null };
  for (let i = 0; i < options.resting; i++) {
    const symbol = options.symbols[i % options.symbols.length]!;
    const side = rand() < 0.5 ? 'buy' : 'sell';
    const away = (rand() * 0.2 + 0.001) * 100;
    const below = (100 - away).toFixed(2);
    const above = (100 + away).toFixed(2);
    const order = { ...base, ...none, id: i, userId: i % 5000, symbol, side } as const;
    switch (i % 6) {
      case 0:
        state.putOrder({ ...order, type: 'limit', limitPrice: side === 'buy' ? below : above });
        break;
      case 1:
        state.putOrder({ ...order, type: 'stop', triggerPrice: side === 'buy' ? above : below });
        break;
      case 2: {
        const trigger = side === 'buy' ? above : below;
        state.putOrder({ ...order, type: 'stop_limit', triggerPrice: trigger, limitPrice: trigger });
        break;
      }
      case 3:
      case 4: {
        const trail =
          i % 6 === 3
            ? { amount: away.toFixed(2), percent: null }
            : { amount: null, percent: Math.min(50, away).toFixed(2) };
        state.putOrder({ ...order, type: 'trailing_stop', trail: { ...trail, anchor: '100.00', tickSize: '0.01' } });
        break;
      }
      default:
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
          stopLoss: side === 'buy' ? below : above,
          takeProfit: side === 'buy' ? above : below,
        });
    }
  }
  const times: number[] = [];
  let fired = 0;
  let anchorUpdates = 0;
  for (let t = 0; t < options.ticks; t++) {
    const started = performance.now();
    for (const symbol of options.symbols) {
      const mid = Math.max(1, mids.get(symbol)! * (1 + (rand() - 0.5) * 0.002));
      mids.set(symbol, mid);
      const { levels, trailing } = state.cross(symbol, { bid: mid - 0.01, ask: mid + 0.01 });
      fired += levels.length + trailing.fired.length;
      anchorUpdates += trailing.moved.length;
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
    anchorUpdates,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const symbols = Array.from({ length: 200 }, (_, i) => `S${i}`);
  const result = runTickBench({ resting: 100_000, symbols, ticks: 2_000 });
  console.log(
    `tick with ${result.resting} resting orders of every type on ${result.symbols} symbols: ` +
      `p50 ${result.p50Ms.toFixed(3)} ms, p99 ${result.p99Ms.toFixed(3)} ms (aim < 5 ms), max ${result.maxMs.toFixed(3)} ms; ` +
      `${result.fired} fired, ${result.anchorUpdates} anchor updates`,
  );
}
