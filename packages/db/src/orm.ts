// The query helpers the server uses, from the one drizzle-orm copy this package owns.
export {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  max,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
/** A failed query: its message embeds the parameter values, so it is never logged as it is. */
export { DrizzleQueryError } from 'drizzle-orm/errors';
