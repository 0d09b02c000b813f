// Quote fan-out: N WebSocket clients, each subscribed to 10 symbols, against the real server in its own process.
import { execFileSync } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { marketApi } from '@platform/contracts';
import { heading, int } from '../lib/table.ts';
import { openFleet, symbolsOfClient } from './clients.ts';
import { type FanOutRow, printFanOut } from './report.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

export interface WsBenchOptions {
  clients: number[];
  windowSeconds: number;
  tickMs: number;
  /** The server process's nice value (below 0 raises it above the generator); 0 leaves both equal. */
  serverNice: number;
}

/** Stops the whole process if a run hangs; the forked server exits when its IPC channel closes. */
const DEADLINE_MS = 160_000;
const CONNECT_DEADLINE_MS = 30_000;
const GRACE_MS = 3_000;

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const sortedOf = (values: number[] | Float64Array) => Float64Array.from(values).sort();

async function symbolsOf(base: string): Promise<string[]> {
  const response = await fetch(`${base}/api${marketApi.instruments.path}?pageSize=200`);
  const body = (await response.json()) as { code: number; data: { rows: { instrument: { symbol: string } }[] } };
  if (body.code !== 200) throw new Error(`bench: the instrument list answered ${body.code}`);
  return body.data.rows.map((row) => row.instrument.symbol);
}

function openFileLimit(): number {
  try {
    return Number(execFileSync('bash', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

async function runOne(server: ServerProcess, symbols: string[], count: number, options: WsBenchOptions) {
  process.stdout.write(`  ${int(count)} clients: connecting… `);
  const rssBefore = server.rss();
  const url = `${server.base.replace('http', 'ws')}/api/ws`;
  const fleet = await openFleet(url, count, symbols, CONNECT_DEADLINE_MS);
  process.stdout.write(`${(fleet.connectMs / 1000).toFixed(1)} s; measuring ${options.windowSeconds} s… `);

  const loop = monitorEventLoopDelay({ resolution: 10 });
  let rssPeak = server.rss() ?? 0;
  const cpuBefore = server.cpuSeconds();
  const generatorBefore = process.cpuUsage();
  fleet.startWindow(await server.reset());
  loop.enable();
  const started = performance.now();
  for (let second = 0; second < options.windowSeconds; second++) {
    await sleep(1_000);
    rssPeak = Math.max(rssPeak, server.rss() ?? 0);
  }
  const probe = await server.stats();
  fleet.endWindow(probe.at);
  const elapsed = (performance.now() - started) / 1000;
  const generator = process.cpuUsage(generatorBefore);
  const cpuAfter = server.cpuSeconds();
  // Quotes published just before the end are still on their way: give them time to arrive.
  await sleep(GRACE_MS);
  loop.disable();
  const window = fleet.stopWindow();
  const disconnected = fleet.disconnected();
  await fleet.close();
  console.log('done');

  let expected = 0;
  for (const index of fleet.subscribed)
    for (const symbol of symbolsOfClient(index, symbols)) expected += probe.changes[symbol] ?? 0;
  const tick = sortedOf(window.tickLatencies);
  return {
    count,
    perSecond: window.quotes / elapsed,
    delivered: expected ? window.quotes / expected : 0,
    p50: percentile(tick, 50),
    p99: percentile(tick, 99),
    max: tick.at(-1) ?? Number.NaN,
    tradeP50: percentile(sortedOf(window.tradeLatencies), 50),
    flushWaitP50: percentile(sortedOf(probe.tickToFlush), 50),
    flushP99: percentile(sortedOf(probe.flushDurations), 99),
    flushCpuP99: percentile(sortedOf(probe.flushCpu), 99),
    rssBefore,
    rssPeak: rssPeak || undefined,
    serverCpu: cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / elapsed,
    generatorCpu: (generator.user + generator.system) / 1e6 / elapsed,
    failed: fleet.failed,
    disconnected,
    connectSeconds: fleet.connectMs / 1000,
    loopP99: loop.percentile(99) / 1e6,
    ticksPerSecond: probe.ticks / elapsed,
    quotesPerTick: probe.ticks ? probe.quotesPublished / probe.ticks : 0,
  } satisfies FanOutRow;
}

/** One server process for every N (its start-up backfill is slow); each N gets fresh clients. */
export async function runWsBench(options: WsBenchOptions) {
  heading('WebSocket: quote fan-out (10 symbols per client)');
  const rows: FanOutRow[] = [];
  let nice: number | undefined;
  const deadline = setTimeout(() => {
    console.error(`\n  the WebSocket bench did not finish within ${DEADLINE_MS / 1000} s; stopping`);
    printFanOut(rows, options.tickMs, nice);
    process.exit(1);
  }, DEADLINE_MS);
  const limit = openFileLimit();
  process.stdout.write('  starting the server… ');
  const started = performance.now();
  const server = await startServerProcess(options.tickMs, options.serverNice);
  nice = server.nice;
  try {
    const symbols = await symbolsOf(server.base);
    console.log(`${((performance.now() - started) / 1000).toFixed(1)} s, ${symbols.length} symbols`);
    for (const count of options.clients) {
      if (count + 200 > limit) {
        console.log(`  ${int(count)} clients: skipped, the open-file limit is ${limit}; run \`ulimit -n 20000\` first`);
        continue;
      }
      rows.push(await runOne(server, symbols, count, options));
    }
  } finally {
    await server.close();
    clearTimeout(deadline);
  }
  printFanOut(rows, options.tickMs, nice);
  return rows;
}
