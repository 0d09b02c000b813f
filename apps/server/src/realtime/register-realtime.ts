// The quote hub on the app, fed through the pub/sub seam; its counts feed the back office's status. Beside it, the
// signed-in sockets, closed when their session ends on any node, and the news of catalogues, queues and cases.
import type { FastifyInstance } from 'fastify';
import { NewsFeed } from './news-feed.ts';
import type { PubSub } from './pubsub.ts';
import { QuoteHub, type QuoteSource } from './quote-hub.ts';
import { SessionSockets } from './session-sockets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    quoteHub: QuoteHub;
    sessionSockets: SessionSockets;
    newsFeed: NewsFeed;
  }
}

export function registerRealtime(app: FastifyInstance, pubsub: PubSub, source: QuoteSource) {
  const hub = new QuoteHub(source, pubsub);
  app.decorate('quoteHub', hub);
  const sessionSockets = new SessionSockets(app.events);
  app.decorate('sessionSockets', sessionSockets);
  const newsFeed = new NewsFeed(app.events);
  app.decorate('newsFeed', newsFeed);
  app.addHook('onClose', async () => {
    hub.close();
    sessionSockets.close();
    newsFeed.close();
    await pubsub.close();
  });
}
