import { mediationApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { say } from '../../lib/say.ts';
import { ownAgreement, toAgreementView } from './agreements-repo.ts';
import { publishSigningNotice, signAgreement } from './sign-agreement.ts';
import { signerClient } from './signer-client.ts';

/**
 * POST /api/mediate/saveContract: the applicant signs the agreement they read. The hash they read must be the
 * agreement's; the signature keeps signer, time, IP, browser and the text's SHA-256. The respondent signs too, in
 * either order; the second signature completes the agreement and the case becomes `signed`.
 */
export async function saveContract(app: FastifyInstance) {
  route(app, mediationApi.signAgreement, async ({ user, body, req }) => {
    const signed = await app.db.transaction(async (tx) => {
      await ownAgreement(tx, user.id, body.id);
      return signAgreement(tx, {
        agreementId: body.id,
        party: 'applicant',
        signerUserId: user.id,
        signerName: body.signerName,
        method: body.method,
        image: body.image,
        textSha256: body.textSha256,
        ...signerClient(req),
      });
    });
    publishSigningNotice(app.events, signed);
    return ok(await toAgreementView(app.db, signed.agreement), say(req, 'signSuccess'));
  });
}
