import { mediationAdminApi } from '@platform/contracts';
import { mediationCases, sql, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { updateAudited } from '../../../core/audit/audited-change.ts';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { caseById } from '../cases-repo.ts';
import { toAdminCaseView } from './admin-case-views.ts';

/** POST /api/admin/mediation/cases/:id/assign { mediatorId }: hands the case to a mediator (null: back to the queue). */
export async function assignCaseRoute(app: FastifyInstance) {
  route(app, mediationAdminApi.assignCase, async ({ params, body, req, user }) => {
    const { mediatorId } = body;
    const row = await app.db.transaction(async (tx) => {
      const locked = await caseById(tx, params.id, true);
      if (mediatorId !== null) {
        const [mediator] = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            sql`${users.id} = ${mediatorId} and ${users.status} = 'active' and (${users.roles} && array['mediator', 'admin']::text[])`,
          )
          .limit(1);
        if (!mediator) throw AppError.badRequest('notAMediator', 'mediatorId');
      }
      const assignment = { mediatorId };
      return updateAudited(tx, req, mediationCases, locked.id, assignment, {
        action: 'mediation.case.assign',
        targetType: 'mediation_case',
        subjectUserId: locked.userId,
        detail: () => ({ trackingNumber: locked.trackingNumber, from: locked.mediatorId, to: mediatorId }),
      });
    });
    return ok(await toAdminCaseView(app.db, row, user.roles));
  });
}
