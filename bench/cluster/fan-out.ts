// Quote fan-out across the cluster: anonymous clients, 10 symbols each, spread over the nodes as a setup says; every
// quote's arrivals timed against its first arrival at any client, and each node's CPU and memory over the window.
import { setTimeout as sleep } from 'node:timers/promises';
import { marketApi } from '@platform/contracts';
import { watchProcesses } from '../lib/proc.ts';
import { type Fleet, openFleet } from '../ws/clients.ts';
import { QuoteArrivals } from './arrivals.ts';
import type { Cluster } from './nodes.ts';

const CONNECT_DEADLINE_MS = 30_000;
/** After connecting: the subscription snapshots pass before the window opens. */
const SETTLE_MS = 1_000;
/** After the window: quotes first seen inside it may still be on their way to other clients. */
const GRACE_MS = 1_000;

export interface FanOutNode {
  number: number;
  clients: number;
  failed: number;
  disconnected: number;
  quotesPerSecond: number;
  delays: Float64Array;
  /** Frames per second each subscribed client received, sorted. */
  framesPerSecond: Float64Array;
  /** Quotes first seen inside the window, and how many of them first reached this node's clients. */
  firstHere: number;
  cpuSeconds: number | undefined;
  rssPeak: number | undefined;
}

export interface FanOutResult {
  label: string;
  seconds: number;
  connectSeconds: number;
  /** The lease holder when the window opened and after it closed (they differ if the lease moved). */
  ticker: [number | undefined, number | undefined];
  nodes: FanOutNode[];
}

const sorted = (values: ArrayLike<number>) => Float64Array.from(values).sort();

export async function symbolsOf(base: string): Promise<string[]> {
  const response = await fetch(`${base}/api${marketApi.instruments.path}?pageSize=200`);
  const body = (await response.json()) as { code: number; data: { rows: { instrument: { symbol: string } }[] } };
  if (body.code !== 200) throw new Error(`bench: the instrument list answered ${body.code}`);
  return body.data.rows.map((row) => row.instrument.symbol);
}

/** `split[i]` clients on node i + 1; every node is watched, with clients or not. */
export async function measureFanOut(
  cluster: Cluster,
  symbols: string[],
  label: string,
  split: number[],
  seconds: number,
): Promise<FanOutResult> {
  const arrivals = new QuoteArrivals(split);
  const fleets: Array<Fleet | undefined> = [];
  try {
    process.stdout.write(`  ${label}: connecting ${split.join(' + ')} clients… `);
    const connecting = performance.now();
    for (const [i, node] of cluster.nodes.entries()) {
      const count = split[i] ?? 0;
      const url = `${node.base.replace('http', 'ws')}/api/ws`;
      fleets.push(
        count > 0 ? await openFleet(url, count, symbols, CONNECT_DEADLINE_MS, arrivals.observer(i)) : undefined,
      );
    }
    const connectSeconds = (performance.now() - connecting) / 1000;
    process.stdout.write(`${connectSeconds.toFixed(1)} s; measuring ${seconds} s… `);
    await sleep(SETTLE_MS);

    const tickerBefore = await cluster.tickerNode();
    const watch = watchProcesses(cluster.nodes.map((node) => node.pid));
    arrivals.startWindow();
    const started = performance.now();
    await sleep(seconds * 1000);
    arrivals.endWindow();
    const elapsed = (performance.now() - started) / 1000;
    const usage = watch.stop();
    await sleep(GRACE_MS);
    const tickerAfter = await cluster.tickerNode();
    console.log('done');

    const nodes = cluster.nodes.map((node, i): FanOutNode => {
      const fleet = fleets[i];
      const tally = arrivals.nodes[i]!;
      return {
        number: node.number,
        clients: fleet?.subscribed.length ?? 0,
        failed: fleet?.failed ?? 0,
        disconnected: fleet?.disconnected() ?? 0,
        quotesPerSecond: tally.quotes / elapsed,
        delays: sorted(tally.delays),
        framesPerSecond: sorted((fleet?.subscribed ?? []).map((client) => tally.frames[client]! / elapsed)),
        firstHere: tally.firstHere,
        cpuSeconds: usage[i]?.cpuSeconds,
        rssPeak: usage[i]?.rssPeak,
      };
    });
    return { label, seconds: elapsed, connectSeconds, ticker: [tickerBefore, tickerAfter], nodes };
  } finally {
    await Promise.all(fleets.map((fleet) => fleet?.close()));
  }
}
