// The review queue (/api/admin/loans/applications): pending applications oldest first (or every loan newest first;
// by amount or application time when asked), one application with its schedule, approve (pays out) and reject (with
// the reason the applicant sees). Decisions are idempotent and audited; the applicant is told once the decision
// committed.
import { loansAdminApi } from '@platform/contracts';
import { asc, desc, eq, loans } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listOrder } from '../../../lib/list-order.ts';
import { findPage } from '../../../lib/pages.ts';
import { approvedEvent, rejectedEvent } from '../loan-events.ts';
import { loanById } from '../loans-repo.ts';
import { adminLoanDetailOf, adminLoanViewsOf } from './admin-views.ts';
import { approveLoan, rejectLoan } from './decide-loan.ts';

/** What each of the queue's sort names orders by. */
const SORTABLE = { amount: loans.amount, appliedAt: loans.appliedAt };

export async function loanApplicationRoutes(app: FastifyInstance) {
  route(app, loansAdminApi.options, async () => ok({ sandbox: app.config.sandbox }));

  route(app, loansAdminApi.applications, async ({ query }) => {
    const pending = query.view === 'pending';
    const where = pending ? eq(loans.status, 'pending') : undefined;
    const order = listOrder(query.sort, SORTABLE, loans.id, [pending ? asc(loans.id) : desc(loans.id)]);
    const { rows, total } = await findPage(app.db, loans, where, order, query);
    return ok({ rows: await adminLoanViewsOf(app.db, rows), total });
  });

  route(app, loansAdminApi.application, async ({ params }) =>
    ok(await adminLoanDetailOf(app.db, await loanById(app.db, params.id))),
  );

  route(app, loansAdminApi.approve, ({ user, params, body, req }) => ({
    run: async (tx) => {
      const now = new Date();
      const loan = await approveLoan(tx, params.id, user.id, now);
      await recordAudit(tx, req, {
        action: 'loan.approve',
        targetType: 'loan',
        targetId: loan.id,
        subjectUserId: loan.userId,
        reason: body.note ?? null,
        detail: {
          amount: loan.amount,
          termMonths: loan.termMonths,
          apr: loan.apr,
          originationFee: loan.originationFee,
        },
      });
      return { msgKey: 'loanApproved', data: await adminLoanDetailOf(tx, loan, now) };
    },
    after: (data) => app.events.publish(approvedEvent(data.loan.userId, data)),
  }));

  route(app, loansAdminApi.reject, ({ user, params, body, req }) => ({
    run: async (tx) => {
      const now = new Date();
      const loan = await rejectLoan(tx, params.id, user.id, body.reason, now);
      await recordAudit(tx, req, {
        action: 'loan.reject',
        targetType: 'loan',
        targetId: loan.id,
        subjectUserId: loan.userId,
        reason: body.reason,
        detail: { amount: loan.amount, termMonths: loan.termMonths },
      });
      return { msgKey: 'loanRejected', data: await adminLoanDetailOf(tx, loan, now) };
    },
    after: (data) => app.events.publish(rejectedEvent(data.loan.userId, data)),
  }));
}
