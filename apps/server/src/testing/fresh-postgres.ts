// A new, empty PostgreSQL database on the server `url` names, dropped again on close: tests and benchmarks each get
// their own.
import { createDb, type DbHandle } from '@platform/db';
import pg from 'pg';

export async function freshPostgres(url: string, { prefix = 't', poolSize = 5 } = {}): Promise<DbHandle> {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await createDb({ url: target.toString(), poolSize });
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
