// Live support events over /api/ws, through the pub/sub seam so a Redis implementation can carry them between API
// nodes. A user's sessions hear their own conversation of one app; operator sessions hear every conversation.
import {
  type AdminConversation,
  MESSAGES,
  SUPPORT_LIMITS,
  SUPPORT_ROLES,
  type SupportConversation,
  type SupportMessage,
  type SupportSource,
  type SupportWsServerMessage,
  type WsClientMessage,
} from '@platform/contracts';
import { and, type Db, eq, supportConversations, users } from '@platform/db';
import type { ClientSession } from '../../realtime/client-session.ts';
import type { PubSub } from '../../realtime/pubsub.ts';

const userTopic = (userId: number, source: SupportSource) => `support.user.${userId}.${source}`;
const OPERATORS_TOPIC = 'support.operators';
const OPEN = 1;

type SupportOp = Extract<WsClientMessage, { op: 'support.watch' | 'support.typing' }>;

interface Watch {
  as: 'user' | 'operator';
  source?: SupportSource;
  stop: () => void;
}

export class SupportFeed {
  private readonly watches = new Map<ClientSession, Watch[]>();
  private readonly lastTyping = new Map<string, number>();

  constructor(
    private readonly pubsub: PubSub,
    private readonly db: Db,
  ) {}

  /** A new message: the user's sessions see it in their app, operators see it and the conversation's new state. */
  message(userId: number, source: SupportSource, message: SupportMessage, conversation: AdminConversation) {
    this.toUser(userId, source, { type: 'support.message', data: message });
    this.toOperators({ type: 'support.message', data: message });
    this.toOperators({ type: 'support.operatorConversation', data: conversation });
  }

  /** The conversation changed without a new message (read, assigned, closed). */
  conversation(userView: SupportConversation | null, userId: number, conversation: AdminConversation) {
    if (userView) this.toUser(userId, conversation.source, { type: 'support.conversation', data: userView });
    this.toOperators({ type: 'support.operatorConversation', data: conversation });
  }

  async handle(session: ClientSession, message: SupportOp) {
    if (session.userId === null) {
      session.send({ type: 'error', msg: MESSAGES.loginExpired.en });
      return;
    }
    if (message.op === 'support.watch') return this.watch(session, session.userId, message.as, message.source);
    return this.typing(session, session.userId, message);
  }

  /** Ends every watch of a session (it closed, or signed in as someone else). */
  forget(session: ClientSession) {
    for (const watch of this.watches.get(session) ?? []) watch.stop();
    this.watches.delete(session);
  }

  private async watch(session: ClientSession, userId: number, as: 'user' | 'operator', source?: SupportSource) {
    if (as === 'user' && !source) {
      session.send({ type: 'error', msg: 'support.watch as user needs a source' });
      return;
    }
    if (as === 'operator' && !(await this.answersCustomers(userId))) {
      session.send({ type: 'error', msg: MESSAGES.forbidden.en });
      return;
    }
    // Closed (its session ended, say) while the roles were read: a watch now would outlive it.
    if (session.socket.readyState !== OPEN) return;
    const list = this.watches.get(session) ?? [];
    if (!list.some((w) => w.as === as && w.source === source)) {
      const topic = as === 'operator' ? OPERATORS_TOPIC : userTopic(userId, source!);
      const stop = this.pubsub.subscribe<SupportWsServerMessage>(topic, (event) => session.send(event));
      list.push({ as, source, stop });
      this.watches.set(session, list);
    }
    session.send({ type: 'support.watching', as });
  }

  private async typing(session: ClientSession, userId: number, message: Extract<SupportOp, { op: 'support.typing' }>) {
    const watches = this.watches.get(session) ?? [];
    if (message.conversationId !== undefined) {
      // An operator typing in a conversation: only a session watching as an operator may say so.
      if (!watches.some((w) => w.as === 'operator')) return;
      if (!this.mayPass(`o:${message.conversationId}`)) return;
      const [row] = await this.db
        .select({ userId: supportConversations.userId, source: supportConversations.source })
        .from(supportConversations)
        .where(and(eq(supportConversations.id, message.conversationId), eq(supportConversations.state, 'open')))
        .limit(1);
      if (row)
        this.toUser(row.userId, row.source, {
          type: 'support.typing',
          conversationId: message.conversationId,
          from: 'operator',
        });
      return;
    }
    if (!message.source || !watches.some((w) => w.as === 'user' && w.source === message.source)) return;
    if (!this.mayPass(`u:${userId}:${message.source}`)) return;
    const [row] = await this.db
      .select({ id: supportConversations.id })
      .from(supportConversations)
      .where(
        and(
          eq(supportConversations.userId, userId),
          eq(supportConversations.source, message.source),
          eq(supportConversations.state, 'open'),
        ),
      )
      .limit(1);
    if (row) this.toOperators({ type: 'support.typing', conversationId: row.id, from: 'user' });
  }

  /** Typing notices are forwarded at most once per SUPPORT_LIMITS.typingEveryMs per conversation and side. */
  private mayPass(key: string, now = Date.now()): boolean {
    const last = this.lastTyping.get(key) ?? 0;
    if (now - last < SUPPORT_LIMITS.typingEveryMs) return false;
    if (this.lastTyping.size > 50_000) this.lastTyping.clear();
    this.lastTyping.set(key, now);
    return true;
  }

  private async answersCustomers(userId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ roles: users.roles })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.status, 'active')))
      .limit(1);
    return Boolean(row?.roles.some((role) => (SUPPORT_ROLES as readonly string[]).includes(role)));
  }

  private toUser(userId: number, source: SupportSource, event: SupportWsServerMessage) {
    this.pubsub.publish(userTopic(userId, source), event);
  }

  private toOperators(event: SupportWsServerMessage) {
    this.pubsub.publish(OPERATORS_TOPIC, event);
  }
}
