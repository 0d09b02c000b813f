// The stored side of idempotency keys: a request's fingerprint, the response kept for its key, and replaying it.
import { createHash } from 'node:crypto';
import { CODES, type Code, type MessageKey } from '@platform/contracts';
import { and, type Db, eq, idempotencyKeys } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';

export interface IdempotentRequest {
  userId: number;
  key: string;
  scope: string;
  requestHash: string;
}

export type Stored =
  | { kind: 'ok'; msgKey: MessageKey; data: unknown }
  | {
      kind: 'error';
      status: Code;
      messageKey: MessageKey | null;
      message: string;
      data: unknown;
      params?: Record<string, string | number>;
    };

export interface WorkResult<T> {
  data: T;
  msgKey: MessageKey;
}

export interface IdempotentResult<T> extends WorkResult<T> {
  replayed: boolean;
}

type StoredRow = { userId: number; key: string; scope: string; requestHash: string; response: unknown };

/** What a key keeps to answer a repeat: the request's scope and fingerprint, and the first response. */
export type StoredReply = Omit<StoredRow, 'userId' | 'key'>;

/** Fields never part of the stored request hash (a 6-digit secret under plain SHA-256 would be easy to recover). */
const SECRET_FIELDS = new Set(['tradePassword', 'password', 'oldPassword', 'confirmPassword']);

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .filter((k) => !SECRET_FIELDS.has(k))
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

export const requestHashOf = (scope: string, params: unknown, body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(canonical({ scope, params, body })))
    .digest('hex');

export async function findStored(db: Db, request: IdempotentRequest): Promise<StoredRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)))
    .limit(1);
  return row;
}

export const keyOf = (request: { userId: number; key: string }) => `${request.userId} ${request.key}`;

/** The first response to a key was this error: it is answered again. */
export class ReplayedError extends AppError {}

export function replay<T>(row: StoredReply, request: IdempotentRequest): IdempotentResult<T> {
  if (row.scope !== request.scope || row.requestHash !== request.requestHash) {
    throw AppError.conflict('idempotencyKeyReused');
  }
  const stored = row.response as Stored;
  if (stored.kind === 'ok') return { data: stored.data as T, msgKey: stored.msgKey, replayed: true };
  throw new ReplayedError(stored.status, stored.messageKey, stored.message, stored.data, stored.params);
}

/** Errors a key keeps and replays: refusals, not failures (5xx) nor rate limits (the request may be retried). */
export const isRecordable = (error: unknown): error is AppError =>
  error instanceof AppError && error.code < 500 && error.code !== CODES.tooManyRequests;

export function storedError(error: AppError): Stored {
  return {
    kind: 'error',
    status: error.code,
    messageKey: error.messageKey,
    message: error.message,
    data: error.data,
    ...(error.params ? { params: error.params } : {}),
  };
}
