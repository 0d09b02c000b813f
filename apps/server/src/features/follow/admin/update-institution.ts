// POST /api/admin/follow/institutions/:id: changes the name, description, rules, fees, periods or whether it takes
// new orders, audited with the reason and what changed. Placed orders keep the fees they were placed under.
import { followAdminApi } from '@platform/contracts';
import { eq, type FollowInstitutionRow, followInstitutions } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { ok } from '../../../lib/envelope.ts';
import { say } from '../../../lib/say.ts';
import { institutionById } from '../institutions-repo.ts';
import { adminViewOf } from './admin-views.ts';
import { auditedTerms, checkParams, institutionValues } from './institution-input.ts';

export async function updateInstitutionRoute(app: FastifyInstance) {
  route(app, followAdminApi.update, async ({ params, body, req }) => {
    await checkParams(app.db, app.orderDesk, body.params);
    let row: FollowInstitutionRow;
    try {
      row = await app.db.transaction(async (tx) => {
        const before = await institutionById(tx, params.id, 'update');
        const [after] = await tx
          .update(followInstitutions)
          .set({ ...institutionValues(body), updatedAt: new Date() })
          .where(eq(followInstitutions.id, before.id))
          .returning();
        await recordAudit(tx, req, {
          action: 'follow.institution.update',
          targetType: 'follow_institution',
          targetId: before.id,
          reason: body.reason,
          detail: { before: auditedTerms(before), after: auditedTerms(after!) },
        });
        return after!;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'follow_institutions_name_unique')) {
        throw AppError.badRequest('followNameTaken', 'name');
      }
      throw error;
    }
    return ok(await adminViewOf(app.db, app.orderDesk, row), say(req, 'followSaved'));
  });
}
