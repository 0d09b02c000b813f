// The real API server (buildApp) on a throw-away database, signed in as the bootstrap operator.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DbHandle } from '@platform/db';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/env.ts';
import type { Target } from './bare-server.ts';

const OPERATOR = { email: 'bench@bench.local', password: 'bench-pass-1' } as const;

export type Database = { kind: 'pglite' } | { kind: 'postgres'; url: string };

/** A new, empty database on the server `url` names, dropped again on close (as the server's test harness does). */
async function freshPostgres(url: string): Promise<DbHandle> {
  const name = `bench_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await createDb({ url: target.toString() });
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

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: OPERATOR.email, password: OPERATOR.password }),
  });
  const body = (await response.json()) as { code: number; msg: string; data: { token: string } | null };
  if (body.code !== 200 || !body.data) throw new Error(`bench: log-in failed: ${body.code} ${body.msg}`);
  return body.data.token;
}

/** Starts the platform's API on 127.0.0.1 and returns the authenticated `GET /api/getUserInfo` to load. */
export async function startPlatformServer(database: Database): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'platform-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    BOOTSTRAP_ADMIN_EMAIL: OPERATOR.email,
    BOOTSTRAP_ADMIN_PASSWORD: OPERATOR.password,
    BOOTSTRAP_INVITE_CODE: 'BENCH2026',
    RATE_LIMIT_MULTIPLIER: '10000',
  });
  // In-memory PGlite: the figures measure the stack, not the disk of the machine the bench runs on.
  const db = database.kind === 'postgres' ? await freshPostgres(database.url) : await createDb({});
  const app = await buildApp({ config, database: db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const token = await signIn(base);

  const check = await fetch(`${base}/api/getUserInfo`, { headers: { Authorization: token } });
  const body = (await check.json()) as { code: number };
  if (body.code !== 200) throw new Error(`bench: getUserInfo answered ${body.code}`);

  return {
    url: `${base}/api/getUserInfo`,
    headers: { Authorization: token },
    async close() {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
