// The trading bench: market orders per second through the real API (50 clients, Idempotency-Key on each) on PGlite
// and PostgreSQL beside pgbench's TPC-B in the same run, and the engine's tick time with 100,000 resting orders and
// stop levels. It measures and reports; it never asserts.
import { Worker } from 'node:worker_threads';
import { tradingApi } from '@platform/contracts';
import { startLedgerServer } from '../ledger/ledger-server.ts';
import { databases, percentile, pgbenchAnchor, ratioOf } from '../ledger/run-ledger.ts';
import { heading, int, ms, table } from '../lib/table.ts';
import { runTickBench } from './tick-bench.ts';

export interface TradingBenchOptions {
  clients: number;
  seconds: number;
  warmupSeconds: number;
  resting: number;
}

interface WorkerResult {
  latencies: number[];
  failures: number;
  replays: number;
  moved: number;
  errors: string[];
}

const SYMBOL = 'AAPL';

function runWorker(base: string, tokens: string[], seconds: number): Promise<WorkerResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./order-worker.mjs', import.meta.url), {
      workerData: { url: `${base}/api${tradingApi.placeOrder.path}`, tokens, seconds, symbol: SYMBOL, leverage: 10 },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

export async function runTradingBench(options: TradingBenchOptions, postgresUrl: string | undefined) {
  heading(`Trading: market orders through the API (${options.clients} clients, Idempotency-Key on each)`);
  const anchor = await pgbenchAnchor(postgresUrl, options);
  const rows: string[][] = [];
  for (const db of databases(postgresUrl)) {
    process.stdout.write(`  ${db.label}: seeding ${options.clients} funded traders… `);
    const target = await startLedgerServer(db.make(), options.clients, {
      account: 'trading',
      currency: 'USD',
      house: 'bank_clearing',
      // Orders need an open market whatever the hour the bench runs at.
      env: { MARKET_ALWAYS_OPEN: 'true' },
    });
    try {
      process.stdout.write(`warming up ${options.warmupSeconds} s… `);
      await runWorker(target.base, target.tokens, options.warmupSeconds);
      process.stdout.write(`ordering for ${options.seconds} s… `);
      const result = await runWorker(target.base, target.tokens, options.seconds);
      console.log(result.errors.length > 0 ? `done (refusals: ${[...new Set(result.errors)].join('; ')})` : 'done');
      const sorted = [...result.latencies].sort((a, b) => a - b);
      const perSecond = result.moved / options.seconds;
      rows.push([
        db.label,
        int(perSecond),
        ratioOf(perSecond, anchor),
        ms(percentile(sorted, 50)),
        ms(percentile(sorted, 99)),
        int(result.latencies.length),
        int(result.replays),
        int(result.failures),
      ]);
    } finally {
      await target.close();
      db.cleanup();
    }
  }
  console.log();
  const anchorRow = anchor
    ? [['pgbench TPC-B (same server)', int(anchor.tps), '1.00 ×', `avg ${ms(anchor.latencyMs)}`, '', '', '', '']]
    : [];
  console.log(
    table(
      ['database', 'orders/s', '÷ pgbench TPC-B', 'p50', 'p99', 'requests', 'replays', 'failures'],
      [...rows, ...anchorRow],
    ),
  );
  console.log('  aim: orders/s ≥ 1.0 × pgbench TPC-B on PostgreSQL');

  heading(`Trading: one engine tick with ${int(options.resting)} resting orders and stop levels`);
  const symbols = Array.from({ length: 200 }, (_, i) => `S${i}`);
  const tick = runTickBench({ resting: options.resting, symbols, ticks: 2_000 });
  console.log(
    table(
      ['resting', 'symbols', 'ticks', 'p50', 'p99', 'max', 'crossed'],
      [
        [
          int(tick.resting),
          int(tick.symbols),
          int(tick.ticks),
          ms(tick.p50Ms),
          ms(tick.p99Ms),
          ms(tick.maxMs),
          int(tick.fired),
        ],
      ],
    ),
  );
  console.log('  aim: p99 under 5 ms (every symbol moves each tick; fills of what a tick crosses are timed above)');
}
