import { mediationAdminApi } from '@platform/contracts';
import { eq, mediationCases } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { auditCase } from '../audit-case.ts';
import { caseById } from '../cases-repo.ts';
import { enforceDeadlines } from '../deadline-job.ts';
import { toAdminCaseView } from './admin-case-views.ts';

/**
 * POST /api/admin/mediation/cases/:id/sandbox/lapse-deadline: in the sandbox only, the case's deadline passes now and
 * the deadline job's rule applies at once (a missed answer closes the case, not settled, with the reason).
 */
export async function lapseDeadlineRoute(app: FastifyInstance) {
  route(app, mediationAdminApi.lapseDeadline, async ({ params, req, user }) => {
    if (!app.config.sandbox) throw new AppError(403, 'sandboxOnly');
    await app.db.transaction(async (tx) => {
      const locked = await caseById(tx, params.id, true);
      if (!locked.deadlineAt) throw AppError.conflict('noDeadline', 'id');
      await tx
        .update(mediationCases)
        .set({ deadlineAt: new Date(Date.now() - 1000) })
        .where(eq(mediationCases.id, locked.id));
      await auditCase(tx, req, locked, 'mediation.sandbox.lapse-deadline', { kind: locked.deadlineKind });
    });
    await enforceDeadlines(app.db, (event) => app.events.publish(event));
    return ok(await toAdminCaseView(app.db, await caseById(app.db, params.id), user.roles));
  });
}
