import { mediationApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { agreementsOfUser } from './agreements-repo.ts';

/** GET /api/mediate/contractList: every agreement of the user's cases, newest first. */
export async function contractList(app: FastifyInstance) {
  route(app, mediationApi.agreements, async ({ user }) => {
    const rows = await agreementsOfUser(app.db, user.id);
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
  });
}
