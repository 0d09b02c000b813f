// The queries some work sends to a database, so a test can hold a list to a fixed number of queries however many rows
// it shows (issue 30 §4: no query per row). It listens where Drizzle logs queries: the handle's session, and the
// session each of its transactions opens (they share its options), on PGlite and on PostgreSQL alike.
import type { Db } from '@platform/db';

interface QueryLogger {
  logQuery(query: string, params: unknown[]): void;
}

/** What Drizzle keeps on a database's session (not in its public types). */
interface LoggedSession {
  logger: QueryLogger;
  options: { logger?: QueryLogger };
}

/**
 * The SQL of every query sent through `db` while `work` runs, in order. Whatever else runs on `db` at the time (a
 * background job) is heard too: filter by the tables the work reads (`touching`).
 */
export async function queriesDuring(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const session = (db as unknown as { session: LoggedSession }).session;
  const before = { logger: session.logger, options: session.options.logger };
  const heard: string[] = [];
  const logger: QueryLogger = {
    logQuery(query, params) {
      heard.push(query);
      before.logger.logQuery(query, params);
    },
  };
  session.logger = logger;
  session.options.logger = logger;
  try {
    await work();
  } finally {
    session.logger = before.logger;
    session.options.logger = before.options;
  }
  return heard;
}

/** The queries that name `table` ("loan_instalments"), as Drizzle quotes it. */
export const touching = (queries: readonly string[], table: string) =>
  queries.filter((query) => query.includes(`"${table}"`));
