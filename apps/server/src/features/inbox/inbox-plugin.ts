// The notifications module: every domain event that concerns a user becomes one message in their inbox (see
// notices.ts), written by the node that published the event; then every node tells that user's open sockets.
import type { FastifyInstance } from 'fastify';
import { InboxFeed } from './inbox-feed.ts';
import { deliver } from './inbox-store.ts';
import { noticeOf } from './notices.ts';

declare module 'fastify' {
  interface FastifyInstance {
    inboxFeed: InboxFeed;
    /** Resolves once every message the events published so far make is written (for tests and shutdown). */
    inboxSettled(): Promise<void>;
  }
}

export function registerInbox(app: FastifyInstance) {
  const pending = new Set<Promise<void>>();
  // One user's messages are written in the order their events were published (newest on top means newest), while
  // different users' are written side by side.
  const lastOfUser = new Map<number, Promise<void>>();
  app.events.observe((event) => {
    const notice = noticeOf(event);
    if (!notice) return;
    const previous = lastOfUser.get(notice.userId) ?? Promise.resolve();
    const delivery = previous
      .then(() => deliver(app.db, notice))
      .then(
        (row) => {
          if (row) app.events.publish({ type: 'inbox.changed', userId: row.userId, messageId: row.id });
        },
        (error: unknown) => app.log.error({ err: error, event }, 'inbox: a message could not be written'),
      );
    lastOfUser.set(notice.userId, delivery);
    pending.add(delivery);
    void delivery.finally(() => {
      pending.delete(delivery);
      if (lastOfUser.get(notice.userId) === delivery) lastOfUser.delete(notice.userId);
    });
  });
  app.decorate('inboxSettled', async () => {
    await Promise.all(pending);
  });
  const feed = new InboxFeed(app.db, app.events, app.log);
  app.decorate('inboxFeed', feed);
  app.addHook('preClose', async () => {
    await Promise.all(pending);
  });
  app.addHook('onClose', async () => feed.stop());
}
