// Idempotency keys (Stripe's rules): the first response to a key, errors included, is kept and replayed; the same key
// with another request is refused. The key's row is inserted first in the transaction that does the work, so a
// concurrent duplicate waits on it and then replays; if the work fails, nothing of it stays but the recorded error.
// Work that says how to run in a group (group-commit.ts) is written by one statement with the requests arriving with
// it; there the key is kept with its response in that statement, and a repeat waits for the group, then replays.
import { CODES, MONEY_LIMITS } from '@platform/contracts';
import { and, type Db, eq, idempotencyKeys, lt } from '@platform/db';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { type GroupKind, type GroupTicket, runGrouped, runOne } from './group-commit.ts';
import {
  findStored,
  type IdempotentRequest,
  type IdempotentResult,
  isRecordable,
  replay,
  type Stored,
  storedError,
  type WorkResult,
} from './idempotency-records.ts';

export {
  type IdempotentRequest,
  type IdempotentResult,
  ReplayedError,
  requestHashOf,
} from './idempotency-records.ts';

/** The work of one request in its transaction; with a `group` ticket it may be written together with others. */
export type IdempotentRun<T> = ((tx: Db) => Promise<WorkResult<T>>) & { group?: GroupTicket<T> };

/** The work of `input` as a run that joins the next group of its kind (and runs as a group of one when alone). */
export function grouped<I, T>(kind: GroupKind<I, T>, input: I): IdempotentRun<T> {
  const group: GroupTicket<T> = { kind, input };
  return Object.assign((tx: Db) => runOne(kind, tx, input), { group });
}

/**
 * Runs `work` once per key. `before` runs outside the transaction and its effects stay even when it refuses
 * (a wrong transaction password still counts); its refusal is recorded for the key like any other.
 */
export async function withIdempotency<T>(
  db: Db,
  request: IdempotentRequest,
  work: IdempotentRun<T>,
  before?: () => Promise<void>,
): Promise<IdempotentResult<T>> {
  if (work.group && !before) return runGrouped(db, request, work.group);
  return withOwnTransaction(db, request, work, before);
}

/** The request alone in its transaction: the key's row first, then the work, then its response kept. */
async function withOwnTransaction<T>(
  db: Db,
  request: IdempotentRequest,
  work: (tx: Db) => Promise<WorkResult<T>>,
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
    if (isRecordable(error)) {
      const [saved] = await db
        .insert(idempotencyKeys)
        .values({ ...request, status: error.code, response: storedError(error) })
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
