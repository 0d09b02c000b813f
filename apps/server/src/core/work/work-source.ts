// One kind of work in the operator's queue (issue 32 §1). The feature owning a queue answers its own kind by its own
// rules, in one SQL query; the admin-work feature asks the kinds the operator may see (composed in app.ts).
import type { Role, WorkItemView, WorkKind, WorkSectionView, WorkStep } from '@platform/contracts';
import { type AnyColumn, asc, type Db, eq, type SQL, sql, users } from '@platform/db';

type Table = Parameters<ReturnType<Db['select']>['from']>[0];

export interface WorkOperator {
  id: number;
  roles: readonly Role[];
}

export interface WorkSource {
  kind: WorkKind;
  /** What waits on `operator` of this kind, the most urgent first, at most `limit` items, and how many wait in all. */
  find(db: Db, operator: WorkOperator, limit: number, now: Date): Promise<WorkSectionView>;
}

/** Admins handle every item; the others their own and those nobody has taken. */
export const seesAll = (operator: WorkOperator) => operator.roles.includes('admin');

/** How many rows the query matched before its LIMIT, in the same query (a window over the whole result). */
export const matchedRows = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * How many rows of `table` match `where`, as a column of the same query (evaluated once): unlike matchedRows, it
 * leaves the listed rows to be read from an index in their order, the LIMIT's alone, joins included.
 */
export const rowsOf = (table: Table, where: SQL) =>
  sql<number>`(select count(*) from ${table} where ${where})`.mapWith(Number);

/** A section from rows that each carry `matched` (matchedRows()). */
export const sectionOf = <Row extends { matched: number }>(
  kind: WorkKind,
  rows: readonly Row[],
  item: (row: Row) => Omit<WorkItemView, 'kind'>,
): WorkSectionView => ({
  kind,
  total: rows[0]?.matched ?? 0,
  items: rows.map((row) => ({ kind, ...item(row) })),
});

/** A user as an item names them: the log-in name, else the e-mail. */
export const userLabel = (user: { email: string; username: string | null }) => user.username ?? user.email;

/** A timestamp as the driver gives it (a Date, or its text). */
const toDate = (value: Date | string) => new Date(value);

/** A review queue whose every waiting record waits on any operator of its roles, oldest first. */
export interface ReviewQueueSpec {
  kind: WorkKind;
  step: WorkStep;
  table: Table;
  id: AnyColumn;
  userId: AnyColumn;
  /** When the record arrived (since when it waits). */
  createdAt: AnyColumn;
  /** Which records wait for review. */
  waiting: SQL;
  detail: SQL<string | null>;
  /** The review's promised time, where one is stated. */
  dueAt?: AnyColumn;
  link(record: { id: number; userId: number }): string;
}

/** The work source of a review queue: one query, the oldest waiting records first (their id order). */
export const reviewQueueWork = (spec: ReviewQueueSpec): WorkSource => ({
  kind: spec.kind,
  async find(db, _operator, limit, now) {
    const rows = await db
      .select({
        id: sql<number>`${spec.id}`.mapWith(Number),
        userId: sql<number>`${spec.userId}`.mapWith(Number),
        createdAt: sql`${spec.createdAt}`.mapWith(toDate),
        dueAt: spec.dueAt ? sql`${spec.dueAt}`.mapWith(toDate) : sql<null>`null`,
        detail: spec.detail,
        email: users.email,
        username: users.username,
        matched: rowsOf(spec.table, spec.waiting),
      })
      .from(spec.table)
      .innerJoin(users, eq(users.id, spec.userId))
      .where(spec.waiting)
      .orderBy(asc(spec.id))
      .limit(limit);
    return sectionOf(spec.kind, rows, (row) => {
      const record = { id: row.id, userId: row.userId };
      const dueAt = row.dueAt ?? null;
      return {
        id: record.id,
        title: userLabel(row),
        detail: row.detail,
        step: spec.step,
        waitingOn: 'operator',
        assigneeName: null,
        since: row.createdAt.toISOString(),
        dueAt: dueAt?.toISOString() ?? null,
        overdue: dueAt !== null && dueAt < now,
        link: spec.link(record),
      };
    });
  },
});
