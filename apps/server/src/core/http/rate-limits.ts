// Turns an endpoint's rate-limit classes into Fastify route options: per-IP through @fastify/rate-limit, per-account
// and per-IP-through-a-shared-bucket through a window counter (per route, or per bucket shared by the endpoints that
// name it). Both count in Redis when
// the app has it, so several nodes share one budget.
import type { RateLimit } from '@platform/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { localRateCounter, type RateCounter, redisRateCounter } from './rate-counters.ts';

// One set of counters per running server (tests build many), shared by every encapsulated context of it.
const limitersByServer = new WeakMap<object, Map<string, RateCounter>>();

function limiterFor(app: FastifyInstance, key: string, perMinute: number) {
  let limiters = limitersByServer.get(app.server);
  if (!limiters) {
    limiters = new Map();
    limitersByServer.set(app.server, limiters);
  }
  let limiter = limiters.get(key);
  if (!limiter) {
    const max = Math.round(perMinute * app.config.RATE_LIMIT_MULTIPLIER);
    limiter = app.redis
      ? redisRateCounter(app.redis.client, `${app.redis.prefix}rate:${key}`, max, 60_000)
      : localRateCounter(max, 60_000);
    limiters.set(key, limiter);
  }
  return limiter;
}

/** Requests per minute per signed-in account, scaled by RATE_LIMIT_MULTIPLIER. */
export function accountLimit(app: FastifyInstance, limit: RateLimit, key: string): preHandlerAsyncHookHandler {
  const limiter = limiterFor(app, key, limit.perMinute);
  return async (req: FastifyRequest) => {
    const wait = await limiter.hit(String(currentUser(req).id));
    if (wait > 0) throw AppError.tooManyRequests(limit.messageKey ?? 'tooManyRequests', { retryAfterSeconds: wait });
  };
}

/** Requests per minute per client address through every route that names the limit's bucket. */
export function sharedIpLimit(app: FastifyInstance, limit: RateLimit & { bucket: string }): preHandlerAsyncHookHandler {
  const limiter = limiterFor(app, `ip ${limit.bucket}`, limit.perMinute);
  return async (req: FastifyRequest) => {
    const wait = await limiter.hit(req.ip);
    if (wait > 0) throw AppError.tooManyRequests(limit.messageKey ?? 'tooManyRequests', { retryAfterSeconds: wait });
  };
}

/** A per-IP limit for a route's `config.rateLimit`, scaled by RATE_LIMIT_MULTIPLIER. */
export const perIpLimit = (app: FastifyInstance, perMinute: number) => ({
  max: Math.round(perMinute * app.config.RATE_LIMIT_MULTIPLIER),
  timeWindow: '1 minute',
});

/** The route options that apply `limits` to the route at `routeKey`. */
export function rateLimitOptions(app: FastifyInstance, limits: readonly RateLimit[], routeKey: string) {
  const ip = limits.find((l) => l.per === 'ip' && !l.bucket);
  const preHandler = [
    ...limits
      .filter((l): l is RateLimit & { bucket: string } => l.per === 'ip' && l.bucket !== undefined)
      .map((l) => sharedIpLimit(app, l)),
    ...limits
      .filter((l) => l.per === 'account')
      .map((l) => accountLimit(app, l, l.bucket ?? `${routeKey} ${l.perMinute}`)),
  ];
  return { config: ip ? { rateLimit: perIpLimit(app, ip.perMinute) } : undefined, preHandler };
}
