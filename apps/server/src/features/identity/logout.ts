import { envelopeOf, z } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { revokeSession } from './sessions-repo.ts';

/** POST /api/logout: revokes the session the request carries. */
export const logout: FastifyPluginAsyncZod = async (app) => {
  app.post('/logout', { schema: { tags: ['identity'], response: { 200: envelopeOf(z.null()) } } }, async (req) => {
    if (req.sessionHash) await revokeSession(app.db, req.sessionHash);
    return ok(null);
  });
};
