// The real API server (buildApp) on a throw-away database, signed in as the bootstrap operator.
import { rmSync } from 'node:fs';
import { identityApi } from '@platform/contracts';
import { createDb } from '@platform/db';
import { freshPostgres } from '../../apps/server/src/testing/fresh-postgres.ts';
import { createTestApp } from '../../apps/server/src/testing/test-app.ts';
import type { Target } from './bare-server.ts';

const OPERATOR = { email: 'bench@bench.local', password: 'bench-pass-1' } as const;

export type Database = { kind: 'pglite' } | { kind: 'postgres'; url: string };

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api${identityApi.login.path}`, {
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
  // In-memory PGlite: the figures measure the stack, not the disk of the machine the bench runs on.
  const db = database.kind === 'postgres' ? await freshPostgres(database.url, { prefix: 'bench' }) : await createDb({});
  const { app, config } = await createTestApp(
    {
      NODE_ENV: 'production',
      BOOTSTRAP_ADMIN_EMAIL: OPERATOR.email,
      BOOTSTRAP_ADMIN_PASSWORD: OPERATOR.password,
      BOOTSTRAP_INVITE_CODE: 'BENCH2026',
      RATE_LIMIT_MULTIPLIER: '10000',
    },
    { database: db },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const token = await signIn(base);

  const check = await fetch(`${base}/api${identityApi.getUserInfo.path}`, { headers: { Authorization: token } });
  const body = (await check.json()) as { code: number };
  if (body.code !== 200) throw new Error(`bench: getUserInfo answered ${body.code}`);

  return {
    url: `${base}/api${identityApi.getUserInfo.path}`,
    headers: { Authorization: token },
    async close() {
      await app.close();
      await db.close();
      rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
}
