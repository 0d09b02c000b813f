import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** A database or a transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DbOptions =
  | { url: string; poolSize?: number }
  /** `dataDir` undefined keeps the database in memory. `from` starts from a dumped data dir (tests). */
  | { dataDir?: string; from?: Blob };

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Opens the database named by the options and applies the committed migrations. */
export async function createDb(options: DbOptions): Promise<DbHandle> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A connection the server closes while it sits idle in the pool (a restart, a terminated backend) is an 'error'
    // on the pool; unheard, it would crash the process. The pool drops that client and opens a new one when needed;
    // queries in flight still fail on their own.
    pool.on('error', (error) => console.warn(`database: an idle connection was closed: ${error.message}`));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.from });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}

/** A migrated, empty PGlite data dir as a blob, so tests can start many databases without migrating each. */
export async function dumpMigratedTemplate(): Promise<Blob> {
  const client = await PGlite.create();
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
