import { envelopeOf, PORTAL_PATHS, pageOf, reportPageListBody, reportRowView } from '@platform/contracts';
import { and, count, desc, eq, mediationCases, mediationReports } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { toReportRows } from './reports-repo.ts';

/** POST /api/report/pageList { page, size, caseId? }: the progress reports on the user's cases, newest first. */
export const reportPageList: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PORTAL_PATHS.reportPageList,
    { schema: { tags: ['mediation'], body: reportPageListBody, response: { 200: envelopeOf(pageOf(reportRowView)) } } },
    async (req) => {
      const { page, size, caseId } = req.body;
      const where = and(
        eq(mediationCases.userId, currentUser(req).id),
        caseId ? eq(mediationReports.caseId, caseId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ report: mediationReports, trackingNumber: mediationCases.trackingNumber })
          .from(mediationReports)
          .innerJoin(mediationCases, eq(mediationCases.id, mediationReports.caseId))
          .where(where)
          .orderBy(desc(mediationReports.id))
          .limit(size)
          .offset((page - 1) * size),
        app.db
          .select({ n: count() })
          .from(mediationReports)
          .innerJoin(mediationCases, eq(mediationCases.id, mediationReports.caseId))
          .where(where),
      ]);
      return ok({ rows: await toReportRows(app.db, rows), total: total?.n ?? 0 });
    },
  );
};
