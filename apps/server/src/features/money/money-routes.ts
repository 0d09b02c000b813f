// What every money route shares: per-account rate limits and the idempotent run of a money-moving request.
import type { Envelope, MessageKey } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { idempotentRequest, ReplayedError, withIdempotency } from '../../ledger/idempotency.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { say } from '../../lib/say.ts';
import { WindowLimiter } from '../../lib/window-limiter.ts';
import { currentUser } from '../../plugins/auth.ts';

/** Requests per minute per account for one route, scaled by RATE_LIMIT_MULTIPLIER. */
export function accountLimit(app: FastifyInstance, perMinute: number) {
  const limiter = new WindowLimiter(Math.round(perMinute * app.config.RATE_LIMIT_MULTIPLIER), 60_000);
  return async (req: FastifyRequest) => {
    const wait = limiter.hit(String(currentUser(req).id));
    if (wait > 0) throw AppError.tooManyRequests('tooManyRequests', { retryAfterSeconds: wait });
  };
}

/** Runs a money-moving request once per Idempotency-Key and answers with its (first) result. */
export async function runIdempotent<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Db) => Promise<{ data: T; msgKey: MessageKey }>,
  before?: () => Promise<void>,
): Promise<Envelope<T>> {
  const request = idempotentRequest(req, currentUser(req).id);
  let result: Awaited<ReturnType<typeof withIdempotency<T>>>;
  try {
    result = await withIdempotency(req.server.db, request, work, before);
  } catch (error) {
    if (error instanceof ReplayedError) reply.header('idempotent-replayed', 'true');
    throw error;
  }
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return ok(result.data, say(req, result.msgKey));
}
