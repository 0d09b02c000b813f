import type { FastifyInstance } from 'fastify';

/** A per-IP limit for a route's `config.rateLimit`, scaled by RATE_LIMIT_MULTIPLIER. */
export const perIp = (app: FastifyInstance, max: number, timeWindow = '1 minute') => ({
  max: Math.round(max * app.config.RATE_LIMIT_MULTIPLIER),
  timeWindow,
});
