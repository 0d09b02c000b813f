// `npm run bench`: prints HTTP throughput and latency, and bundle sizes. It measures and reports; it never asserts.
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { measureBundles } from './bundle/measure-bundles.ts';
import { runHttpBench } from './http/run-http.ts';

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

  if (!args.has('--bundles-only')) {
    await runHttpBench(
      {
        connections: seconds('BENCH_CONNECTIONS', 50),
        durationSeconds: seconds('BENCH_DURATION', 10),
        warmupSeconds: seconds('BENCH_WARMUP', 2),
      },
      process.env.BENCH_DATABASE_URL || undefined,
    );
  }
  if (!args.has('--http-only')) measureBundles(root, args.has('--build'));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
