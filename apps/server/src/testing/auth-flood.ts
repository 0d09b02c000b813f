// The /api/ws sign-in flood of issue 28 §1, shared by its test (realtime/ws-auth-flood.test.ts) and its bench
// (bench/ws/auth-flood.ts): a flood from another process, and the p99 of a request measured while it runs.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const FLOODER = fileURLToPath(new URL('./ws-auth-flooder.mjs', import.meta.url));

/** The 99th percentile (nearest rank) of `samples` sequential calls, in milliseconds. */
export async function p99Of(samples: number, call: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.ceil(samples * 0.99) - 1]!;
}

/** How one flooding socket ended: its close code and reason, or null if it was still open 10 s on. */
export type FloodEnd = { code: number; reason: string } | null;

/**
 * Starts `sockets` anonymous sockets sending `frames` `auth` frames each, from another process at the lowest priority
 * (an attacker's own machine: on two cores its CPU would otherwise be counted as the server's). Resolves once every
 * socket is open and the frames go out; `ends` resolves when the flooder has finished.
 */
export async function startAuthFlood(url: string, sockets: number, frames: number) {
  const flooder = spawn('nice', ['-n', '19', process.execPath, FLOODER, url, String(sockets), String(frames)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let printed = '';
  const exited = new Promise<void>((resolve) => flooder.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    flooder.stdout.on('data', (chunk) => {
      printed += chunk;
      if (printed.startsWith('open')) resolve();
    });
    flooder.once('exit', () => reject(new Error(`the flooder ended before its flood: ${printed}`)));
  });
  const ends = exited.then(() => JSON.parse(printed.trim().split('\n').at(-1)!) as FloodEnd[]);
  return { ends };
}
