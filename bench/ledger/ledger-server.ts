// The real API server on a throw-away durable database (PGlite on disk, or a fresh PostgreSQL database), with
// `clients` signed-in users whose funding accounts hold USDT, for the transfer benchmark.
import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createDb, type DbHandle, sessions, users } from '@platform/db';
import pg from 'pg';
import { ensureHouseAccounts } from '../../apps/server/src/core/ledger/accounts.ts';
import { emptyPostgres } from '../../apps/server/src/testing/fresh-postgres.ts';
import { depositTo } from '../../apps/server/src/testing/ledger-test-kit.ts';
import { createTestApp } from '../../apps/server/src/testing/test-app.ts';

export type LedgerDatabase =
  | { kind: 'pglite'; dataDir: string }
  /** `settings` are set on the fresh database before anything connects to it (statement logging when profiling). */
  | { kind: 'postgres'; url: string; settings?: Record<string, string> };

export async function openBenchDatabase(database: LedgerDatabase): Promise<DbHandle> {
  if (database.kind === 'pglite') return createDb({ dataDir: database.dataDir });
  const empty = await emptyPostgres(database.url, { prefix: 'bench_ledger' });
  const name = new URL(empty.url).pathname.slice(1);
  if (database.settings) {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    for (const [setting, value] of Object.entries(database.settings)) {
      await admin.query(`alter database ${name} set ${setting} = '${value}'`);
    }
    await admin.end();
  }
  const handle = await createDb({ url: empty.url, poolSize: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await empty.drop();
    },
  };
}

export interface LedgerTarget {
  base: string;
  tokens: string[];
  handle: DbHandle;
  close(): Promise<void>;
}

/** Where each user's opening balance goes, from which house account; and extra server settings. */
export interface Opening {
  account: 'funding' | 'trading';
  currency: 'USDT' | 'USD';
  house: 'chain_clearing' | 'bank_clearing';
  env?: Record<string, string>;
}
const USDT_FUNDING: Opening = { account: 'funding', currency: 'USDT', house: 'chain_clearing' };

/** Users, sessions and opening balances are seeded straight into the database: the bench measures what follows. */
export async function startLedgerServer(
  database: LedgerDatabase,
  clients: number,
  opening: Opening = USDT_FUNDING,
): Promise<LedgerTarget> {
  const handle = await openBenchDatabase(database);
  const db = handle.db;
  await ensureHouseAccounts(db);
  const tokens: string[] = [];
  const suffix = randomBytes(3).toString('hex');
  for (let i = 0; i < clients; i++) {
    const [user] = await db
      .insert(users)
      .values({ email: `t${i}-${suffix}@bench.local`, passwordHash: 'bench-only' })
      .returning({ id: users.id });
    const token = randomBytes(32).toString('base64url');
    await db.insert(sessions).values({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId: user!.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await depositTo(db, user!.id, '1000000', {
      currency: opening.currency,
      clearing: opening.house,
      account: opening.account,
    });
    tokens.push(token);
  }
  const { app, config } = await createTestApp(
    {
      NODE_ENV: 'production',
      BOOTSTRAP_ADMIN_EMAIL: 'bench@bench.local',
      BOOTSTRAP_ADMIN_PASSWORD: 'bench-pass-1',
      BOOTSTRAP_INVITE_CODE: 'BENCH2026',
      RATE_LIMIT_MULTIPLIER: '10000',
      SANDBOX: 'false',
      ...opening.env,
    },
    { database: handle },
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    tokens,
    handle,
    async close() {
      await app.close();
      await handle.close();
      rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
}
