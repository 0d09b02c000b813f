import { mediationAdminApi } from '@platform/contracts';
import { and, eq, isNotNull, mediationAgreements } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { auditCase } from '../audit-case.ts';
import { caseById, mediatorMayMove, moveCase, transitionRefused } from '../cases-repo.ts';
import { lapseOpenAgreements } from '../lapse-agreements.ts';
import { toAdminCaseView } from './admin-case-views.ts';

/**
 * POST /api/admin/mediation/cases/:id/status { status, reason }: a mediator moves the case along MEDIATOR_TRANSITIONS.
 * The reason is recorded in the case's history, which the user sees. Leaving `agreement_drafted` withdraws the
 * unsigned agreement.
 */
export async function changeCaseStatusRoute(app: FastifyInstance) {
  route(app, mediationAdminApi.changeCaseStatus, async ({ user: actor, params, body, req }) => {
    const { status, reason } = body;
    const row = await app.db.transaction(async (tx) => {
      const locked = await caseById(tx, params.id, true);
      if (!mediatorMayMove(locked.status, status)) throw transitionRefused(locked.status, status);
      if (status === 'closed_settled') {
        const [complete] = await tx
          .select({
            id: mediationAgreements.id,
            amount: mediationAgreements.settlementAmount,
            confirmedAt: mediationAgreements.paymentConfirmedAt,
          })
          .from(mediationAgreements)
          .where(
            and(
              eq(mediationAgreements.caseId, locked.id),
              eq(mediationAgreements.status, 'signed'),
              isNotNull(mediationAgreements.completedAt),
            ),
          )
          .limit(1);
        if (!complete) throw AppError.conflict('settledNeedsBothSignatures', 'status');
        // Signed is not paid: with an agreed payment, only the applicant's confirmation settles the case.
        if (complete.amount !== null && complete.confirmedAt === null)
          throw AppError.conflict('settledNeedsPaymentConfirmed', 'status');
      }
      if (locked.status === 'agreement_drafted') await lapseOpenAgreements(tx, locked.id, actor.id);
      const moved = await moveCase(tx, locked, status, { id: actor.id, kind: 'mediator' }, reason);
      await auditCase(tx, req, locked, 'mediation.case.status', { from: locked.status, to: status }, reason);
      return { moved, from: locked.status };
    });
    app.events.publish({
      type: 'mediation.case.moved',
      userId: row.moved.userId,
      caseId: row.moved.id,
      from: row.from,
      to: row.moved.status,
      reason,
    });
    return ok(await toAdminCaseView(app.db, row.moved, actor.roles));
  });
}
