import { disputeTypeView, envelopeOf, PORTAL_PATHS, z } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { activeDisputeTypes, toDisputeTypeView } from './reference-data.ts';

/** GET /api/mediate/getExeperienceType (the spec's spelling): the kinds of dispute the service mediates. */
export const getExeperienceType: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.getExeperienceType,
    { schema: { tags: ['mediation'], response: { 200: envelopeOf(z.array(disputeTypeView)) } } },
    async () => ok((await activeDisputeTypes(app.db)).map(toDisputeTypeView)),
  );
};
