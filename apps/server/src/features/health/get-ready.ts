import { systemApi } from '@platform/contracts';
import { sql } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';

/** GET /api/ready: this node should get traffic (503 while it drains or cannot reach what it shares). */
export async function getReady(app: FastifyInstance) {
  route(app, systemApi.ready, async ({ req }) => {
    if (app.lifecycle.draining) throw new AppError(503, 'shuttingDown');
    try {
      await app.db.execute(sql`select 1`);
    } catch (err) {
      req.log.error({ err }, 'ready: database unreachable');
      throw new AppError(503, 'databaseUnreachable');
    }
    if (app.redis) {
      try {
        await app.redis.client.ping();
      } catch (err) {
        req.log.error({ err }, 'ready: redis unreachable');
        throw new AppError(503, 'redisUnreachable');
      }
    }
    return ok({ status: 'ready' as const });
  });
}
