import { mediationApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import {
  type AgreementWithCase,
  agreementsOfCase,
  agreementsOfUser,
  recordAgreementOpened,
  toAgreementView,
} from './agreements-repo.ts';
import { ownCase } from './cases-repo.ts';
import { signerClient } from './signer-client.ts';

/**
 * GET /api/mediate/getContract?caseId=: the agreement to read and sign. With caseId, that case's current agreement;
 * without, the one awaiting the user's signature, else their latest. The applicant's first reading is recorded as
 * `opened`.
 */
export async function getContract(app: FastifyInstance) {
  route(app, mediationApi.agreement, async ({ user, query, req }) => {
    const userId = user.id;
    let candidates: AgreementWithCase[];
    if (query.caseId) {
      await ownCase(app.db, userId, query.caseId);
      candidates = await agreementsOfCase(app.db, query.caseId);
    } else {
      candidates = await agreementsOfUser(app.db, userId);
    }
    const current = candidates.filter((c) => c.agreement.status !== 'withdrawn');
    const chosen = current.find((c) => c.agreement.status === 'awaiting_signature') ?? current[0];
    if (!chosen) return ok(null);
    await recordAgreementOpened(app.db, chosen.agreement, 'applicant', {
      actorId: userId,
      ...signerClient(req),
    });
    const row = await ownCase(app.db, userId, chosen.agreement.caseId);
    return ok(await toAgreementView(app.db, chosen, { party: 'applicant', row }));
  });
}
