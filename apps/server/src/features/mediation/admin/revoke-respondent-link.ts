import { mediationAdminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { caseById } from '../cases-repo.ts';
import { revokeRespondentLinks } from '../respondent/respondent-links.ts';
import { toAdminCaseView } from './admin-case-views.ts';

/** POST /api/admin/mediation/cases/:id/respondent/revoke: ends the respondent's open link; a new one can be sent. */
export async function revokeRespondentLinkRoute(app: FastifyInstance) {
  route(app, mediationAdminApi.revokeRespondentLink, async ({ params, req }) => {
    const row = await app.db.transaction(async (tx) => {
      const locked = await caseById(tx, params.id, true);
      const ended = await revokeRespondentLinks(tx, locked.id);
      await recordAudit(tx, req, {
        action: 'mediation.respondent.revoke',
        targetType: 'mediation_case',
        targetId: locked.id,
        subjectUserId: locked.userId,
        reason: null,
        detail: { trackingNumber: locked.trackingNumber, ended },
      });
      return locked;
    });
    return ok(await toAdminCaseView(app.db, await caseById(app.db, row.id)));
  });
}
