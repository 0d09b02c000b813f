import { mediationApi } from '@platform/contracts';
import { and, count, desc, eq, mediationCases, mediationReports } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { toReportRows } from './reports-repo.ts';

/** POST /api/report/pageList { page, size, caseId? }: the progress reports on the user's cases, newest first. */
export async function reportPageList(app: FastifyInstance) {
  route(app, mediationApi.reports, async ({ user, body: { page, size, caseId } }) => {
    const where = and(eq(mediationCases.userId, user.id), caseId ? eq(mediationReports.caseId, caseId) : undefined);
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
  });
}
