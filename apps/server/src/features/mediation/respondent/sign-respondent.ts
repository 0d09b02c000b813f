import { respondentApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { say } from '../../../lib/say.ts';
import { currentAgreementOfCase } from '../agreements-repo.ts';
import { caseById } from '../cases-repo.ts';
import { publishSigningNotice, signAgreement } from '../sign-agreement.ts';
import { signingAsked } from '../signer-client.ts';
import { respondentCase } from './respondent-case.ts';
import { caseOfToken } from './respondent-links.ts';

/**
 * POST /api/respondent/sign: the respondent signs the current agreement through their private link, in the name and
 * e-mail they confirmed when they took part (a different typed name is refused), as the applicant does through
 * their session (the same domain function: hash checked, signer, time, IP, browser kept).
 */
export async function signRespondentRoute(app: FastifyInstance) {
  route(app, respondentApi.sign, async ({ body, req }) => {
    const signed = await app.db.transaction(async (tx) => {
      const { row } = await caseOfToken(tx, body.token);
      if (row.respondentState !== 'taking_part') throw AppError.conflict('agreementNotAwaitingSignature', 'id');
      const current = await currentAgreementOfCase(tx, row.id);
      // Only this case's agreement: an id from another case is refused as if it did not exist.
      if (!current || current.agreement.id !== body.id) throw AppError.notFound();
      return signAgreement(tx, await signingAsked(tx, req, row, 'respondent', null, body));
    });
    publishSigningNotice(app.events, signed);
    return ok(await respondentCase(app.db, await caseById(app.db, signed.caseId)), say(req, 'signSuccess'));
  });
}
