import { adminCaseView, caseIdParams, envelopeOf } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { caseById } from '../cases-repo.ts';
import { toAdminCaseView } from './admin-case-views.ts';

/** GET /api/admin/mediation/cases/:id: the case with its evidence, history, reports and agreements. */
export const getCaseRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/cases/:id',
    { schema: { tags: ['admin-mediation'], params: caseIdParams, response: { 200: envelopeOf(adminCaseView) } } },
    async (req) => ok(await toAdminCaseView(app.db, await caseById(app.db, req.params.id))),
  );
};
