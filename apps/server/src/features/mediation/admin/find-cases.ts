import { mediationAdminApi, OPEN_CASE_STATES } from '@platform/contracts';
import { and, asc, count, eq, exists, ilike, inArray, isNull, mediationCases, or, sql, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { toAdminCaseRows } from './admin-case-views.ts';

/** GET /api/admin/mediation/cases: the case queue, oldest first so the longest-waiting case is on top. */
export async function findCasesRoute(app: FastifyInstance) {
  route(app, mediationAdminApi.cases, async ({ query }) => {
    const { page, size, status, scope, disputeType, mediatorId, q } = query;
    const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = and(
      status ? eq(mediationCases.status, status) : undefined,
      scope === 'open' ? inArray(mediationCases.status, [...OPEN_CASE_STATES]) : undefined,
      disputeType ? eq(mediationCases.disputeType, disputeType) : undefined,
      mediatorId === 0 ? isNull(mediationCases.mediatorId) : undefined,
      mediatorId ? eq(mediationCases.mediatorId, mediatorId) : undefined,
      like
        ? or(
            ilike(mediationCases.trackingNumber, like),
            ilike(mediationCases.counterpartyName, like),
            exists(
              app.db
                .select({ one: sql`1` })
                .from(users)
                .where(and(eq(users.id, mediationCases.userId), ilike(users.email, like))),
            ),
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(mediationCases)
        .where(where)
        .orderBy(asc(mediationCases.createdAt), asc(mediationCases.id))
        .limit(size)
        .offset((page - 1) * size),
      app.db.select({ n: count() }).from(mediationCases).where(where),
    ]);
    return ok({ rows: await toAdminCaseRows(app.db, rows), total: total?.n ?? 0 });
  });
}
