// Pushes a user's unread count to their watching sockets on this node: when they start watching, and whenever their
// inbox changes on any node (the change travels as a domain event on the pub/sub seam). The newest message rides
// along when one was just delivered, so an urgent one can be raised as a toast. The socket is the trade app's, so the
// count is of what the trade app shows.
import type { WsClientMessage } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents } from '../../core/events/domain-events.ts';
import type { ClientSession } from '../../realtime/client-session.ts';
import { UserWatchers } from '../../realtime/user-watchers.ts';
import { messageOf, messageView, unreadCount } from './inbox-store.ts';

export class InboxFeed {
  private readonly watchers = new UserWatchers();
  private readonly stops: Array<() => void>;

  constructor(
    private readonly db: Db,
    events: DomainEvents,
    private readonly log: FastifyBaseLogger,
  ) {
    this.stops = [
      events.subscribe('inbox.changed', ({ userId, messageId }) => {
        if (this.watchers.isWatched(userId)) this.tell(userId, messageId);
      }),
      events.subscribe('inbox.announced', () => {
        for (const userId of this.watchers.users()) this.tell(userId, null);
      }),
    ];
  }

  handle(session: ClientSession, _message: Extract<WsClientMessage, { op: 'inbox.watch' }>) {
    if (!this.watchers.add(session)) return;
    const { userId } = session;
    unreadCount(this.db, userId, 'trade').then(
      (unread) => session.send({ type: 'inbox.unread', unread }),
      (error: unknown) => this.log.error({ err: error, userId }, 'inbox: unread count failed'),
    );
  }

  forget(session: ClientSession) {
    this.watchers.forget(session);
  }

  stop() {
    for (const stop of this.stops) stop();
  }

  private tell(userId: number, messageId: number | null) {
    const latest = messageId === null ? undefined : messageOf(this.db, userId, messageId);
    Promise.all([unreadCount(this.db, userId, 'trade'), latest]).then(
      ([unread, row]) =>
        this.watchers.send(userId, { type: 'inbox.unread', unread, ...(row ? { latest: messageView(row) } : {}) }),
      (error: unknown) => this.log.error({ err: error, userId }, 'inbox: telling the sockets failed'),
    );
  }
}
