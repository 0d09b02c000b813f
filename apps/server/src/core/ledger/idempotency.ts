// Idempotency keys (Stripe's rules): the first response to a key, errors included, is kept and replayed; the same key
// with another request is refused. The key's row is inserted first in the transaction that does the work, so a
// concurrent duplicate waits on it and then replays; if the work fails, nothing of it stays but the recorded error.
import { createHash } from 'node:crypto';
import { CODES, type Code, type MessageKey, MONEY_LIMITS } from '@platform/contracts';
import { and, type Db, eq, idempotencyKeys, lt } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';

export interface IdempotentRequest {
  userId: number;
  key: string;
  scope: string;
  requestHash: string;
}

type Stored =
  | { kind: 'ok'; msgKey: MessageKey; data: unknown }
  | {
      kind: 'error';
      status: Code;
      messageKey: MessageKey | null;
      message: string;
      data: unknown;
      params?: Record<string, string | number>;
    };

export interface IdempotentResult<T> {
  data: T;
  msgKey: MessageKey;
  replayed: boolean;
}

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

async function findStored(db: Db, request: IdempotentRequest) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)))
    .limit(1);
  return row;
}

function replay<T>(row: { scope: string; requestHash: string; response: unknown }, request: IdempotentRequest) {
  if (row.scope !== request.scope || row.requestHash !== request.requestHash) {
    throw AppError.conflict('idempotencyKeyReused');
  }
  const stored = row.response as Stored;
  if (stored.kind === 'ok') return { data: stored.data as T, msgKey: stored.msgKey, replayed: true };
  throw new ReplayedError(stored.status, stored.messageKey, stored.message, stored.data, stored.params);
}

/** The first response to a key was this error: it is answered again. */
export class ReplayedError extends AppError {}

/**
 * Runs `work` once per key. `before` runs outside the transaction and its effects stay even when it refuses
 * (a wrong transaction password still counts); its refusal is recorded for the key like any other.
 */
export async function withIdempotency<T>(
  db: Db,
  request: IdempotentRequest,
  work: (tx: Db) => Promise<{ data: T; msgKey: MessageKey }>,
  before?: () => Promise<void>,
): Promise<IdempotentResult<T>> {
  const existing = await findStored(db, request);
  if (existing) return replay<T>(existing, request);
  try {
    await before?.();
    return await db.transaction(async (tx) => {
      await tx.insert(idempotencyKeys).values({
        userId: request.userId,
        key: request.key,
        scope: request.scope,
        requestHash: request.requestHash,
        status: 0,
        response: { kind: 'running' },
      });
      const result = await work(tx);
      const response: Stored = { kind: 'ok', msgKey: result.msgKey, data: result.data };
      await tx
        .update(idempotencyKeys)
        .set({ status: CODES.ok, response })
        .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
      return { ...result, replayed: false };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'idempotency_keys_user_id_key_pk')) {
      const winner = await findStored(db, request);
      if (winner) return replay<T>(winner, request);
    }
    if (error instanceof AppError && error.code < 500 && error.code !== CODES.tooManyRequests) {
      const response: Stored = {
        kind: 'error',
        status: error.code,
        messageKey: error.messageKey,
        message: error.message,
        data: error.data,
        ...(error.params ? { params: error.params } : {}),
      };
      const [saved] = await db
        .insert(idempotencyKeys)
        .values({ ...request, status: error.code, response })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      // A concurrent request with the key finished first: answer as it did.
      if (!saved) {
        const winner = await findStored(db, request);
        if (winner) return replay<T>(winner, request);
      }
    }
    throw error;
  }
}

/** Forgets keys older than twice the promised lifetime. */
export async function sweepIdempotencyKeys(db: Db, now = new Date()) {
  const cutoff = new Date(now.getTime() - 2 * MONEY_LIMITS.idempotencyKeyHours * 3_600_000);
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
}
