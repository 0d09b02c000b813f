// POST /api/admin/follow/institutions/:id: changes the name, description, rules, fees, periods or whether it takes
// new orders, audited with the reason and what changed. Placed orders keep the fees they were placed under.
import { followAdminApi } from '@platform/contracts';
import { followInstitutions } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { updateAudited } from '../../../core/audit/audited-change.ts';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { say } from '../../../lib/say.ts';
import { institutionById } from '../institutions-repo.ts';
import { adminViewOf } from './admin-views.ts';
import { auditedTerms, checkParams, institutionValues, nameTaken } from './institution-input.ts';

export async function updateInstitutionRoute(app: FastifyInstance) {
  route(app, followAdminApi.update, async ({ params, body, req }) => {
    await checkParams(app.db, app.orderDesk, body.params);
    const row = await nameTaken(() =>
      app.db.transaction(async (tx) => {
        const before = await institutionById(tx, params.id, 'update');
        return updateAudited(tx, req, followInstitutions, before.id, institutionValues(body), {
          action: 'follow.institution.update',
          targetType: 'follow_institution',
          reason: body.reason,
          detail: (after) => ({ before: auditedTerms(before), after: auditedTerms(after) }),
        });
      }),
    );
    return ok(await adminViewOf(app.db, app.orderDesk, row), say(req, 'followSaved'));
  });
}
