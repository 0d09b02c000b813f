import { realNameAdminApi } from '@platform/contracts';
import { and, asc, desc, eq, realNameSubmissions } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { textOrOwnerEmail } from '../../../core/identity/user-names.ts';
import { ok } from '../../../lib/envelope.ts';
import { findPage } from '../../../lib/pages.ts';
import { toAdminRealNameViews } from '../realname-repo.ts';

/** GET /api/admin/realname: submissions; pending ones oldest first (the queue), the others newest first. */
export async function findRealNamesRoute(app: FastifyInstance) {
  route(app, realNameAdminApi.submissions, async ({ query }) => {
    const { status, q } = query;
    const where = and(
      status ? eq(realNameSubmissions.status, status) : undefined,
      textOrOwnerEmail(app.db, q, realNameSubmissions.userId, [
        realNameSubmissions.fullName,
        realNameSubmissions.idNumber,
      ]),
    );
    const order = status === 'pending' ? asc(realNameSubmissions.id) : desc(realNameSubmissions.id);
    const { rows, total } = await findPage(app.db, realNameSubmissions, where, [order], query);
    return ok({ rows: await toAdminRealNameViews(app.db, rows), total });
  });
}
