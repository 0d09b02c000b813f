import { respondentApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { issueEmailCode } from '../../../core/identity/email-codes.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { requestLanguage } from '../../../lib/language.ts';
import { say } from '../../../lib/say.ts';
import { caseOfToken } from './respondent-links.ts';

/**
 * POST /api/respondent/code { token, email }: mails a code to the address the respondent takes part with, so a
 * forwarded link alone does not let someone else answer for them. Only while the case waits for their answer.
 */
export async function sendRespondentCodeRoute(app: FastifyInstance) {
  route(app, respondentApi.sendCode, async ({ body, req }) => {
    const { row } = await caseOfToken(app.db, body.token);
    if (row.respondentState !== 'notified' || row.status !== 'accepted')
      throw AppError.conflict('respondentAlreadyAnswered', 'token');
    await issueEmailCode(app.db, app.mailer, app.codeSecret, body.email, 'respondent', requestLanguage(req));
    return ok({ trackingNumber: row.trackingNumber }, say(req, 'codeSent'));
  });
}
