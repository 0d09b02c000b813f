// The quote hub on the app, fed through the pub/sub seam; its counts feed the back office's status.
import type { FastifyInstance } from 'fastify';
import type { PubSub } from './pubsub.ts';
import { QuoteHub, type QuoteSource } from './quote-hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    quoteHub: QuoteHub;
  }
}

export function registerRealtime(app: FastifyInstance, pubsub: PubSub, source: QuoteSource) {
  const hub = new QuoteHub(source, pubsub);
  app.decorate('quoteHub', hub);
  app.addHook('onClose', async () => {
    hub.close();
    await pubsub.close();
  });
}
