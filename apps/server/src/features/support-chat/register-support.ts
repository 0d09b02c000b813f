import type { FastifyInstance } from 'fastify';
import type { PubSub } from '../../realtime/pubsub.ts';
import { SupportFeed } from './support-feed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    supportFeed: SupportFeed;
  }
}

/** The support chat's live feed on the app, over the same pub/sub seam as the quotes. */
export function registerSupport(app: FastifyInstance, pubsub: PubSub) {
  app.decorate('supportFeed', new SupportFeed(pubsub, app.db));
}
