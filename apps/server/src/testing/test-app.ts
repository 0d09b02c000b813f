// Builds the real app on a fresh database for each test file: PGlite from a migrated template, or a new PostgreSQL
// database when the tests run in the `postgres` project (TEST_DATABASE_URL).
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createDb, type DbHandle, dumpMigratedTemplate } from '@platform/db';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { signIn } from './api.ts';
import { freshPostgres } from './fresh-postgres.ts';
import { hashMigrations } from './migrations-key.ts';

export const ADMIN = { email: 'admin@test.local', password: 'admin-pass-1' } as const;
export const HOUSE_INVITE = 'HOUSE2026';

let template: Promise<Blob> | undefined;

/** Names the template by what shapes it: the committed migrations and the PGlite version that dumped it. */
function templateKey(): string {
  const hash = hashMigrations();
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(pglite), '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite data dir, dumped once and kept in the temp folder: each test file runs in its own module scope, and
 * migrating a fresh PGlite costs seconds, while loading a dump costs well under one.
 */
async function migratedTemplate(): Promise<Blob> {
  const prefix = 'platform-pglite-template-';
  const key = templateKey();
  const file = join(tmpdir(), `${prefix}${key}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const dump = await dumpMigratedTemplate();
    // Written aside and renamed, so a parallel test file never reads half a dump.
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    // Templates of other migrations are dead weight (tens of MB each); a reader holding one open keeps its copy.
    for (const name of readdirSync(tmpdir())) {
      if (name.startsWith(prefix) && !name.startsWith(`${prefix}${key}`))
        await rm(join(tmpdir(), name), { force: true });
    }
    return dump;
  }
}

export async function openTestDatabase(): Promise<DbHandle> {
  const url = process.env.TEST_DB_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (url) return freshPostgres(url, { migrated: true });
  template ??= migratedTemplate();
  return createDb({ from: await template });
}

/**
 * The real app on a fresh test database (or on `database`), configured for tests; `env` overrides any setting (the
 * benchmarks start it as production would run).
 */
export async function createTestApp(env: Record<string, string> = {}, options: { database?: DbHandle } = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'platform-test-')),
    BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    BOOTSTRAP_INVITE_CODE: HOUSE_INVITE,
    RATE_LIMIT_MULTIPLIER: '100',
    // One secret for every test app, as every node of one deployment shares it: apps opened on one database read
    // each other's sealed two-factor keys and keyed code hashes.
    CODE_SECRET: 'test-code-secret-shared-by-every-test-app',
    // The helpers read mailed codes as a test client would (`lastCode`).
    DEV_MAILBOX_PUBLIC: 'true',
    ...env,
  });
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({ config, database, logger: false });
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>['app'];

/** A test file's app, as `useTestApp` opens it. */
export type OpenTestApp = Awaited<ReturnType<typeof createTestApp>> & {
  /** The bootstrap admin's token (unless opened with `admin: false`). */
  admin: string;
  /** The app's `/api/ws` address (when opened with `listen: true`). */
  wsUrl: string;
};

/**
 * The test file's app: opened before its tests (on `env`, as `createTestApp`), with the bootstrap admin signed in
 * unless `admin: false` and listening on a free port when `listen: true`; closed after them. Its fields are there once
 * the file's `beforeAll` hooks run (hooks registered after this call may use them).
 */
export function useTestApp(options: { env?: Record<string, string>; admin?: boolean; listen?: boolean } = {}) {
  const opened = {} as OpenTestApp;
  beforeAll(async () => {
    Object.assign(opened, await createTestApp(options.env));
    if (options.listen) {
      const address = await opened.app.listen({ port: 0, host: '127.0.0.1' });
      opened.wsUrl = `${address.replace('http', 'ws')}/api/ws`;
    }
    if (options.admin !== false) opened.admin = await signIn(opened.app, ADMIN.email, ADMIN.password);
  });
  afterAll(() => opened.close());
  return opened;
}
