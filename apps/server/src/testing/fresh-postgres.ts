// A new, empty PostgreSQL database on the server `url` names, dropped again on close: tests and benchmarks each get
// their own.
import { createDb, type DbHandle } from '@platform/db';
import pg from 'pg';

export interface EmptyPostgres {
  /** The new database's URL, for a process that opens it itself (a server started by a test). */
  url: string;
  /** Drops the database, ending any session still on it. */
  drop(): Promise<void>;
}

async function asAdmin(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database beside the one `url` names; nothing is migrated (a server migrates on start). */
export async function emptyPostgres(url: string, { prefix = 't' } = {}): Promise<EmptyPostgres> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await asAdmin(url, `create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => asAdmin(url, `drop database if exists ${name} with (force)`) };
}

export async function freshPostgres(url: string, { prefix = 't', poolSize = 5 } = {}): Promise<DbHandle> {
  const database = await emptyPostgres(url, { prefix });
  const handle = await createDb({ url: database.url, poolSize });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
