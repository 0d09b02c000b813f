// A page of a list and how many rows the whole list has, the two read side by side (in turn inside a transaction).
import { count, type Db, readAll, type SQL } from '@platform/db';

type Table = Parameters<ReturnType<Db['select']>['from']>[0];

/** The page asked for, numbered from 1, in either of the two forms the contracts' list queries use. */
export type PageWanted = { page: number; size: number } | { pageNum: number; pageSize: number };

/** A list query before its page is cut: anything drizzle's select builder can limit and offset. */
export interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/** The rows of page `wanted` of `list` and the count of `table`'s rows matching `where` (the list's own filter). */
export async function pageOf<Row>(
  db: Db,
  list: Pageable<Row>,
  table: Table,
  where: SQL | undefined,
  wanted: PageWanted,
): Promise<{ rows: Row[]; total: number }> {
  const [page, size] = 'pageNum' in wanted ? [wanted.pageNum, wanted.pageSize] : [wanted.page, wanted.size];
  const [rows, [total]] = await readAll(db, [
    async () => list.limit(size).offset((page - 1) * size),
    () => db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Page `wanted` of `table`'s rows matching `where`, in `order`, and how many match in all. */
export function findPage<T extends Table & { $inferSelect: unknown }>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  wanted: PageWanted,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const list = db
    .select()
    .from(table as Table)
    .where(where)
    .orderBy(...order) as unknown as Pageable<T['$inferSelect']>;
  return pageOf(db, list, table, where, wanted);
}
