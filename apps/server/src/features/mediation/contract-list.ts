import { agreementRowView, envelopeOf, PORTAL_PATHS, z } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { agreementsOfUser } from './agreements-repo.ts';

/** GET /api/mediate/contractList: every agreement of the user's cases, newest first. */
export const contractList: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.contractList,
    { schema: { tags: ['mediation'], response: { 200: envelopeOf(z.array(agreementRowView)) } } },
    async (req) => {
      const rows = await agreementsOfUser(app.db, currentUser(req).id);
      return ok(
        rows.map(({ agreement: a, trackingNumber }) => ({
          id: a.id,
          caseId: a.caseId,
          trackingNumber,
          version: a.version,
          title: a.title,
          status: a.status,
          draftedAt: a.draftedAt.toISOString(),
        })),
      );
    },
  );
};
