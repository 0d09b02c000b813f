// The sandbox's date control (refused outside the sandbox): a loan's dates come `days` closer, as if that time had
// passed, then what fell due is collected or goes overdue, as the job would. Audited.
import { loansAdminApi } from '@platform/contracts';
import { eq, loanInstalments, loans } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { sandboxOnly } from '../../../core/http/sandbox-only.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { say } from '../../../lib/say.ts';
import { addDays } from '../loan-schedule.ts';
import { collectOne } from '../loans-job.ts';
import { instalmentsOf, loanById } from '../loans-repo.ts';
import { adminLoanDetailOf } from './admin-views.ts';

const DAY_MS = 86_400_000;

export async function loanSandboxRoutes(app: FastifyInstance) {
  route(
    app,
    loansAdminApi.sandboxAdvance,
    async ({ params, body, req }) => {
      await app.db.transaction(async (tx) => {
        const loan = await loanById(tx, params.id, true);
        if (loan.status !== 'active' || !loan.disbursedAt) throw AppError.conflict('loanNotActive');
        const shift = (at: Date | null) => (at ? new Date(at.getTime() - body.days * DAY_MS) : null);
        await tx
          .update(loans)
          .set({
            appliedAt: shift(loan.appliedAt)!,
            decidedAt: shift(loan.decidedAt),
            disbursedAt: shift(loan.disbursedAt),
          })
          .where(eq(loans.id, loan.id));
        for (const i of await instalmentsOf(tx, loan.id)) {
          await tx
            .update(loanInstalments)
            .set({ dueDate: addDays(i.dueDate, -body.days) })
            .where(eq(loanInstalments.id, i.id));
        }
        await recordAudit(tx, req, {
          action: 'loan.sandbox.advance',
          targetType: 'loan',
          targetId: loan.id,
          subjectUserId: loan.userId,
          reason: body.reason,
          detail: { days: body.days, before: { disbursedAt: loan.disbursedAt.toISOString() } },
        });
      });
      await collectOne(app, params.id, new Date());
      return ok(await adminLoanDetailOf(app.db, await loanById(app.db, params.id)), say(req, 'loanDatesMoved'));
    },
    { guard: sandboxOnly(app) },
  );
}
