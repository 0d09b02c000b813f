import { mediationApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { activeDisputeTypes, toDisputeTypeView } from './reference-data.ts';

/** GET /api/mediate/getExeperienceType (the spec's spelling): the kinds of dispute the service mediates. */
export async function getExeperienceType(app: FastifyInstance) {
  route(app, mediationApi.disputeTypes, async () => ok((await activeDisputeTypes(app.db)).map(toDisputeTypeView)));
}
