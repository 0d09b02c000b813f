import { mediationApi } from '@platform/contracts';
import { and, count, desc, eq, mediationCases } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { toCaseRows } from './cases-repo.ts';

/** GET /api/mediate/myMediateInfo?page=&size=&status=: the user's cases, newest first. */
export async function myMediateInfo(app: FastifyInstance) {
  route(app, mediationApi.cases, async ({ user, query: { page, size, status } }) => {
    const where = and(eq(mediationCases.userId, user.id), status ? eq(mediationCases.status, status) : undefined);
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(mediationCases)
        .where(where)
        .orderBy(desc(mediationCases.createdAt), desc(mediationCases.id))
        .limit(size)
        .offset((page - 1) * size),
      app.db.select({ n: count() }).from(mediationCases).where(where),
    ]);
    return ok({ rows: await toCaseRows(app.db, rows), total: total?.n ?? 0 });
  });
}
