// Starts probe-server.ts in its own process, so the load generator never shares the server's event loop, and reads
// its memory and CPU from /proc (Linux) rather than asking the busy server.
import { type ChildProcess, fork } from 'node:child_process';
import { setPriority } from 'node:os';
import { cpuSecondsOf, rssOf } from '../lib/proc.ts';
import type { ProbeStats } from './probe-server.ts';

const OPERATOR = { email: 'bench@bench.local', password: 'bench-pass-1' } as const;
const START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  pid: number;
  base: string;
  /** The server's scheduling priority (nice value) if it was raised above the generator's, else undefined. */
  nice: number | undefined;
  /** Resident set size in bytes, or undefined where /proc is not available. */
  rss(): number | undefined;
  /** CPU seconds (user + system) used so far, or undefined where /proc is not available. */
  cpuSeconds(): number | undefined;
  /** Starts the probe's figures afresh; answers the server's clock at that moment. */
  reset(): Promise<number>;
  stats(): Promise<ProbeStats>;
  close(): Promise<void>;
}

/** On one machine the load generator, standing in for thousands of remote devices, competes with the server for its
 * cores; a production server has its own. Running the server at a higher priority approximates that, while the
 * generator's own delays still count in every latency it measures. Raising it needs privileges (root, CAP_SYS_NICE). */
function raisePriority(pid: number, nice: number): number | undefined {
  if (nice >= 0) return undefined;
  try {
    setPriority(pid, nice);
    return nice;
  } catch {
    return undefined;
  }
}

export async function startServerProcess(tickMs: number, nice: number): Promise<ServerProcess> {
  const child: ChildProcess = fork(new URL('./probe-server.ts', import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      MARKET_TICK_MS: String(tickMs),
      // Production closes US equities at night; the bench wants every instrument ticking whatever the hour.
      MARKET_ALWAYS_OPEN: 'true',
      RATE_LIMIT_MULTIPLIER: '10000',
      // Every bench client is an anonymous quote stream from this one address.
      WS_ANONYMOUS_PER_IP: '1000000',
      BOOTSTRAP_ADMIN_EMAIL: OPERATOR.email,
      BOOTSTRAP_ADMIN_PASSWORD: OPERATOR.password,
      BOOTSTRAP_INVITE_CODE: 'BENCH2026',
    },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('bench: the server process did not start');
  const raised = raisePriority(pid, nice);

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('bench: the server did not start within 60 s')), START_TIMEOUT_MS);
    child.once('exit', (code) => reject(new Error(`bench: the server exited with ${code} before listening`)));
    child.on('message', (message: { op: string; port?: number }) => {
      if (message.op !== 'ready' || message.port === undefined) return;
      clearTimeout(timer);
      resolve(message.port);
    });
  });

  const ask = <T>(op: string) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`bench: the server did not answer "${op}"`)), 10_000);
      const listener = (message: { op: string }) => {
        if (message.op !== op) return;
        clearTimeout(timer);
        child.off('message', listener);
        resolve(message as T);
      };
      child.on('message', listener);
      child.send({ op });
    });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    pid,
    base: `http://127.0.0.1:${port}`,
    nice: raised,
    rss: () => rssOf(pid),
    cpuSeconds: () => cpuSecondsOf(pid),
    async reset() {
      return (await ask<{ at: number }>('reset')).at;
    },
    async stats() {
      return (await ask<{ stats: ProbeStats }>('stats')).stats;
    },
    async close() {
      if (child.exitCode !== null) return;
      child.send({ op: 'close' });
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    },
  };
}
