import { CASE_STATES, type CaseState, mediationApi, OPEN_CASE_STATES } from '@platform/contracts';
import { count, eq, mediationCases } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';

/** GET /api/mediate/myMediateInfoCount: how many cases the user has, in total, open, closed and per state. */
export async function myMediateInfoCount(app: FastifyInstance) {
  route(app, mediationApi.caseCounts, async ({ user }) => {
    const rows = await app.db
      .select({ status: mediationCases.status, n: count() })
      .from(mediationCases)
      .where(eq(mediationCases.userId, user.id))
      .groupBy(mediationCases.status);
    const byStatus = Object.fromEntries(CASE_STATES.map((s) => [s, 0])) as Record<CaseState, number>;
    for (const r of rows) byStatus[r.status] = r.n;
    const total = rows.reduce((sum, r) => sum + r.n, 0);
    const open = OPEN_CASE_STATES.reduce((sum, s) => sum + byStatus[s], 0);
    return ok({ total, open, closed: total - open, byStatus });
  });
}
