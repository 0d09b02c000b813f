// `npm start` runs the bundle `npm run build` writes, not the TypeScript sources: this run's bundle of the sources
// (server-process.ts) starts as production would, on a new data dir (PGlite, created in a child process), then again
// on the same one. On PostgreSQL the same bundle starts in every multi-node test (cluster/), on a new database too.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './server-process.ts';

describe('the production bundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'platform-bundle-'));
  const started: ServerProcess[] = [];
  afterAll(async () => {
    // Also the one a timed-out test left running.
    for (const server of started) await server.stop('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });

  it('starts on a new database, answers, and starts again on the same one', { timeout: 180_000 }, async () => {
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: '',
      REDIS_URL: '',
    };
    for (const start of ['first', 'second']) {
      const server = await startServerProcess(env);
      started.push(server);
      try {
        const ready = await fetch(`${server.base}/api/ready`);
        expect(ready.status, `${start} start:\n${server.log()}`).toBe(200);
        // The whole endpoint table made it into the bundle: its OpenAPI document is built from it.
        const docs = await fetch(`${server.base}/api/docs/json`);
        expect(docs.status).toBe(200);
      } finally {
        await server.stop();
      }
      expect(existsSync(join(dir, 'data', 'pglite', 'PG_VERSION'))).toBe(true);
    }
  });
});
