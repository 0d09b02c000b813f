import { envelopeOf, mediateDataView, OPEN_CASE_STATES, PORTAL_PATHS } from '@platform/contracts';
import { count, mediationCases, sql } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';

/** GET /api/mediate/getMediateData: the service's statistics, counted from the case table at the moment of asking. */
export const getMediateData: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.getMediateData,
    { schema: { tags: ['mediation'], response: { 200: envelopeOf(mediateDataView) } } },
    async () => {
      const [byStatus, [median]] = await Promise.all([
        app.db
          .select({ status: mediationCases.status, n: count() })
          .from(mediationCases)
          .groupBy(mediationCases.status),
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
    },
  );
};
