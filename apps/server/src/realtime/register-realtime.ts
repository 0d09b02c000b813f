// The quote hub on the app, fed through the pub/sub seam; its counts feed the back office's status. Beside it, the
// signed-in sockets, closed when their session ends on any node, and the product catalogues' news.
import type { FastifyInstance } from 'fastify';
import { CatalogueFeed } from './catalogue-feed.ts';
import type { PubSub } from './pubsub.ts';
import { QuoteHub, type QuoteSource } from './quote-hub.ts';
import { SessionSockets } from './session-sockets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    quoteHub: QuoteHub;
    sessionSockets: SessionSockets;
    catalogueFeed: CatalogueFeed;
  }
}

export function registerRealtime(app: FastifyInstance, pubsub: PubSub, source: QuoteSource) {
  const hub = new QuoteHub(source, pubsub);
  app.decorate('quoteHub', hub);
  const sessionSockets = new SessionSockets(app.events);
  app.decorate('sessionSockets', sessionSockets);
  const catalogueFeed = new CatalogueFeed(app.events);
  app.decorate('catalogueFeed', catalogueFeed);
  app.addHook('onClose', async () => {
    hub.close();
    sessionSockets.close();
    catalogueFeed.close();
    await pubsub.close();
  });
}
