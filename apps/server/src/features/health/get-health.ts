import { envelopeOf, healthView } from '@platform/contracts';
import { sql } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';

/** GET /api/health: the database answers, and which version is running. */
export const getHealth: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['health'], response: { 200: envelopeOf(healthView) } } }, async (req) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (err) {
      req.log.error({ err }, 'health: database unreachable');
      throw new AppError(503, 'databaseUnreachable');
    }
    return ok({ status: 'ok' as const, database: 'ok' as const, version: app.config.version });
  });
};
