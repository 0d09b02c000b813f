import { supportAdminApi } from '@platform/contracts';
import { and, count, desc, eq, ilike, or, sql, supportConversations, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { adminConversationColumns, adminConversationQuery, toAdminConversationView } from '../conversations-repo.ts';

const c = supportConversations;

/** GET /api/admin/support/conversations?filter=all|unread|open|mine&q=: conversations with unread ones first. */
export async function findConversationsRoute(app: FastifyInstance) {
  route(app, supportAdminApi.conversations, async ({ user, query }) => {
    const { filter, q, pageNum, pageSize } = query;
    const unread = adminConversationColumns.unread;
    const userId = q && /^\d{1,10}$/.test(q) ? Number(q) : null;
    const where = and(
      filter === 'unread' ? sql`${unread} > 0` : undefined,
      filter === 'open' ? eq(c.state, 'open') : undefined,
      filter === 'mine' ? eq(c.assigneeId, user.id) : undefined,
      q
        ? or(
            ilike(users.email, `%${q}%`),
            ilike(users.username, `%${q}%`),
            userId !== null && userId <= 2_147_483_647 ? eq(users.id, userId) : undefined,
          )
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      adminConversationQuery(app.db)
        .where(where)
        .orderBy(sql`${unread} > 0 desc`, sql`${c.state} = 'open' desc`, desc(c.lastMessageAt), desc(c.id))
        .limit(pageSize)
        .offset((pageNum - 1) * pageSize),
      app.db.select({ n: count() }).from(c).innerJoin(users, eq(users.id, c.userId)).where(where),
    ]);
    return ok({ total: total?.n ?? 0, rows: rows.map(toAdminConversationView) });
  });
}
