import { mediationAdminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { caseById } from '../cases-repo.ts';
import { toAdminCaseView } from './admin-case-views.ts';

/** GET /api/admin/mediation/cases/:id: the case with its evidence, history, reports and agreements. */
export async function getCaseRoute(app: FastifyInstance) {
  route(app, mediationAdminApi.case, async ({ params, user }) =>
    ok(await toAdminCaseView(app.db, await caseById(app.db, params.id), user.roles)),
  );
}
