import {
  CASE_STATES,
  type CaseState,
  caseCountsView,
  envelopeOf,
  OPEN_CASE_STATES,
  PORTAL_PATHS,
} from '@platform/contracts';
import { count, eq, mediationCases } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';

/** GET /api/mediate/myMediateInfoCount: how many cases the user has, in total, open, closed and per state. */
export const myMediateInfoCount: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PORTAL_PATHS.myMediateInfoCount,
    { schema: { tags: ['mediation'], response: { 200: envelopeOf(caseCountsView) } } },
    async (req) => {
      const rows = await app.db
        .select({ status: mediationCases.status, n: count() })
        .from(mediationCases)
        .where(eq(mediationCases.userId, currentUser(req).id))
        .groupBy(mediationCases.status);
      const byStatus = Object.fromEntries(CASE_STATES.map((s) => [s, 0])) as Record<CaseState, number>;
      for (const r of rows) byStatus[r.status] = r.n;
      const total = rows.reduce((sum, r) => sum + r.n, 0);
      const open = OPEN_CASE_STATES.reduce((sum, s) => sum + byStatus[s], 0);
      return ok({ total, open, closed: total - open, byStatus });
    },
  );
};
