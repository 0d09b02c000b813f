export type ApiErrorKind = 'api' | 'network' | 'timeout' | 'abort';

/**
 * What every failed call rejects with. `kind` says why: the server answered with a code other than 200 (`api`), the
 * network failed or timed out, or a newer identical request cancelled this one (`abort`, silent: no message to show).
 */
export class ApiError<T = unknown> extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly code: number,
    readonly msg: string,
    readonly data: T | null = null,
  ) {
    super(msg || kind);
    this.name = kind === 'abort' ? 'AbortError' : 'ApiError';
  }

  get silent() {
    return this.kind === 'abort';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
export const isAbortError = (error: unknown) => error instanceof ApiError && error.kind === 'abort';

/** The field errors a 400 carries, keyed by field, for forms. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.data)) return {};
  const out: Record<string, string> = {};
  for (const item of error.data as Array<{ field?: unknown; message?: unknown }>) {
    if (typeof item?.field === 'string' && typeof item.message === 'string' && !(item.field in out)) {
      out[item.field] = item.message;
    }
  }
  return out;
}
