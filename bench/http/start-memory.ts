// The server's resident memory after start, as production starts it (`npm start`: the bundle `npm run build` writes,
// NODE_ENV=production) on a fresh data dir (PGlite) or a fresh PostgreSQL database, read from /proc (Linux). The bundle
// is built first, so the figure is never a stale build's.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { emptyPostgres } from '../../apps/server/src/testing/fresh-postgres.ts';
import { buildServerBundle, startServerProcess } from '../../apps/server/src/testing/server-process.ts';
import { rssOf } from '../lib/proc.ts';

/** Start-up's own garbage (migrations, seeding) is collected within a few seconds; the figure is read after that. */
const SETTLE_MS = 5_000;

export interface StartMemory {
  /** RSS in bytes once /api/health answered and start-up settled; undefined where /proc is not available. */
  rss: number | undefined;
  /** The peak RSS during start-up (VmHWM). */
  peak: number | undefined;
}

function peakRssOf(pid: number): number | undefined {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

export async function measureStartMemory(postgresUrl?: string): Promise<StartMemory> {
  const bundle = buildServerBundle();
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-bench-start-'));
  const database = postgresUrl ? await emptyPostgres(postgresUrl, { prefix: 'bench_start' }) : undefined;
  try {
    const server = await startServerProcess(
      {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        // Empty is unset: nothing inherited from the shell picks the database or adds Redis.
        DATABASE_URL: database?.url ?? '',
        REDIS_URL: '',
      },
      { bundle },
    );
    try {
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const pid = server.child.pid as number;
      return { rss: rssOf(pid), peak: peakRssOf(pid) };
    } finally {
      await server.stop();
    }
  } finally {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
