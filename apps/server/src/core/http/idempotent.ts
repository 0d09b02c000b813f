// The HTTP side of idempotency: reads the request's `Idempotency-Key`, runs the work once per key through the ledger's
// runner, and marks a replayed answer. The runner itself knows nothing of HTTP.
import { type Envelope, IDEMPOTENCY_KEY_PATTERN, type MessageKey } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { say } from '../../lib/say.ts';
import { currentUser } from '../../plugins/auth.ts';
import { type IdempotentRequest, ReplayedError, requestHashOf, withIdempotency } from '../ledger/idempotency.ts';

/**
 * What a money-moving handler asks to run: `before` outside the transaction (its effects stay), `run` inside it, and
 * `after` once it committed (domain events), only for the request that did the work, never for a replay.
 */
export interface IdempotentWork<T> {
  before?: () => Promise<void>;
  run: (tx: Db) => Promise<{ data: T; msgKey: MessageKey }>;
  after?: (data: T) => void;
}

/** The request's key and fingerprint; a money-moving route without a valid `Idempotency-Key` is refused (400). */
export function idempotentRequest(req: FastifyRequest, userId: number): IdempotentRequest {
  const header = req.headers['idempotency-key'];
  const key = Array.isArray(header) ? header[0] : header;
  if (!key) throw AppError.badRequest('idempotencyKeyMissing');
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw AppError.badRequest('idempotencyKeyInvalid');
  const scope = `${req.method} ${req.routeOptions.url ?? req.url}`;
  return { userId, key, scope, requestHash: requestHashOf(scope, req.params, req.body) };
}

/** Runs a money-moving request once per Idempotency-Key and answers with its (first) result. */
export async function runIdempotent<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  work: IdempotentWork<T>,
): Promise<Envelope<T>> {
  const request = idempotentRequest(req, currentUser(req).id);
  let result: Awaited<ReturnType<typeof withIdempotency<T>>>;
  try {
    result = await withIdempotency(req.server.db, request, work.run, work.before);
  } catch (error) {
    if (error instanceof ReplayedError) reply.header('idempotent-replayed', 'true');
    throw error;
  }
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  else work.after?.(result.data);
  return ok(result.data, say(req, result.msgKey));
}
