import { mediationApi } from '@platform/contracts';
import { and, desc, eq, mediationCases } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { findPage } from '../../lib/pages.ts';
import { toCaseRows } from './cases-repo.ts';

/** GET /api/mediate/myMediateInfo?page=&size=&status=: the user's cases, newest first. */
export async function myMediateInfo(app: FastifyInstance) {
  route(app, mediationApi.cases, async ({ user, query }) => {
    const { status } = query;
    const where = and(eq(mediationCases.userId, user.id), status ? eq(mediationCases.status, status) : undefined);
    const newestFirst = [desc(mediationCases.createdAt), desc(mediationCases.id)];
    const { rows, total } = await findPage(app.db, mediationCases, where, newestFirst, query);
    return ok({ rows: await toCaseRows(app.db, rows), total });
  });
}
