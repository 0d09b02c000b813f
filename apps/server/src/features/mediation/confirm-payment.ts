import { mediationApi } from '@platform/contracts';
import { eq, mediationAgreements } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { say } from '../../lib/say.ts';
import { currentAgreementOfCase, toAgreementView } from './agreements-repo.ts';
import { caseById, moveCase, ownCase } from './cases-repo.ts';
import { clearCaseDeadline, DAY_MS } from './deadlines.ts';

/**
 * POST /api/mediate/confirmPayment { caseId, received } (issue 27 §5): after both signed, only the applicant's word
 * that the agreed payment arrived settles the case. `received: true` closes it as settled, once: under the case's
 * row lock, a repeat (or twenty at once) finds it settled and answers the same view, with one history entry and one
 * notice. `false` records the answer and tells the respondent and the mediator; the applicant may still confirm
 * until the deadline, after which the case closes as not settled (deadline-job.ts).
 */
export async function confirmPayment(app: FastifyInstance) {
  route(app, mediationApi.confirmPayment, async ({ user, body, req }) => {
    await ownCase(app.db, user.id, body.caseId);
    const result = await app.db.transaction(async (tx) => {
      const locked = await caseById(tx, body.caseId, true);
      const current = await currentAgreementOfCase(tx, locked.id);
      const a = current?.agreement;
      if (!current || !a || a.status !== 'signed' || a.settlementAmount === null)
        throw AppError.conflict('caseNotAwaitingPayment', 'caseId');
      // Already confirmed: the same answer again changes nothing.
      if (a.paymentConfirmedAt !== null) return { current, row: locked, changed: null };
      if (locked.status !== 'signed') throw AppError.conflict('caseNotAwaitingPayment', 'caseId');
      const now = new Date();
      if (!body.received) {
        // Told once a day at most: a repeated "not yet" keeps the first answer of the day.
        if (a.paymentMissingAt && now.getTime() - a.paymentMissingAt.getTime() < DAY_MS)
          return { current, row: locked, changed: null };
        await tx.update(mediationAgreements).set({ paymentMissingAt: now }).where(eq(mediationAgreements.id, a.id));
        return { current, row: locked, changed: 'missing' as const };
      }
      await tx.update(mediationAgreements).set({ paymentConfirmedAt: now }).where(eq(mediationAgreements.id, a.id));
      await clearCaseDeadline(tx, locked.id);
      const row = await moveCase(
        tx,
        locked,
        'closed_settled',
        { id: user.id, kind: 'user' },
        'The applicant confirmed that the agreed payment arrived.',
      );
      return { current, row, changed: 'settled' as const, from: locked.status };
    });
    const { row, changed } = result;
    if (changed === 'settled') {
      app.events.publish({
        type: 'mediation.case.moved',
        userId: row.userId,
        caseId: row.id,
        from: 'signed',
        to: 'closed_settled',
        reason: row.statusReason,
      });
    } else if (changed === 'missing') {
      const a = result.current.agreement;
      app.events.publish({
        type: 'mediation.notice',
        caseId: row.id,
        kind: 'payment_not_received',
        parties: ['applicant', 'respondent'],
        params: {
          amount: a.settlementAmount ?? '',
          currency: a.settlementCurrency ?? '',
          confirmBy: row.deadlineAt?.toISOString() ?? '',
        },
      });
    }
    const fresh = await currentAgreementOfCase(app.db, row.id);
    const view = await toAgreementView(app.db, fresh!, { party: 'applicant', row: await caseById(app.db, row.id) });
    const confirmed = body.received || view.payment?.confirmedAt;
    return ok(view, say(req, confirmed ? 'paymentConfirmed' : 'paymentMissingRecorded'));
  });
}
