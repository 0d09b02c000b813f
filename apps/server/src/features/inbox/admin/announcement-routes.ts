// Operators' announcements: sent once to every customer of the audience (all, by language, or those who have
// traded), each getting one inbox message that names it; the sending is audited with its text and its reach.
import { type AnnouncementAudience, announcementCategory, inboxAdminApi } from '@platform/contracts';
import { type AnnouncementRow, announcements, count, desc, eq, inboxMessages, sql, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { listOrder } from '../../../lib/list-order.ts';
import { say } from '../../../lib/say.ts';

/** Active customers (no operator role) in the audience. */
function audienceWhere(audience: AnnouncementAudience) {
  const customers = sql`u.status = 'active' and cardinality(u.roles) = 0`;
  switch (audience) {
    case 'all':
      return customers;
    case 'en':
    case 'zh':
      return sql`${customers} and u.language = ${audience}`;
    case 'traders':
      return sql`${customers} and exists (select 1 from trade_positions p where p.user_id = u.id)`;
  }
}

const view = (row: AnnouncementRow, sentBy: string | null) => ({
  id: row.id,
  audience: row.audience,
  title: row.title,
  body: row.body,
  recipients: row.recipients,
  sentBy,
  createdAt: row.createdAt.toISOString(),
});

export async function announcementRoutes(app: FastifyInstance) {
  route(app, inboxAdminApi.announcements, async ({ query }) => {
    const { createdAt, recipients } = announcements;
    const order = listOrder(query.sort, { createdAt, recipients }, announcements.id, [desc(announcements.id)]);
    const rows = await app.db
      .select({ announcement: announcements, sentBy: sql<string | null>`coalesce(${users.username}, ${users.email})` })
      .from(announcements)
      .leftJoin(users, eq(users.id, announcements.sentBy))
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize);
    const [total] = await app.db.select({ n: count() }).from(announcements);
    return ok({ rows: rows.map((r) => view(r.announcement, r.sentBy)), total: total?.n ?? 0 });
  });

  route(app, inboxAdminApi.announce, async ({ body, req, user }) => {
    const category = announcementCategory(body.audience);
    const sent = await app.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(announcements)
        .values({ audience: body.audience, title: body.title, body: body.body, sentBy: user.id })
        .returning();
      const params = JSON.stringify({ title: body.title, body: body.body });
      await tx.execute(sql`
        insert into inbox_messages (user_id, kind, category, params, announcement_id, event_key)
        select u.id, 'announcement', ${category}, ${params}::jsonb, ${created!.id}, ${`announcement:${created!.id}`}
        from users u where ${audienceWhere(body.audience)}`);
      const [reached] = await tx
        .select({ n: count() })
        .from(inboxMessages)
        .where(eq(inboxMessages.announcementId, created!.id));
      const recipients = reached?.n ?? 0;
      const [row] = await tx
        .update(announcements)
        .set({ recipients })
        .where(eq(announcements.id, created!.id))
        .returning();
      await recordAudit(tx, req, {
        action: 'inbox.announce',
        targetType: 'announcement',
        targetId: row!.id,
        detail: { audience: body.audience, title: body.title, body: body.body, recipients },
      });
      return row!;
    });
    app.events.publish({ type: 'inbox.announced', announcementId: sent.id });
    return ok(view(sent, user.username ?? user.email), say(req, 'announcementSent'));
  });
}
