// The rows of a raw statement: node-postgres answers a result with `rows`, some drivers the rows themselves.
type Rows<T> = { rows: T[] } | T[];

export const rowsOf = <T>(result: unknown): T[] =>
  Array.isArray(result) ? (result as T[]) : (result as Exclude<Rows<T>, T[]>).rows;
