// Price alerts: the evaluation a tick costs on the job holder with many active alerts (issue 33 §2: 100,000 alerts,
// < 5 ms per tick). The evaluator is the server's own, its book loaded from rows as the database gives them; every
// symbol moves on every tick (the worst case: a real tick carries only the symbols that moved). What a tick reaches is
// handed to a firing stub, counted and not timed: firing is a database update per alert, off the tick's path.

import type { Quote } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { FastifyBaseLogger } from 'fastify';
import { AlertEvaluator } from '../../apps/server/src/features/alerts/alert-evaluator.ts';
import { random } from '../lib/random.ts';
import { heading, int, ms, table } from '../lib/table.ts';

export interface AlertsBenchOptions {
  alerts: number;
  symbols: number;
  ticks: number;
}

const KINDS = ['above', 'below', 'move'] as const;

export async function runAlertsBench(options: AlertsBenchOptions) {
  heading(`Price alerts: one tick's evaluation with ${int(options.alerts)} active alerts`);
  const rand = random(20261129);
  const symbols = Array.from({ length: options.symbols }, (_, i) => `S${i}`);
  // Levels ±0.5–30 % around 100, moves of 0.5–30 %: most wait, some fire as prices wander.
  const rows = Array.from({ length: options.alerts }, (_, i) => {
    const kind = KINDS[i % 3]!;
    const away = 0.5 + rand() * 29.5;
    const threshold = kind === 'move' ? away : kind === 'above' ? 100 + away : 100 - away;
    return { id: i + 1, symbol: symbols[i % symbols.length]!, kind, threshold: threshold.toFixed(2) };
  });
  const db = { select: () => ({ from: () => ({ where: async () => rows }) }) } as unknown as Db;
  const log = { error: () => {} } as unknown as FastifyBaseLogger;
  const evaluator = new AlertEvaluator({ db, log, holding: () => true, fire: async () => true });
  const loadStarted = performance.now();
  await evaluator.load();
  const loadMs = performance.now() - loadStarted;

  const template: Omit<Quote, 'symbol' | 'last'> = {
    time: 0,
    tradingDate: '2026-11-27',
    status: 'open',
    change: '0.00',
    changePercent: '0.00',
    open: '100.00',
    prevClose: '100.00',
    high: '100.00',
    low: '100.00',
    high52w: '130.00',
    low52w: '70.00',
    volume: 0,
    amplitude: '0.00',
    marketCap: null,
    bid: null,
    ask: null,
    bidSize: null,
    askSize: null,
    openInterest: null,
    openInterestChange: null,
    expiry: null,
    priorSettle: null,
    lastTradingDate: null,
    simulated: true,
  };
  const prices = new Map(symbols.map((s) => [s, 100]));
  const times: number[] = [];
  let reached = 0;
  for (let t = 0; t < options.ticks; t++) {
    // The tick as published: a batch of quotes with prices written as text (a random walk of ±0.25 % a tick).
    const quotes: Quote[] = symbols.map((symbol) => {
      const price = Math.max(1, prices.get(symbol)! * (1 + (rand() - 0.5) * 0.005));
      prices.set(symbol, price);
      return { ...template, symbol, last: price.toFixed(2) };
    });
    const started = performance.now();
    reached += evaluator.evaluate(quotes).length;
    times.push(performance.now() - started);
    // Ticks come one event-loop turn apart on a server: the firings started by this one settle before the next.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await evaluator.settled();

  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  console.log(
    table(
      ['alerts', 'symbols / tick', 'ticks', 'p50', 'p99', 'max', 'fired', 'load'],
      [
        [
          int(options.alerts),
          int(options.symbols),
          int(options.ticks),
          ms(at(0.5)),
          ms(at(0.99)),
          ms(times.at(-1)!),
          int(reached),
          ms(loadMs),
        ],
      ],
    ),
  );
  console.log('  aim: p99 < 5 ms per tick with 100,000 alerts (every symbol moving on every tick)');
}
