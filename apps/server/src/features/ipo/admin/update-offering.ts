// POST /api/admin/ipo/offerings/:id: every field, only before the offering opens (no one has subscribed yet);
// audited with the terms before and after and the reason.
import { ipoAdminApi } from '@platform/contracts';
import { ipoOfferings } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { updateAudited } from '../../../core/audit/audited-change.ts';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { say } from '../../../lib/say.ts';
import { offeringById } from '../offerings-repo.ts';
import { adminViewOf } from './admin-views.ts';
import { auditedTerms, offeringValues, symbolTaken } from './offering-input.ts';

export async function updateOfferingRoute(app: FastifyInstance) {
  route(app, ipoAdminApi.update, async ({ params, body, req }) => {
    const row = await symbolTaken(() =>
      app.db.transaction(async (tx) => {
        const before = await offeringById(tx, params.id, 'update');
        if (new Date() >= before.opensAt) throw AppError.conflict('ipoLocked');
        const values = await offeringValues(app, tx, body, before.id);
        return updateAudited(tx, req, ipoOfferings, before.id, values, {
          action: 'ipo.update',
          targetType: 'ipo_offering',
          reason: body.reason,
          detail: (after) => ({ before: auditedTerms(before), after: auditedTerms(after) }),
        });
      }),
    );
    return ok(await adminViewOf(app.db, row), say(req, 'ipoSaved'));
  });
}
