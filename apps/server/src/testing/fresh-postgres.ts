// A new, empty PostgreSQL database on the server `url` names, dropped again on close: tests and benchmarks each get
// their own.
import { createDb, type DbHandle } from '@platform/db';
import pg from 'pg';
import { hashMigrations } from './migrations-key.ts';

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

const newName = (prefix: string) => `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;

function beside(url: string, name: string): EmptyPostgres {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => asAdmin(url, `drop database if exists ${name} with (force)`) };
}

/** Creates an empty database beside the one `url` names; nothing is migrated (a server migrates on start). */
export async function emptyPostgres(url: string, { prefix = 't' } = {}): Promise<EmptyPostgres> {
  const name = newName(prefix);
  await asAdmin(url, `create database ${name}`);
  return beside(url, name);
}

async function copyOf(url: string, template: string, prefix: string): Promise<EmptyPostgres> {
  const name = newName(prefix);
  await asAdmin(url, `create database ${name} template ${template}`);
  return beside(url, name);
}

const TEMPLATE_PREFIX = 'tpl_migrated_';

/**
 * A migrated database to copy, made once per set of migrations on this server (under an advisory lock, so parallel
 * test workers make it once): copying it costs a fraction of a second, migrating a new database seconds.
 */
async function migratedTemplate(url: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${hashMigrations().digest('hex').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(hashtext('platform test template'))");
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      // Templates of other migrations are dead weight.
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'tpl\\_migrated\\_%'",
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.query(`create database ${name}_partial`);
      const target = new URL(url);
      target.pathname = `/${name}_partial`;
      const handle = await createDb({ url: target.toString(), poolSize: 1 });
      await handle.close();
      // Named once whole: a worker that died half-way leaves a `_partial` the next run drops.
      await admin.query(`alter database ${name}_partial rename to ${name}`);
    }
    return name;
  } finally {
    await admin.query("select pg_advisory_unlock(hashtext('platform test template'))").catch(() => {});
    await admin.end();
  }
}

/**
 * A new database (dropped again on close), migrated: copied from the migrated template with `migrated: true` (the
 * tests), else migrated itself (the benchmarks, which measure a database as a server would make it).
 */
export async function freshPostgres(
  url: string,
  { prefix = 't', poolSize = 5, migrated = false } = {},
): Promise<DbHandle> {
  const database = migrated
    ? await copyOf(url, await migratedTemplate(url), prefix)
    : await emptyPostgres(url, { prefix });
  const handle = await createDb({ url: database.url, poolSize });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
