// The real server in its own process, for the tests that need what one in-process app cannot show: several nodes
// sharing PostgreSQL and Redis, and a process killed with SIGKILL. It runs as production runs it, from a bundle of the
// sources (built once per test run: compiling the sources at every start took most of a restart). Each start picks a
// free port and waits for /api/health; the log is kept for a failing test's message.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, renameSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

/** The production bundle `npm run build` writes (apps/server/scripts/bundle.mjs). */
export const SERVER_BUNDLE = fileURLToPath(new URL('../../dist/server.mjs', import.meta.url));
const BUNDLER = fileURLToPath(new URL('../../scripts/bundle.mjs', import.meta.url));

/** Bundles the server from the current sources into `outfile`, as `npm run build` does. */
export function buildServerBundle(outfile = SERVER_BUNDLE): string {
  execFileSync(process.execPath, [BUNDLER, outfile], { stdio: 'inherit' });
  return outfile;
}
/**
 * This run's bundle of the current sources (bundle-setup.ts names it): built by the first start that needs it, written
 * under a name of its own and then renamed, so a worker never starts a half-written one.
 */
export function runBundle(): string {
  const bundle = inject('serverBundle');
  if (existsSync(bundle)) return bundle;
  const written = buildServerBundle(`${bundle}.${process.pid}.tmp.mjs`);
  renameSync(`${written}.map`, `${bundle}.map`);
  renameSync(written, bundle);
  return bundle;
}

const START_TIMEOUT_MS = 60_000;

export interface ServerProcess {
  readonly base: string;
  readonly port: number;
  readonly child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  log(): string;
  /** Ends the process with `signal` and waits for it to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Starts a bundle (this test run's, unless `bundle` names another) with `env` on top of a quiet test-mode base, as
 * `npm start` starts it (package.json's serve script, its young generation kept small); resolves once it answers
 * /api/health.
 */
export async function startServerProcess(
  env: Record<string, string>,
  { bundle }: { bundle?: string } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const args = ['--max-semi-space-size=1', bundle ?? runBundle()];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      RATE_LIMIT_MULTIPLIER: '1000',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  const base = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${child.exitCode} before answering:\n${output}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    base,
    port,
    child,
    log: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
