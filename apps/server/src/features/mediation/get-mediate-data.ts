import { mediationApi, OPEN_CASE_STATES } from '@platform/contracts';
import { count, mediationCases, sql } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';

/** GET /api/mediate/getMediateData: the service's statistics, counted from the case table at the moment of asking. */
export async function getMediateData(app: FastifyInstance) {
  route(app, mediationApi.statistics, async () => {
    const [byStatus, [median]] = await Promise.all([
      app.db.select({ status: mediationCases.status, n: count() }).from(mediationCases).groupBy(mediationCases.status),
      app.db
        .select({
          days: sql<
            string | null
          >`percentile_cont(0.5) within group (order by extract(epoch from ${mediationCases.closedAt} - ${mediationCases.createdAt}) / 86400)`,
        })
        .from(mediationCases)
        .where(sql`${mediationCases.status} in ('closed_settled', 'closed_not_settled')`),
    ]);
    const of = (status: string) => byStatus.find((r) => r.status === status)?.n ?? 0;
    const days = median?.days == null ? null : Math.round(Number(median.days) * 10) / 10;
    return ok({
      totalCases: byStatus.reduce((sum, r) => sum + r.n, 0),
      openCases: byStatus.filter((r) => OPEN_CASE_STATES.includes(r.status)).reduce((sum, r) => sum + r.n, 0),
      closedSettled: of('closed_settled'),
      closedNotSettled: of('closed_not_settled'),
      rejected: of('rejected'),
      withdrawn: of('withdrawn'),
      medianDaysToClose: days,
      asOf: new Date().toISOString(),
    });
  });
}
