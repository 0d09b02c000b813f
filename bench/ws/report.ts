// The fan-out bench's table and the notes that say how to read it.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { int, ms, table } from '../lib/table.ts';

export const AIM = { clients: 5_000, p99Ms: 100 } as const;

export interface FanOutRow {
  count: number;
  perSecond: number;
  /** Quotes received ÷ quotes the server published to these clients' symbols during the window. */
  delivered: number;
  p50: number;
  p99: number;
  max: number;
  tradeP50: number;
  flushWaitP50: number;
  flushP99: number;
  /** CPU time of a flush pass, p99: what the pass costs on an idle core. */
  flushCpuP99: number;
  rssBefore: number | undefined;
  rssPeak: number | undefined;
  serverCpu: number | undefined;
  generatorCpu: number;
  failed: number;
  disconnected: number;
  connectSeconds: number;
  loopP99: number;
  ticksPerSecond: number;
  quotesPerTick: number;
}

const mb = (bytes: number | undefined) => (bytes === undefined ? 'n/a' : `${(bytes / 2 ** 20).toFixed(0)} MB`);
const pct = (share: number | undefined) => (share === undefined ? 'n/a' : `${Math.round(share * 100)}%`);
const msOrNa = (value: number) => (Number.isNaN(value) ? 'n/a' : ms(value));

function cpuPressure(): string {
  try {
    const avg60 = /some avg10=[\d.]+ avg60=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1];
    return avg60 === undefined ? '' : `; CPU pressure (tasks waiting for a core, 1 min): ${avg60}%`;
  } catch {
    return '';
  }
}

/** CPU time rather than wall time: what the server's work costs, whatever else the machine is running. */
const cpuPerMessage = (r: FanOutRow) =>
  r.serverCpu === undefined || r.perSecond === 0 ? 'n/a' : `${((r.serverCpu / r.perSecond) * 1e6).toFixed(0)} µs`;

function verdict(row: FanOutRow): string {
  if (row.count < AIM.clients) return '';
  const met = row.p99 < AIM.p99Ms && row.failed + row.disconnected === 0;
  return `p99 < ${AIM.p99Ms} ms: ${met ? 'met' : 'NOT met'}`;
}

export function printFanOut(rows: FanOutRow[], tickMs: number, serverNice: number | undefined) {
  console.log();
  console.log(
    table(
      [
        'clients',
        'msgs/s',
        'delivered',
        'p50',
        'p99',
        'max',
        'server RSS',
        'server CPU',
        'failed',
        'disconnected',
        'aim',
      ],
      rows.map((r) => [
        int(r.count),
        int(r.perSecond),
        pct(r.delivered),
        msOrNa(r.p50),
        msOrNa(r.p99),
        msOrNa(r.max),
        `${mb(r.rssBefore)} → ${mb(r.rssPeak)}`,
        pct(r.serverCpu),
        int(r.failed),
        int(r.disconnected),
        verdict(r),
      ]),
    ),
  );
  const [load1, load5] = loadavg();
  console.log(`\n  aim: ${int(AIM.clients)} clients with p99 tick-to-client latency under ${AIM.p99Ms} ms`);
  console.log(`  load average at the end: ${load1?.toFixed(2)} (1 min), ${load5?.toFixed(2)} (5 min)${cpuPressure()}`);
  console.log(`  the server ticks every ${tickMs} ms; RSS is before the clients → peak while they were subscribed`);
  console.log(
    serverNice === undefined
      ? '  the server and the load generator ran at the same priority, sharing the cores'
      : `  the server ran at nice ${serverNice}, above the load generator (BENCH_WS_SERVER_NICE=0 shares the cores equally):\n` +
          '  on one machine the generator stands in for thousands of remote devices and would otherwise take cores a\n' +
          '  production server has to itself; its own delays still count in every latency',
  );
  console.log(
    "  latency: arrival here (Date.now()) − the wall-clock time at which the server's tick published the quote,",
  );
  console.log(
    '  stamped by a probe on the quote hub (same machine clock). The quote`s own `time` is the last trade truncated',
  );
  console.log(
    '  to the whole second, so arrival − `time` mostly measures that truncation; it is shown below for comparison.',
  );
  for (const r of rows) {
    console.log(
      `  ${int(r.count)}: connected in ${r.connectSeconds.toFixed(1)} s; ${r.ticksPerSecond.toFixed(1)} publishing ticks/s × ` +
        `${r.quotesPerTick.toFixed(0)} quotes; tick → next flush pass p50 ${msOrNa(r.flushWaitP50)}; flush pass p99 ` +
        `${msOrNa(r.flushP99)} (CPU ${msOrNa(r.flushCpuP99)}); server CPU per message ${cpuPerMessage(r)}; arrival − quote.time p50 ${msOrNa(r.tradeP50)}; load generator CPU ${pct(r.generatorCpu)}, ` +
        `event-loop delay p99 ${ms(r.loopP99)}`,
    );
  }
  console.log(
    '  failed: not subscribed within 10 s, or not tried before the 30 s connect limit; disconnected: closed by the server',
  );
  if (rows.some((r) => r.generatorCpu > 0.8))
    console.log('  note: the load generator was near one full core; its own delay is part of these latencies');
}
