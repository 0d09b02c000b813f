import { respondentApi } from '@platform/contracts';
import { eq, mediationCases, mediationMessages } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { checkEmailCode, consumeEmailCode } from '../../../core/identity/email-codes.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { moveCase } from '../cases-repo.ts';
import { clearCaseDeadline } from '../deadlines.ts';
import { respondentCase } from './respondent-case.ts';
import { caseOfToken } from './respondent-links.ts';

const RESPONDENT = { id: null, kind: 'respondent' } as const;

/**
 * POST /api/respondent/answer: the respondent takes part (with an e-mail confirmed by code: the case moves to
 * mediation), declines with a reason (the case closes, not settled, and the applicant is told why), or asks the
 * mediator a question (kept for the mediator; the case still waits for their answer).
 */
export async function answerRespondentRoute(app: FastifyInstance) {
  route(app, respondentApi.answer, async ({ body }) => {
    // The code's attempt is counted before anything else, so parallel guesses get no more tries than the limit.
    const codeId =
      body.answer === 'take_part'
        ? await checkEmailCode(app.db, app.codeSecret, body.email, 'respondent', body.code)
        : null;
    const row = await app.db.transaction(async (tx) => {
      const { row: locked } = await caseOfToken(tx, body.token, true);
      if (locked.respondentState !== 'notified' || locked.status !== 'accepted')
        throw AppError.conflict('respondentAlreadyAnswered', 'token');
      const now = new Date();
      if (body.answer === 'question') {
        await tx.insert(mediationMessages).values({
          caseId: locked.id,
          author: 'respondent',
          audience: 'respondent',
          body: body.question,
        });
        return locked;
      }
      if (codeId !== null) await consumeEmailCode(tx, codeId);
      const [answered] = await tx
        .update(mediationCases)
        .set(
          body.answer === 'take_part'
            ? {
                respondentState: 'taking_part',
                respondentName: body.name,
                respondentEmail: body.email,
                respondentAnsweredAt: now,
              }
            : { respondentState: 'declined', respondentReason: body.reason, respondentAnsweredAt: now },
        )
        .where(eq(mediationCases.id, locked.id))
        .returning();
      await clearCaseDeadline(tx, locked.id);
      return body.answer === 'take_part'
        ? moveCase(tx, answered!, 'in_mediation', RESPONDENT, null)
        : moveCase(tx, answered!, 'closed_not_settled', RESPONDENT, body.reason);
    });
    if (body.answer !== 'question') {
      app.events.publish({
        type: 'mediation.notice',
        caseId: row.id,
        kind: 'respondent_answered',
        parties: ['applicant'],
        params: { trackingNumber: row.trackingNumber, answer: body.answer },
      });
    }
    return ok(await respondentCase(app.db, row));
  });
}
