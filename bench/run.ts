// `npm run bench`: prints HTTP throughput and latency, WebSocket quote fan-out, the ledger, two nodes, bundle sizes and
// Lighthouse scores. It measures and reports; it never asserts. `--http-only`, `--ws-only`, `--flood-only`,
// `--ledger-only`, `--trading-only`, `--alerts-only`, `--cluster-only`, `--work-only`, `--bundles-only` and `--lighthouse-only` run one
// part.
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { measureBundles } from './bundle/measure-bundles.ts';
import { runClusterBench } from './cluster/run-cluster.ts';
import { runHttpBench } from './http/run-http.ts';
import { runLedgerBench } from './ledger/run-ledger.ts';
import { runLighthouseBench } from './lighthouse/run-lighthouse.ts';
import { runAlertsBench } from './trading/alerts-bench.ts';
import { runTradingBench } from './trading/run-trading.ts';
import { runWorkBench } from './work/run-work.ts';
import { runFloodBench } from './ws/auth-flood.ts';
import { runWsBench } from './ws/run-ws.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = new Set(process.argv.slice(2));
const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

async function main() {
  const cores = cpus().length;
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const [load] = loadavg();
  console.log(`Node ${process.version} · ${cores} × ${cpu} · ${(totalmem() / 2 ** 30).toFixed(1)} GB`);
  console.log(`load average (1 min) at start: ${load?.toFixed(2)}`);
  if ((load ?? 0) > cores) {
    console.log('  note: the machine is busy with other work; these figures are not comparable with a quiet run');
  }

  const only = [
    '--http-only',
    '--ws-only',
    '--flood-only',
    '--bundles-only',
    '--ledger-only',
    '--trading-only',
    '--alerts-only',
    '--cluster-only',
    '--work-only',
    '--lighthouse-only',
  ].find((flag) => args.has(flag));
  const runs = (flag: string) => only === undefined || only === flag;

  if (runs('--http-only')) {
    await runHttpBench(
      {
        connections: seconds('BENCH_CONNECTIONS', 50),
        durationSeconds: seconds('BENCH_DURATION', 10),
        warmupSeconds: seconds('BENCH_WARMUP', 2),
      },
      process.env.BENCH_DATABASE_URL || undefined,
    );
  }
  if (runs('--ws-only')) {
    await runWsBench({
      clients: (process.env.BENCH_WS_CLIENTS ?? '1000,5000')
        .split(',')
        .map(Number)
        .filter((n) => n > 0),
      windowSeconds: seconds('BENCH_WS_SECONDS', 15),
      tickMs: seconds('BENCH_WS_TICK_MS', 250),
      serverNice: Number(process.env.BENCH_WS_SERVER_NICE ?? -10) || 0,
    });
  }
  if (runs('--flood-only')) {
    await runFloodBench(
      {
        rounds: seconds('BENCH_FLOOD_ROUNDS', 5),
        samples: seconds('BENCH_FLOOD_SAMPLES', 200),
        sockets: 20,
        frames: 500,
      },
      process.env.BENCH_DATABASE_URL || undefined,
    );
  }
  if (runs('--ledger-only')) {
    await runLedgerBench(
      {
        clients: seconds('BENCH_LEDGER_CLIENTS', 50),
        seconds: seconds('BENCH_LEDGER_SECONDS', 10),
        warmupSeconds: seconds('BENCH_WARMUP', 3),
        entries: seconds('BENCH_LEDGER_ENTRIES', 1_000_000),
      },
      process.env.BENCH_DATABASE_URL || undefined,
    );
  }
  if (runs('--trading-only')) {
    await runTradingBench(
      {
        clients: seconds('BENCH_TRADING_CLIENTS', 50),
        seconds: seconds('BENCH_TRADING_SECONDS', 10),
        warmupSeconds: seconds('BENCH_WARMUP', 3),
        resting: seconds('BENCH_TRADING_RESTING', 100_000),
      },
      process.env.BENCH_DATABASE_URL || undefined,
    );
  }
  if (runs('--alerts-only')) {
    await runAlertsBench({
      alerts: seconds('BENCH_ALERTS', 100_000),
      symbols: seconds('BENCH_ALERTS_SYMBOLS', 400),
      ticks: seconds('BENCH_ALERTS_TICKS', 2_000),
    });
  }
  if (runs('--cluster-only')) {
    const database = process.env.BENCH_DATABASE_URL;
    const redis = process.env.BENCH_REDIS_URL;
    if (database && redis) {
      await runClusterBench(
        {
          connections: seconds('BENCH_CONNECTIONS', 50),
          durationSeconds: seconds('BENCH_DURATION', 10),
          warmupSeconds: seconds('BENCH_WARMUP', 2),
          clients: seconds('BENCH_CLUSTER_CLIENTS', 1000),
          tickMs: 250,
        },
        { database, redis },
      );
    } else {
      console.log(
        '\nCluster: skipped; set BENCH_DATABASE_URL and BENCH_REDIS_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres, redis://127.0.0.1:6379) to run it',
      );
    }
  }
  if (runs('--work-only')) {
    await runWorkBench(
      { records: seconds('BENCH_WORK_RECORDS', 10_000), requests: seconds('BENCH_WORK_REQUESTS', 200) },
      process.env.BENCH_DATABASE_URL || undefined,
    );
  }
  if (runs('--bundles-only')) measureBundles(root, args.has('--build'));
  if (runs('--lighthouse-only')) await runLighthouseBench();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
