import { mediationAdminApi } from '@platform/contracts';
import { eq, mediationCases, sql, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { caseById } from '../cases-repo.ts';
import { toAdminCaseView } from './admin-case-views.ts';

/** POST /api/admin/mediation/cases/:id/assign { mediatorId }: hands the case to a mediator (null: back to the queue). */
export async function assignCaseRoute(app: FastifyInstance) {
  route(app, mediationAdminApi.assignCase, async ({ params, body, req }) => {
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
      const [updated] = await tx
        .update(mediationCases)
        .set({ mediatorId, updatedAt: new Date() })
        .where(eq(mediationCases.id, locked.id))
        .returning();
      await recordAudit(tx, req, {
        action: 'mediation.case.assign',
        targetType: 'mediation_case',
        targetId: locked.id,
        subjectUserId: locked.userId,
        detail: { trackingNumber: locked.trackingNumber, from: locked.mediatorId, to: mediatorId },
      });
      return updated!;
    });
    return ok(await toAdminCaseView(app.db, row));
  });
}
