// A back-office list's ORDER BY from the sort its query asked for: the contract allows only listed column names, and
// each maps here to a column, so no text the caller sent ever reaches the SQL. A unique key breaks ties, so pages
// never repeat or skip a row whose sort value equals its neighbour's.
import { type AnyColumn, asc, type SQL, sql } from '@platform/db';

/**
 * The order for `sort` (`name` ascending, `-name` descending) over `columns`, then `key` in the same direction; with no
 * sort, `fallback` (the list's usual order).
 */
export function listOrder<Name extends string>(
  sort: Name | `-${Name}` | undefined,
  columns: Record<Name, AnyColumn | SQL>,
  key: AnyColumn,
  fallback: SQL[],
): SQL[] {
  if (!sort) return fallback;
  const descending = sort.startsWith('-');
  const name = (descending ? sort.slice(1) : sort) as Name;
  // Rows without the value (never signed in) come last either way, after the ones that have it.
  const direction = descending ? (column: AnyColumn | SQL) => sql`${column} desc nulls last` : asc;
  return [direction(columns[name]), direction(key)];
}
