import { mediationAdminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { auditCase } from '../audit-case.ts';
import { caseById } from '../cases-repo.ts';
import { revokeRespondentLinks } from '../respondent/respondent-links.ts';
import { toAdminCaseView } from './admin-case-views.ts';

/** POST /api/admin/mediation/cases/:id/respondent/revoke: ends the respondent's open link; a new one can be sent. */
export async function revokeRespondentLinkRoute(app: FastifyInstance) {
  route(app, mediationAdminApi.revokeRespondentLink, async ({ params, req, user }) => {
    const row = await app.db.transaction(async (tx) => {
      const locked = await caseById(tx, params.id, true);
      const ended = await revokeRespondentLinks(tx, locked.id);
      await auditCase(tx, req, locked, 'mediation.respondent.revoke', { ended }, null);
      return locked;
    });
    return ok(await toAdminCaseView(app.db, await caseById(app.db, row.id), user.roles));
  });
}
