import { realNameAdminApi } from '@platform/contracts';
import { and, asc, count, desc, eq, exists, ilike, or, realNameSubmissions, sql, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { toAdminRealNameViews } from '../realname-repo.ts';

/** GET /api/admin/realname: submissions; pending ones oldest first (the queue), the others newest first. */
export async function findRealNamesRoute(app: FastifyInstance) {
  route(app, realNameAdminApi.submissions, async ({ query }) => {
    const { page, size, status, q } = query;
    const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = and(
      status ? eq(realNameSubmissions.status, status) : undefined,
      like
        ? or(
            ilike(realNameSubmissions.fullName, like),
            ilike(realNameSubmissions.idNumber, like),
            exists(
              app.db
                .select({ one: sql`1` })
                .from(users)
                .where(and(eq(users.id, realNameSubmissions.userId), ilike(users.email, like))),
            ),
          )
        : undefined,
    );
    const order = status === 'pending' ? asc(realNameSubmissions.id) : desc(realNameSubmissions.id);
    const [rows, [total]] = await Promise.all([
      app.db
        .select()
        .from(realNameSubmissions)
        .where(where)
        .orderBy(order)
        .limit(size)
        .offset((page - 1) * size),
      app.db.select({ n: count() }).from(realNameSubmissions).where(where),
    ]);
    return ok({ rows: await toAdminRealNameViews(app.db, rows), total: total?.n ?? 0 });
  });
}
