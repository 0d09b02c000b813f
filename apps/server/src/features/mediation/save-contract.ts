import { mediationApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { say } from '../../lib/say.ts';
import { ownAgreement, toAgreementView } from './agreements-repo.ts';
import { caseById } from './cases-repo.ts';
import { publishSigningNotice, signAgreement } from './sign-agreement.ts';
import { signingAsked } from './signer-client.ts';

/**
 * POST /api/mediate/saveContract: the applicant signs the agreement they read, in the name their real-name
 * verification approved (a different typed name is refused). The hash they read must be the agreement's; the
 * signature keeps signer, how they were verified, time, IP, browser and the text's SHA-256. The respondent signs too, in
 * either order; the second signature completes the agreement and the case becomes `signed`.
 */
export async function saveContract(app: FastifyInstance) {
  route(app, mediationApi.signAgreement, async ({ user, body, req }) => {
    const signed = await app.db.transaction(async (tx) => {
      const found = await ownAgreement(tx, user.id, body.id);
      const row = await caseById(tx, found.agreement.caseId);
      return signAgreement(tx, await signingAsked(tx, req, row, 'applicant', user.id, body));
    });
    publishSigningNotice(app.events, signed);
    const viewer = { party: 'applicant' as const, row: await caseById(app.db, signed.caseId) };
    return ok(await toAgreementView(app.db, signed.agreement, viewer), say(req, 'signSuccess'));
  });
}
