// `npm start` runs the bundle `npm run build` writes, not the TypeScript sources: this builds one from the sources and
// starts it as production would, on a new data dir (PGlite, created in a child process) or a new PostgreSQL database,
// then again on the same one.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type EmptyPostgres, emptyPostgres } from './fresh-postgres.ts';
import { buildServerBundle, SERVER_BUNDLE, type ServerProcess, startServerProcess } from './server-process.ts';

const postgresUrl = process.env.TEST_DB_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;

describe('the production bundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'platform-bundle-'));
  // Beside the real one, where Node finds the packages it leaves external; a name of its own, for parallel runs.
  const bundle = join(dirname(SERVER_BUNDLE), `test-${process.pid}-${Date.now()}.mjs`);
  let database: EmptyPostgres | undefined;
  const started: ServerProcess[] = [];
  afterAll(async () => {
    // Also the one a timed-out test left running.
    await Promise.all(started.map((server) => server.stop('SIGKILL')));
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(bundle, { force: true });
    rmSync(`${bundle}.map`, { force: true });
  });

  it('starts on a new database, answers, and starts again on the same one', { timeout: 180_000 }, async () => {
    buildServerBundle(bundle);
    database = postgresUrl ? await emptyPostgres(postgresUrl, { prefix: 'bundle' }) : undefined;
    const env = {
      NODE_ENV: 'production',
      DATA_DIR: join(dir, 'data'),
      DATABASE_URL: database?.url ?? '',
      REDIS_URL: '',
    };
    for (const start of ['first', 'second']) {
      const server = await startServerProcess(env, { bundle });
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
      if (!postgresUrl) expect(existsSync(join(dir, 'data', 'pglite', 'PG_VERSION'))).toBe(true);
    }
  });
});
