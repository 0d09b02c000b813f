import { envelopeOf, userView } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getUserView } from './users-repo.ts';

/** GET /api/getUserInfo: the signed-in user. */
export const getUserInfo: FastifyPluginAsyncZod = async (app) => {
  app.get('/getUserInfo', { schema: { tags: ['identity'], response: { 200: envelopeOf(userView) } } }, async (req) => {
    const user = await getUserView(app.db, currentUser(req).id);
    if (!user) throw AppError.unauthorized();
    return ok(user);
  });
};
