import { caseIdParams, createReportBody, envelopeOf, reportView } from '@platform/contracts';
import { mediationReports } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { requireOwnFiles } from '../../files/file-refs.ts';
import { caseById } from '../cases-repo.ts';
import { toReportView } from '../reports-repo.ts';

/** POST /api/admin/mediation/cases/:id/reports: a progress report, which appears in the case owner's report list. */
export const createReportRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cases/:id/reports',
    {
      schema: {
        tags: ['admin-mediation'],
        params: caseIdParams,
        body: createReportBody,
        response: { 200: envelopeOf(reportView) },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      const attachments = await requireOwnFiles(app.db, actor.id, req.body.attachments, {
        field: 'attachments',
        list: true,
      });
      const created = await app.db.transaction(async (tx) => {
        const found = await caseById(tx, req.params.id);
        const [report] = await tx
          .insert(mediationReports)
          .values({ caseId: found.id, authorId: actor.id, title: req.body.title, body: req.body.body, attachments })
          .returning();
        await recordAudit(tx, req, {
          action: 'mediation.report.create',
          targetType: 'mediation_case',
          targetId: found.id,
          subjectUserId: found.userId,
          detail: { trackingNumber: found.trackingNumber, reportId: report!.id, title: report!.title },
        });
        return { report: report!, trackingNumber: found.trackingNumber };
      });
      return ok(await toReportView(app.db, created));
    },
  );
};
