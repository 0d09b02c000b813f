// Pushes a user's unread count to their watching sockets on this node: when they start watching, and whenever their
// inbox changes on any node (the change travels as a domain event on the pub/sub seam). The newest message rides
// along when one was just delivered, so an urgent one can be raised as a toast. Each socket hears the count of the app
// that watches (the trade app's by default, the portal's), and the newest message only when that app shows it.
import { INBOX_APP_CATEGORIES, type InboxApp, type WsClientMessage } from '@platform/contracts';
import type { Db } from '@platform/db';
import type { FastifyBaseLogger } from 'fastify';
import type { DomainEvents } from '../../core/events/domain-events.ts';
import type { ClientSession } from '../../realtime/client-session.ts';
import { UserWatchers } from '../../realtime/user-watchers.ts';
import { messageOf, messageView, unreadCount } from './inbox-store.ts';

export class InboxFeed {
  private readonly watchers = new UserWatchers();
  /** The app each watching socket counts for. */
  private readonly apps = new WeakMap<ClientSession, InboxApp>();
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

  handle(session: ClientSession, message: Extract<WsClientMessage, { op: 'inbox.watch' }>) {
    if (!this.watchers.add(session)) return;
    const { userId } = session;
    const app = message.app ?? 'trade';
    this.apps.set(session, app);
    unreadCount(this.db, userId, app).then(
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
    const sessions = [...this.watchers.of(userId)];
    const apps = [...new Set(sessions.map((session) => this.apps.get(session) ?? 'trade'))];
    const latest = messageId === null ? undefined : messageOf(this.db, userId, messageId);
    Promise.all([Promise.all(apps.map((app) => unreadCount(this.db, userId, app))), latest]).then(
      ([counts, row]) => {
        for (const session of sessions) {
          const app = this.apps.get(session) ?? 'trade';
          const unread = counts[apps.indexOf(app)] ?? 0;
          const shown = row && (INBOX_APP_CATEGORIES[app] as readonly string[]).includes(row.category);
          session.send({ type: 'inbox.unread', unread, ...(shown ? { latest: messageView(row) } : {}) });
        }
      },
      (error: unknown) => this.log.error({ err: error, userId }, 'inbox: telling the sockets failed'),
    );
  }
}
