import { DrizzleQueryError } from '@platform/db';

/** True when a database error (or its cause, as drizzle wraps them) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505') return !constraint || !name || name === constraint;
  }
  return false;
}

/** What `work` answers; a unique violation of `constraint` (a name or symbol already taken) throws `refusal()` instead. */
export async function refusingDuplicate<T>(
  constraint: string,
  refusal: () => Error,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw refusal();
    throw error;
  }
}

/** What a database error may say in the log besides its message: where it happened, never a value. */
const LOGGED_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint', 'routine'] as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with each parameter value (a whole word, so `1` spares `0x01`) replaced by `[param]`. */
function masked(text: string, params: unknown[]): string {
  const values = params
    .map((p) => (typeof p === 'string' ? p : (JSON.stringify(p) ?? '')))
    .filter((v) => v.length > 0)
    .sort((a, b) => b.length - a.length);
  return values.reduce(
    (out, value) =>
      out.replace(new RegExp(`(?<![\\p{L}\\p{N}_])${escaped(value)}(?![\\p{L}\\p{N}_])`, 'gu'), '[param]'),
    text,
  );
}

/** The database's own error in the chain (it carries the SQLSTATE `code`), if any. */
function databaseError(error: Error): Record<string, unknown> | undefined {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (typeof (e as { code?: unknown }).code === 'string') return e as unknown as Record<string, unknown>;
  }
  return undefined;
}

/** A copy of `error` and its causes, keeping its type for the log, with the values of `params` masked. */
function redacted(error: Error, params: unknown[]): Error {
  const copy = Object.create(Object.getPrototypeOf(error)) as Error & Record<string, unknown>;
  const message = error instanceof DrizzleQueryError ? `Failed query: ${error.query}` : masked(error.message, params);
  copy.name = error.name;
  copy.message = message;
  copy.stack = masked((error.stack ?? '').replace(error.message, message), params);
  if (error instanceof DrizzleQueryError) copy.query = error.query;
  if (error.cause instanceof Error) copy.cause = redacted(error.cause, params);
  return copy;
}

/**
 * `error` as it may be logged. A failed query (Drizzle's DrizzleQueryError writes its parameters into its message, and
 * the database may quote one back) keeps its SQL text and the database's error code, never the parameter values:
 * they are passwords, e-mail addresses, whatever the request carried. Other errors are returned as they are.
 */
export function withoutQueryParams(error: unknown): unknown {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (!(e instanceof DrizzleQueryError)) continue;
    const copy = redacted(error as Error, e.params) as Error & Record<string, unknown>;
    // The log shows a cause's message and stack only: the code and the names it is about go on the error logged.
    const database = databaseError(error as Error);
    for (const field of LOGGED_FIELDS) {
      if (database?.[field] !== undefined) copy[field] ??= database[field];
    }
    return copy;
  }
  return error;
}
