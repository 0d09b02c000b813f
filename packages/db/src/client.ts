import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** A database or a transaction: repositories accept either. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Reads that do not depend on each other: at once on a database (a pool runs them on several connections), one after
 * another in a transaction, which is one connection running one query at a time (pg deprecates queueing a query on a
 * busy client, and pg 9 refuses it).
 */
export async function readAll<const T extends readonly unknown[]>(
  db: Db,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<{ -readonly [K in keyof T]: T[K] }> {
  type Results = { -readonly [K in keyof T]: T[K] };
  const thunks = reads as readonly (() => Promise<unknown>)[];
  if (!(db instanceof PgTransaction)) return (await Promise.all(thunks.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of thunks) results.push(await read());
  return results as Results;
}

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  /**
   * Runs `work` while no other process opening this database runs its own: migrations and first-start seeding, when
   * several nodes start at once. A PostgreSQL advisory lock; PGlite has one process by nature.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key every node takes around start-up work (any fixed number the app uses for nothing else). */
const STARTUP_LOCK_KEY = 461_730_2026;

/** Holds the start-up lock on a connection of its own, so the work may use the whole pool. */
async function underStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock too, whatever happened.
    await lock.end();
  }
}

export type DbOptions =
  | { url: string; poolSize?: number }
  /** `dataDir` undefined keeps the database in memory. `from` starts from a dumped data dir (tests). */
  | { dataDir?: string; from?: Blob };

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

// PGlite's WASM memory never shrinks, and its default buffer pool made most of a 600-900 MB start; pages beyond this
// pool are read from the data dir, through the OS page cache.
const postgresqlconf = ['shared_buffers = 16MB'];

/**
 * Creates and migrates a new data dir in a child process, whose memory (initdb's peak, several hundred MB) ends with
 * it. It is written aside and renamed into place, so a start cut off half-way leaves no half-made data dir behind.
 */
async function createDataDir(dataDir: string) {
  const script = fileURLToPath(new URL('./create-data-dir.mjs', import.meta.url));
  const aside = `${dataDir}.creating-${process.pid}`;
  rmSync(aside, { recursive: true, force: true });
  const settings = JSON.stringify({ dataDir: aside, postgresqlconf, migrationsFolder });
  // The IPC channel tells the child when this process is gone (killed mid-start), so it never writes on alone.
  const child = spawn(process.execPath, [script, settings], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (exitCode !== 0) throw new Error(`creating the PGlite data dir ${dataDir} failed (exit ${exitCode})`);
  // An empty folder in its place (made by hand, or a volume's mount point) gives way; one with files fails the rename.
  if (existsSync(dataDir) && readdirSync(dataDir).length === 0) rmSync(dataDir, { recursive: true });
  renameSync(aside, dataDir);
}

/** Opens the database named by the options and applies the committed migrations. */
export async function createDb(options: DbOptions): Promise<DbHandle> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A connection the server closes while it sits idle in the pool (a restart, a terminated backend) is an 'error'
    // on the pool; unheard, it would crash the process. The pool drops that client and opens a new one when needed;
    // queries in flight still fail on their own.
    pool.on('error', (error) => console.warn(`database: an idle connection was closed: ${error.message}`));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    const exclusive = <T>(work: () => Promise<T>) => underStartupLock(options.url, work);
    await exclusive(() => migratePg(db, { migrationsFolder }));
    return { db: db as unknown as Db, driver: 'postgres', exclusive, close: () => pool.end() };
  }
  if (options.dataDir) {
    mkdirSync(dirname(options.dataDir), { recursive: true });
    if (!options.from && !existsSync(join(options.dataDir, 'PG_VERSION'))) await createDataDir(options.dataDir);
  }
  const client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.from, postgresqlconf });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', exclusive: (work) => work(), close: () => client.close() };
}

/** A migrated, empty PGlite data dir as a blob, so tests can start many databases without migrating each. */
export async function dumpMigratedTemplate(): Promise<Blob> {
  const client = await PGlite.create();
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}
