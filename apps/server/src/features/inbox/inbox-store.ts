// Reading and writing inbox messages. Every query names the user, so a user only ever reaches their own messages.
import { INBOX_APP_CATEGORIES, INBOX_TEXTS, type InboxApp, type InboxMessage } from '@platform/contracts';
import { and, count, type Db, eq, type InboxMessageRow, inArray, inboxMessages, isNull } from '@platform/db';
import type { Notice } from './notices.ts';

export function messageView(row: InboxMessageRow): InboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    category: row.category,
    params: row.params,
    link: row.link,
    urgent: row.urgent,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Only the categories `app` shows; without an app, every category. */
export const ofApp = (app: InboxApp | undefined) =>
  app ? inArray(inboxMessages.category, [...INBOX_APP_CATEGORIES[app]]) : undefined;

/** Writes the notice's message; answers null when its event already made one (or its kind has no words). */
export async function deliver(db: Db, notice: Notice): Promise<InboxMessageRow | null> {
  const texts = INBOX_TEXTS[notice.kind];
  if (!texts) return null;
  const [row] = await db
    .insert(inboxMessages)
    .values({
      userId: notice.userId,
      kind: notice.kind,
      category: texts.category,
      params: notice.params,
      link: notice.link,
      urgent: texts.urgent ?? false,
      eventKey: notice.eventKey,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function unreadCount(db: Db, userId: number, app?: InboxApp): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.userId, userId), isNull(inboxMessages.readAt), ofApp(app)));
  return row?.n ?? 0;
}

export async function messageOf(db: Db, userId: number, id: number): Promise<InboxMessageRow | undefined> {
  const [row] = await db
    .select()
    .from(inboxMessages)
    .where(and(eq(inboxMessages.id, id), eq(inboxMessages.userId, userId)));
  return row;
}

/** Marks the user's unread message read; undefined when it is not theirs or was read already. */
export async function markRead(db: Db, userId: number, id: number): Promise<InboxMessageRow | undefined> {
  const [row] = await db
    .update(inboxMessages)
    .set({ readAt: new Date() })
    .where(and(eq(inboxMessages.id, id), eq(inboxMessages.userId, userId), isNull(inboxMessages.readAt)))
    .returning();
  return row;
}
