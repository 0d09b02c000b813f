// The cluster bench's two tables and the notes that say how to read them.
import { cpus } from 'node:os';
import type { LoadOptions } from '../http/load.ts';
import { int, ms, table } from '../lib/table.ts';
import type { FanOutNode, FanOutResult } from './fan-out.ts';
import type { ClusterHttpResults } from './http.ts';

const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(3) : 'n/a');
const mb = (bytes: number | undefined) => (bytes === undefined ? 'n/a' : `${(bytes / 2 ** 20).toFixed(0)} MB`);
const seconds = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(1)} s`);

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
const msAt = (sorted: Float64Array, p: number) => {
  const value = percentile(sorted, p);
  return Number.isNaN(value) ? 'n/a' : ms(value);
};

export function printClusterHttp(results: ClusterHttpResults, options: LoadOptions) {
  const { bare, oneNode, twoNodes } = results;
  const bareRps = bare.requestsPerSecond;
  const oneRps = oneNode.requestsPerSecond;
  const sum = twoNodes.reduce((total, { result }) => total + result.requestsPerSecond, 0);
  console.log();
  console.log(
    table(
      ['target', 'req/s', 'p50', 'p99', 'vs bare', 'vs one node'],
      [
        ['bare Fastify route', int(bareRps), ms(bare.p50), ms(bare.p99), '1.00', ''],
        ['getUserInfo, one node', int(oneRps), ms(oneNode.p50), ms(oneNode.p99), ratio(oneRps, bareRps), '1.00'],
        ['getUserInfo, two nodes (sum)', int(sum), '', '', ratio(sum, bareRps), ratio(sum, oneRps)],
        ...twoNodes.map(({ connections, result }, i) => [
          `  node ${i + 1} (${connections} connections)`,
          int(result.requestsPerSecond),
          ms(result.p50),
          ms(result.p99),
          '',
          '',
        ]),
      ],
    ),
  );
  console.log(
    `\n  ${options.connections} connections in each setup (split across the nodes for two), ${options.durationSeconds} s ` +
      `after ${options.warmupSeconds} s of warm-up; both nodes run throughout, the lease holder ticking the market`,
  );
  console.log(
    `  one machine (${cpus().length} cores) runs the nodes, PostgreSQL, Redis and the load generators: a second node ` +
      'adds a process, not cores',
  );
  const failures = [bare, oneNode, ...twoNodes.map(({ result }) => result)].reduce((n, r) => n + r.failures, 0);
  if (failures > 0) console.log(`  note: ${int(failures)} failed requests; a run with failures measured errors`);
}

function nodeRow(node: FanOutNode, ticker: number | undefined, firstSeen: number): string[] {
  const role = node.number === ticker ? 'ticker' : 'via Redis';
  return [
    `  node ${node.number} (${role})`,
    int(node.clients),
    int(node.quotesPerSecond),
    node.clients === 0
      ? ''
      : `${percentile(node.framesPerSecond, 50).toFixed(1)} (${node.framesPerSecond[0]!.toFixed(1)})`,
    msAt(node.delays, 50),
    msAt(node.delays, 99),
    firstSeen > 0 && node.clients > 0 ? `${Math.round((node.firstHere / firstSeen) * 100)}%` : '',
    seconds(node.cpuSeconds),
    mb(node.rssPeak),
  ];
}

function totalRow(result: FanOutResult): string[] {
  const { nodes } = result;
  const delays = Float64Array.from(nodes.flatMap((node) => Array.from(node.delays))).sort();
  const frames = Float64Array.from(nodes.flatMap((node) => Array.from(node.framesPerSecond))).sort();
  const cpu = nodes.every((node) => node.cpuSeconds !== undefined)
    ? nodes.reduce((total, node) => total + (node.cpuSeconds ?? 0), 0)
    : undefined;
  return [
    result.label,
    int(nodes.reduce((total, node) => total + node.clients, 0)),
    int(nodes.reduce((total, node) => total + node.quotesPerSecond, 0)),
    frames.length === 0 ? 'n/a' : `${percentile(frames, 50).toFixed(1)} (${frames[0]!.toFixed(1)})`,
    msAt(delays, 50),
    msAt(delays, 99),
    '',
    seconds(cpu),
    '',
  ];
}

export function printFanOut(results: FanOutResult[], tickMs: number) {
  const rows = results.flatMap((result) => {
    const firstSeen = result.nodes.reduce((total, node) => total + node.firstHere, 0);
    return [totalRow(result), ...result.nodes.map((node) => nodeRow(node, result.ticker[0], firstSeen))];
  });
  console.log();
  console.log(
    table(
      [
        'setup / node',
        'clients',
        'quotes/s',
        'frames/s per client p50 (min)',
        'after first p50',
        'p99',
        'first here',
        'server CPU',
        'RSS peak',
      ],
      rows,
    ),
  );
  console.log(
    `\n  the lease holder (ticker) ticks every ${tickMs} ms and publishes to Redis; every node, the ticker included, ` +
      'hears the quotes back from Redis and sends them to its own clients; the simulator draws one price per second, ' +
      'so each symbol changes (and is sent) at most once a second whatever the tick',
  );
  console.log(
    '  after first: arrival at a client − the first arrival of the same quote (symbol, time, last) at any client, over ' +
      'every arrival of the quotes first seen in the window; first here: the share of those quotes that reached this ' +
      "node's clients first",
  );
  console.log(
    '  quotes/s: quotes received by all clients (several per frame); server CPU: CPU seconds each process used in the ' +
      'window (the setup row sums them); RSS: peak while the clients were subscribed',
  );
  console.log('  one generator process receives for every client, so its own delays are part of every figure');
  for (const result of results) {
    const lost = result.nodes.reduce((total, node) => total + node.failed + node.disconnected, 0);
    const [before, after] = result.ticker;
    console.log(
      `  ${result.label}: connected in ${result.connectSeconds.toFixed(1)} s, window ${result.seconds.toFixed(1)} s; ` +
        `${int(lost)} clients failed or were disconnected` +
        (before === after ? '' : `; the lease moved from node ${before ?? 'none'} to node ${after ?? 'none'}`),
    );
  }
}
