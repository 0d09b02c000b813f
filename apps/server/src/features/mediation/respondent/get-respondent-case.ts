import { respondentApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { currentAgreementOfCase, recordAgreementOpened } from '../agreements-repo.ts';
import { signerClient } from '../signer-client.ts';
import { respondentCase } from './respondent-case.ts';
import { caseOfToken, markLinkOpened } from './respondent-links.ts';

/**
 * POST /api/respondent/case { token }: the claim as the respondent sees it. The link's first opening is recorded, and
 * the respondent's first reading of an agreement awaiting signature goes into its audit trail.
 */
export async function getRespondentCaseRoute(app: FastifyInstance) {
  route(app, respondentApi.case, async ({ body, req }) => {
    const { row, link } = await caseOfToken(app.db, body.token);
    await markLinkOpened(app.db, link);
    const current = row.respondentState === 'taking_part' ? await currentAgreementOfCase(app.db, row.id) : null;
    if (current) {
      await recordAgreementOpened(app.db, current.agreement, 'respondent', {
        actorId: null,
        ...signerClient(req),
      });
    }
    return ok(await respondentCase(app.db, row));
  });
}
