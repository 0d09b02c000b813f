// Reads of support conversations and messages, shaped as the contracts' views for each side.
import type { AdminConversation, SupportConversation, SupportMessage, SupportSource } from '@platform/contracts';
import {
  and,
  type Db,
  desc,
  eq,
  lt,
  type SupportConversationRow,
  type SupportMessageRow,
  sql,
  supportConversations,
  supportMessages,
  users,
} from '@platform/db';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../core/audit/record-audit.ts';
import { AppError } from '../../lib/app-error.ts';

const c = supportConversations;
const m = supportMessages;

/** Who wrote an operator message, as the other side sees it. */
const authorName = sql<
  string | null
>`(select coalesce(${users.username}, ${users.email}) from ${users} where ${users.id} = ${m.authorId})`;

export const toMessageView = (row: SupportMessageRow, senderName: string | null): SupportMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  sender: row.sender,
  senderName: row.sender === 'operator' ? senderName : null,
  text: row.text,
  attachment: row.attachment,
  createdAt: row.createdAt.toISOString(),
});

/** The user's conversation in an app: the open one, else the latest closed one; null before the first message. */
export async function latestConversation(db: Db, userId: number, source: SupportSource) {
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.userId, userId), eq(c.source, source)))
    .orderBy(sql`${c.state} = 'open' desc`, desc(c.id))
    .limit(1);
  return row ?? null;
}

export async function userConversationView(
  db: Db,
  userId: number,
  source: SupportSource,
): Promise<SupportConversation | null> {
  const row = await latestConversation(db, userId, source);
  if (!row) return null;
  const [unread] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(m)
    .innerJoin(c, eq(c.id, m.conversationId))
    .where(and(eq(c.userId, userId), eq(c.source, source), eq(m.sender, 'operator'), sql`${m.id} > ${c.userReadUpTo}`));
  return {
    id: row.id,
    source: row.source,
    state: row.state,
    unread: unread?.n ?? 0,
    operatorReadUpTo: row.operatorReadUpTo,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A page of messages, newest page first in time order; `where` picks the conversations. */
async function messagePage(db: Db, where: ReturnType<typeof and>, before: number | undefined, pageSize: number) {
  const rows = await db
    .select({ message: m, senderName: authorName })
    .from(m)
    .innerJoin(c, eq(c.id, m.conversationId))
    .where(and(where, before ? lt(m.id, before) : undefined))
    .orderBy(desc(m.id))
    .limit(pageSize + 1);
  const hasMore = rows.length > pageSize;
  return {
    rows: rows
      .slice(0, pageSize)
      .reverse()
      .map((r) => toMessageView(r.message, r.senderName)),
    hasMore,
  };
}

/** Every message of the user's conversations in one app, so closed conversations stay readable. */
export const userMessages = (db: Db, userId: number, source: SupportSource, before?: number, pageSize = 30) =>
  messagePage(db, and(eq(c.userId, userId), eq(c.source, source)), before, pageSize);

export const conversationMessages = (db: Db, conversationId: number, before?: number, pageSize = 30) =>
  messagePage(db, and(eq(c.id, conversationId)), before, pageSize);

/* The operators' view. */

const operatorUnread = sql<number>`(select count(*)::int from ${m} where ${m.conversationId} = ${c.id} and ${m.sender} = 'user' and ${m.id} > ${c.operatorReadUpTo})`;
const lastMessage = sql<
  string | null
>`(select case when ${m.text} = '' then null else ${m.text} end from ${m} where ${m.conversationId} = ${c.id} order by ${m.id} desc limit 1)`;
const assigneeName = sql<
  string | null
>`(select coalesce(a.username, a.email) from ${users} a where a.id = ${c.assigneeId})`;

export const adminConversationColumns = {
  conversation: c,
  userName: sql<string>`coalesce(${users.username}, ${users.email})`,
  userEmail: users.email,
  assigneeName,
  unread: operatorUnread,
  lastMessage,
};

export interface AdminConversationRow {
  conversation: SupportConversationRow;
  userName: string;
  userEmail: string;
  assigneeName: string | null;
  unread: number;
  lastMessage: string | null;
}

export const toAdminConversationView = (row: AdminConversationRow): AdminConversation => ({
  id: row.conversation.id,
  source: row.conversation.source,
  state: row.conversation.state,
  userId: row.conversation.userId,
  userName: row.userName,
  userEmail: row.userEmail,
  assigneeId: row.conversation.assigneeId,
  assigneeName: row.assigneeName,
  unread: Number(row.unread),
  userReadUpTo: row.conversation.userReadUpTo,
  lastMessage: row.lastMessage,
  lastMessageAt: row.conversation.lastMessageAt.toISOString(),
  createdAt: row.conversation.createdAt.toISOString(),
});

export const adminConversationQuery = (db: Db) =>
  db.select(adminConversationColumns).from(c).innerJoin(users, eq(users.id, c.userId));

export async function adminConversation(db: Db, id: number): Promise<AdminConversation> {
  const [row] = await adminConversationQuery(db).where(eq(c.id, id)).limit(1);
  if (!row) throw AppError.notFound();
  return toAdminConversationView(row);
}

/** Locks a conversation for a change; a missing one is 404. */
export async function lockConversation(tx: Db, id: number): Promise<SupportConversationRow> {
  const [row] = await tx.select().from(c).where(eq(c.id, id)).for('update');
  if (!row) throw AppError.notFound();
  return row;
}

/** Audits an operator's `action` on a conversation, naming the user it belongs to (who may see it). */
export async function auditConversation(
  tx: Db,
  req: FastifyRequest,
  conversation: Pick<SupportConversationRow, 'id' | 'userId'>,
  action: string,
  detail?: Record<string, unknown>,
) {
  await recordAudit(tx, req, {
    action,
    targetType: 'support_conversation',
    targetId: conversation.id,
    subjectUserId: conversation.userId,
    detail,
  });
}
