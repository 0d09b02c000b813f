import { envelopeOf, PORTAL_PATHS, realInfoView } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { latestSubmission, toRealInfo } from './realname-repo.ts';

/** GET /api/getRealInfo: not submitted, pending, approved, or rejected with the reviewer's reason. */
export const getRealInfo: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.getRealInfo,
    { schema: { tags: ['realname'], response: { 200: envelopeOf(realInfoView) } } },
    async (req) => ok(await toRealInfo(app.db, await latestSubmission(app.db, currentUser(req).id))),
  );
};
