import { mediationApi } from '@platform/contracts';
import { and, eq, mediationCases, mediationReports } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { toReportView } from './reports-repo.ts';

/** GET /api/report/getInfo?id=: one progress report on one of the user's cases, with its attachments. */
export async function reportGetInfo(app: FastifyInstance) {
  route(app, mediationApi.report, async ({ user, query }) => {
    const [row] = await app.db
      .select({ report: mediationReports, trackingNumber: mediationCases.trackingNumber })
      .from(mediationReports)
      .innerJoin(mediationCases, eq(mediationCases.id, mediationReports.caseId))
      .where(and(eq(mediationReports.id, query.id), eq(mediationCases.userId, user.id)))
      .limit(1);
    if (!row) throw AppError.notFound();
    return ok(await toReportView(app.db, row));
  });
}
