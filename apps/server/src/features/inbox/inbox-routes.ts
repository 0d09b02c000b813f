// A signed-in user's inbox: the list (newest first, by category, unread only), the unread count, and marking one or
// all read, each as far as the asking app shows (INBOX_APP_CATEGORIES). Each change is told to the user's other tabs
// and devices.
import { CODES, inboxApi } from '@platform/contracts';
import { and, count, desc, eq, inboxMessages, isNull } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { markRead, messageOf, messageView, ofApp, unreadCount } from './inbox-store.ts';

export async function inboxRoutes(app: FastifyInstance) {
  route(app, inboxApi.messages, async ({ user, query }) => {
    const where = and(
      eq(inboxMessages.userId, user.id),
      ofApp(query.app),
      query.category ? eq(inboxMessages.category, query.category) : undefined,
      query.unread === 'true' ? isNull(inboxMessages.readAt) : undefined,
    );
    const rows = await app.db
      .select()
      .from(inboxMessages)
      .where(where)
      .orderBy(desc(inboxMessages.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize);
    const [total] = await app.db.select({ n: count() }).from(inboxMessages).where(where);
    const unread = await unreadCount(app.db, user.id, query.app);
    return ok({ rows: rows.map(messageView), total: total?.n ?? 0, unread });
  });

  route(app, inboxApi.unread, async ({ user, query }) => ok({ unread: await unreadCount(app.db, user.id, query.app) }));

  route(app, inboxApi.read, async ({ user, params }) => {
    const marked = await markRead(app.db, user.id, params.id);
    if (marked) {
      app.events.publish({ type: 'inbox.changed', userId: user.id, messageId: null });
      return ok(messageView(marked));
    }
    const row = await messageOf(app.db, user.id, params.id);
    if (!row) throw new AppError(CODES.notFound, 'inboxMessageNotFound');
    return ok(messageView(row));
  });

  route(app, inboxApi.readAll, async ({ user, body }) => {
    const marked = await app.db
      .update(inboxMessages)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(inboxMessages.userId, user.id),
          isNull(inboxMessages.readAt),
          ofApp(body.app),
          body.category ? eq(inboxMessages.category, body.category) : undefined,
        ),
      )
      .returning({ id: inboxMessages.id });
    if (marked.length > 0) app.events.publish({ type: 'inbox.changed', userId: user.id, messageId: null });
    return ok({ marked: marked.length, unread: await unreadCount(app.db, user.id, body.app) });
  });
}
