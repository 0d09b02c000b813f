import { caseDetailView, envelopeOf, idQuery, PORTAL_PATHS } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { ownCase, toCaseDetail } from './cases-repo.ts';

/** GET /api/mediate/getInfo?id=: one of the user's cases with its evidence and history. */
export const getMediateInfo: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.mediateInfo,
    { schema: { tags: ['mediation'], querystring: idQuery, response: { 200: envelopeOf(caseDetailView) } } },
    async (req) => ok(await toCaseDetail(app.db, await ownCase(app.db, currentUser(req).id, req.query.id))),
  );
};
