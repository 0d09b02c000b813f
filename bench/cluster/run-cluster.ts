// Two API nodes sharing one PostgreSQL database and one Redis, in one run: getUserInfo throughput on one node and on
// both, then quote fan-out with every client on one node and split across both.
import { heading } from '../lib/table.ts';
import { Cleanup } from './cleanup.ts';
import { type FanOutResult, measureFanOut, symbolsOf } from './fan-out.ts';
import { measureClusterHttp } from './http.ts';
import { type Cluster, startCluster } from './nodes.ts';
import { printClusterHttp, printFanOut } from './report.ts';

export interface ClusterBenchOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** WebSocket clients in each fan-out setup. */
  clients: number;
  tickMs: number;
}

/** Everything started is stopped and dropped by then, even if a step hangs. */
const DEADLINE_MS = 240_000;
const LOG_TAIL = 2_000;

function printLogs(cluster: Cluster | undefined) {
  for (const node of cluster?.nodes ?? []) {
    const log = node.server.log().trim();
    if (log) console.error(`\n  node ${node.number} log (tail):\n${log.slice(-LOG_TAIL)}`);
  }
}

export async function runClusterBench(options: ClusterBenchOptions, urls: { database: string; redis: string }) {
  heading('Cluster: two API nodes sharing PostgreSQL and Redis');
  const cleanup = new Cleanup();
  const disarm = cleanup.guard(DEADLINE_MS);
  let cluster: Cluster | undefined;
  try {
    cluster = await startCluster(
      urls,
      2,
      {
        MARKET_TICK_MS: String(options.tickMs),
        // Production closes US equities at night; the bench wants every instrument ticking whatever the hour.
        MARKET_ALWAYS_OPEN: 'true',
        // Every bench client is an anonymous quote stream from this one address.
        WS_ANONYMOUS_PER_IP: '1000000',
      },
      cleanup,
    );
    const [first, second] = cluster.nodes;
    if (!first || !second) throw new Error('bench: the cluster has fewer than two nodes');
    console.log(`  the lease holder (ticker) is node ${(await cluster.tickerNode()) ?? 'none yet'}`);

    const http = await measureClusterHttp([first.base, second.base], options);
    printClusterHttp(http, options);

    console.log();
    const symbols = await symbolsOf(first.base);
    const half = Math.ceil(options.clients / 2);
    const ticker = (await cluster.tickerNode()) ?? 1;
    // "One node" puts every client on the ticker, so the two setups differ only by the second node's share.
    const oneNode = cluster.nodes.map((node) => (node.number === ticker ? options.clients : 0));
    const fanOut: FanOutResult[] = [
      await measureFanOut(cluster, symbols, 'one node', oneNode, options.durationSeconds),
      await measureFanOut(cluster, symbols, 'two nodes', [half, options.clients - half], options.durationSeconds),
    ];
    printFanOut(fanOut, options.tickMs);
  } catch (error) {
    printLogs(cluster);
    throw error;
  } finally {
    disarm();
    process.stdout.write('\n  cleaning up… ');
    await cleanup.run();
    console.log('done');
  }
}
