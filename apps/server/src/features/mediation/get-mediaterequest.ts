import { envelopeOf, PORTAL_PATHS, requiredMaterialsQuery, requiredMaterialsView, z } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { activeDisputeTypes, toRequiredMaterials } from './reference-data.ts';

/** GET /api/mediate/getMediaterequest?disputeType=: what an applicant should provide, per dispute type. */
export const getMediaterequest: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.getMediaterequest,
    {
      schema: {
        tags: ['mediation'],
        querystring: requiredMaterialsQuery,
        response: { 200: envelopeOf(z.array(requiredMaterialsView)) },
      },
    },
    async (req) => {
      const { disputeType } = req.query;
      const types = await activeDisputeTypes(app.db);
      return ok(types.filter((t) => !disputeType || t.value === disputeType).map(toRequiredMaterials));
    },
  );
};
