// The real API server (buildApp) for the fan-out bench, run as a child process. Two probes on its quote hub, and
// nothing else changed: each published quote is stamped with the wall-clock time of the tick that published it
// (`benchTickAt`, since the quote's own `time` is the last trade truncated to the second), and each flush pass is
// timed. The parent reads the figures over IPC.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Quote } from '@platform/contracts';
import { createDb } from '@platform/db';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';

export interface ProbeStats {
  /** When the figures were read (the server's Date.now()): the end of the window. */
  at: number;
  ticks: number;
  quotesPublished: number;
  /** How many times each symbol was published, to count what the clients should have received. */
  changes: Record<string, number>;
  /** Time from a tick's publish to the start of the flush pass that first sends it, per tick (ms). */
  tickToFlush: number[];
  /** Duration of each flush pass that had something to send (ms). */
  flushDurations: number[];
  /** CPU time the server process spent in each of those passes (ms): the work itself, without waiting for a core. */
  flushCpu: number[];
  clientsConnected: number;
  subscriptions: number;
}

type HubInternals = { distribute(quotes: Quote[]): void; flush(): void };

async function main() {
  const send = (message: unknown) => process.send?.(message);
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-ws-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0' });
  const database = await createDb({});
  const app = await buildApp({ config, database });

  const hub = app.quoteHub as unknown as HubInternals;
  const distribute = hub.distribute.bind(hub);
  const flush = hub.flush.bind(hub);
  const fresh = (): Stats => ({
    ticks: 0,
    quotesPublished: 0,
    changes: {},
    tickToFlush: [],
    flushDurations: [],
    flushCpu: [],
  });
  let stats = fresh();
  let unflushedTick: number | undefined;
  hub.distribute = (quotes) => {
    const at = Date.now();
    stats.ticks++;
    stats.quotesPublished += quotes.length;
    for (const { symbol } of quotes) stats.changes[symbol] = (stats.changes[symbol] ?? 0) + 1;
    unflushedTick ??= at;
    distribute(quotes.map((quote) => ({ ...quote, benchTickAt: at })));
  };
  hub.flush = () => {
    const start = performance.now();
    const startWall = Date.now();
    const cpu = process.cpuUsage();
    flush();
    if (unflushedTick === undefined) return;
    const spent = process.cpuUsage(cpu);
    stats.tickToFlush.push(startWall - unflushedTick);
    stats.flushDurations.push(performance.now() - start);
    stats.flushCpu.push((spent.user + spent.system) / 1000);
    unflushedTick = undefined;
  };

  process.on('message', async (message: { op: string }) => {
    if (message.op === 'reset') {
      stats = fresh();
      send({ op: 'reset', at: Date.now() });
    }
    if (message.op === 'stats') send({ op: 'stats', stats: { ...stats, at: Date.now(), ...app.quoteHub.stats() } });
    if (message.op === 'close') {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  // The parent is gone (it hit its deadline): leave no temp directory behind.
  process.on('disconnect', () => {
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  });

  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  send({ op: 'ready', port });
}

type Stats = Omit<ProbeStats, 'at' | 'clientsConnected' | 'subscriptions'>;

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
