// Builds the real app on a fresh database for each test file: PGlite from a migrated template, or a new PostgreSQL
// database when the tests run in the `postgres` project (TEST_DATABASE_URL).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DbHandle, dumpMigratedTemplate } from '@platform/db';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';

export const ADMIN = { email: 'admin@test.local', password: 'admin-pass-1' } as const;
export const HOUSE_INVITE = 'HOUSE2026';

let template: Promise<Blob> | undefined;

async function freshPostgres(url: string): Promise<DbHandle> {
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await createDb({ url: target.toString(), poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export async function openTestDatabase(): Promise<DbHandle> {
  const url = process.env.TEST_DB_DRIVER === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (url) return freshPostgres(url);
  template ??= dumpMigratedTemplate();
  return createDb({ from: await template });
}

export async function createTestApp(env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'platform-test-')),
    BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    BOOTSTRAP_INVITE_CODE: HOUSE_INVITE,
    RATE_LIMIT_MULTIPLIER: '100',
    ...env,
  });
  const database = await openTestDatabase();
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
