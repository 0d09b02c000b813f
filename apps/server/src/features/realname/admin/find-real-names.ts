import { realNameAdminApi } from '@platform/contracts';
import { and, asc, desc, eq, realNameSubmissions } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { textOrOwnerEmail } from '../../../core/identity/user-names.ts';
import { ok } from '../../../lib/envelope.ts';
import { listOrder } from '../../../lib/list-order.ts';
import { findPage } from '../../../lib/pages.ts';
import { toAdminRealNameViews } from '../realname-repo.ts';

/** What each of the queue's sort names orders by. */
const SORTABLE = { fullName: realNameSubmissions.fullName, submittedAt: realNameSubmissions.createdAt };

/**
 * GET /api/admin/realname: submissions; pending ones oldest first (the queue), the others newest first, unless a sort
 * is asked for.
 */
export async function findRealNamesRoute(app: FastifyInstance) {
  route(app, realNameAdminApi.submissions, async ({ query }) => {
    const { status, q, sort } = query;
    const where = and(
      status ? eq(realNameSubmissions.status, status) : undefined,
      textOrOwnerEmail(app.db, q, realNameSubmissions.userId, [
        realNameSubmissions.fullName,
        realNameSubmissions.idNumber,
      ]),
    );
    const usual = status === 'pending' ? asc(realNameSubmissions.id) : desc(realNameSubmissions.id);
    const order = listOrder(sort, SORTABLE, realNameSubmissions.id, [usual]);
    const { rows, total } = await findPage(app.db, realNameSubmissions, where, order, query);
    return ok({ rows: await toAdminRealNameViews(app.db, rows), total });
  });
}
