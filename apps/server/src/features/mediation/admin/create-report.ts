import { mediationAdminApi } from '@platform/contracts';
import { mediationReports } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { requireOwnFiles } from '../../../core/files/file-refs.ts';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { auditCase } from '../audit-case.ts';
import { caseById } from '../cases-repo.ts';
import { toReportView } from '../reports-repo.ts';

/**
 * POST /api/admin/mediation/cases/:id/reports: a progress report, which appears in the case owner's report list; the
 * owner is told by e-mail.
 */
export async function createReportRoute(app: FastifyInstance) {
  route(app, mediationAdminApi.createReport, async ({ user: actor, params, body, req }) => {
    const attachments = await requireOwnFiles(app.db, actor.id, body.attachments, {
      field: 'attachments',
      list: true,
    });
    const created = await app.db.transaction(async (tx) => {
      const found = await caseById(tx, params.id);
      const [report] = await tx
        .insert(mediationReports)
        .values({ caseId: found.id, authorId: actor.id, title: body.title, body: body.body, attachments })
        .returning();
      await auditCase(tx, req, found, 'mediation.report.create', { reportId: report!.id, title: report!.title });
      return { report: report!, trackingNumber: found.trackingNumber };
    });
    app.events.publish({
      type: 'mediation.notice',
      caseId: created.report.caseId,
      kind: 'report_published',
      parties: ['applicant'],
      params: { title: created.report.title },
    });
    return ok(await toReportView(app.db, created));
  });
}
