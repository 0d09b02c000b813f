// The servers of one crash test: each started on the test's own database (a PGlite data dir, or a fresh PostgreSQL
// database in the `postgres` project) so a restart finds what the killed one left, and all removed at the end.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EmptyPostgres, emptyPostgres } from '../fresh-postgres.ts';
import { type ServerProcess, startServerProcess } from '../server-process.ts';

export const onPostgres = process.env.TEST_DB_DRIVER === 'postgres';

export interface CrashServers {
  readonly all: readonly ServerProcess[];
  /** A server on the test's database, with the operator, invitation code and `env` given. */
  start(): Promise<ServerProcess>;
  /** Kills every server and removes the database. */
  cleanUp(): Promise<void>;
}

export function crashServers(options: {
  prefix: string;
  operator: { email: string; password: string };
  inviteCode: string;
  env: Record<string, string>;
}): CrashServers {
  const dataDir = mkdtempSync(join(tmpdir(), `platform-${options.prefix}-`));
  const all: ServerProcess[] = [];
  let database: EmptyPostgres | undefined;
  return {
    all,
    async start() {
      if (onPostgres && !database) {
        const url = process.env.TEST_DATABASE_URL;
        if (!url) throw new Error('the postgres project needs TEST_DATABASE_URL');
        database = await emptyPostgres(url, { prefix: options.prefix.replace(/\W/g, '') });
      }
      const server = await startServerProcess({
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
        BOOTSTRAP_ADMIN_EMAIL: options.operator.email,
        BOOTSTRAP_ADMIN_PASSWORD: options.operator.password,
        BOOTSTRAP_INVITE_CODE: options.inviteCode,
        RATE_LIMIT_MULTIPLIER: '10000',
        DEV_MAILBOX_PUBLIC: 'true',
        ...options.env,
      });
      all.push(server);
      return server;
    },
    async cleanUp() {
      await Promise.all(all.map((s) => s.stop('SIGKILL')));
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
