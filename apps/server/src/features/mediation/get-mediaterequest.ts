import { mediationApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { activeDisputeTypes, toRequiredMaterials } from './reference-data.ts';

/** GET /api/mediate/getMediaterequest?disputeType=: what an applicant should provide, per dispute type. */
export async function getMediaterequest(app: FastifyInstance) {
  route(app, mediationApi.requiredMaterials, async ({ query: { disputeType } }) => {
    const types = await activeDisputeTypes(app.db);
    return ok(types.filter((t) => !disputeType || t.value === disputeType).map(toRequiredMaterials));
  });
}
