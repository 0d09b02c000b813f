// readAll (@platform/db): independent reads go at once on the database, one after another in a transaction. A
// transaction is one connection; on PostgreSQL, queueing a second query on it while one runs is deprecated by pg (the
// warning CI printed from the assets, the user ledger, a loan's view and mining's energy). Runs on both databases
// (TEST_DB_DRIVER).
import { type DbHandle, readAll, sql } from '@platform/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from './test-app.ts';

let database: DbHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Reads that log when each starts and ends; each waits a little on the database. */
function loggedReads(db: DbHandle['db'], log: string[]) {
  const read = (name: string) => async () => {
    log.push(`${name} starts`);
    const { rows } = (await db.execute(sql`select ${name}::text as name, pg_sleep(0.02)`)) as unknown as {
      rows: { name: string }[];
    };
    log.push(`${name} ends`);
    return rows[0]!.name;
  };
  return [read('a'), read('b'), read('c')] as const;
}

describe(`readAll (${process.env.TEST_DB_DRIVER ?? 'pglite'})`, () => {
  it('starts every read at once on the database, and answers in their order', async () => {
    const log: string[] = [];
    expect(await readAll(database.db, loggedReads(database.db, log))).toEqual(['a', 'b', 'c']);
    expect(log.slice(0, 3)).toEqual(['a starts', 'b starts', 'c starts']);
  });

  it('in a transaction, starts each read once the one before has ended', async () => {
    const log: string[] = [];
    const names = await database.db.transaction((tx) => readAll(tx, loggedReads(tx, log)));
    expect(names).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });
});
