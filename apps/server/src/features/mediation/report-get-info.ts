import { envelopeOf, idQuery, PORTAL_PATHS, reportView } from '@platform/contracts';
import { and, eq, mediationCases, mediationReports } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toReportView } from './reports-repo.ts';

/** GET /api/report/getInfo?id=: one progress report on one of the user's cases, with its attachments. */
export const reportGetInfo: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.reportGetInfo,
    { schema: { tags: ['mediation'], querystring: idQuery, response: { 200: envelopeOf(reportView) } } },
    async (req) => {
      const [row] = await app.db
        .select({ report: mediationReports, trackingNumber: mediationCases.trackingNumber })
        .from(mediationReports)
        .innerJoin(mediationCases, eq(mediationCases.id, mediationReports.caseId))
        .where(and(eq(mediationReports.id, req.query.id), eq(mediationCases.userId, currentUser(req).id)))
        .limit(1);
      if (!row) throw AppError.notFound();
      return ok(await toReportView(app.db, row));
    },
  );
};
