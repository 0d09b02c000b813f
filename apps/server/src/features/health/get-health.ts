import { systemApi } from '@platform/contracts';
import { sql } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';

/** GET /api/health: the database answers, and which version is running. */
export async function getHealth(app: FastifyInstance) {
  route(app, systemApi.health, async ({ req }) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (err) {
      req.log.error({ err }, 'health: database unreachable');
      throw new AppError(503, 'databaseUnreachable');
    }
    return ok({ status: 'ok' as const, database: 'ok' as const, version: app.config.version });
  });
}
