// The pub/sub seam over Redis, chosen when REDIS_URL is set: every node publishes to Redis and hears every message
// (its own included) back from it, so all nodes see one order. One connection publishes; one, in subscriber mode,
// holds a Redis subscription per topic that has local handlers. ioredis reconnects and resubscribes on its own.
import type { Redis } from 'ioredis';
import type { Handler, PubSub } from './pubsub.ts';

export interface RedisPubSubOptions {
  /** Publishes (and may serve other commands). */
  publisher: Redis;
  /** Dedicated to subscriptions. */
  subscriber: Redis;
  /** Prefixes every channel name. */
  prefix: string;
  onError: (error: unknown, topic: string) => void;
}

export function createRedisPubSub({ publisher, subscriber, prefix, onError }: RedisPubSubOptions): PubSub {
  const topics = new Map<string, Set<Handler<unknown>>>();
  subscriber.on('message', (channel: string, text: string) => {
    const topic = channel.slice(prefix.length);
    const handlers = topics.get(topic);
    if (!handlers) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (error) {
      onError(error, topic);
      return;
    }
    for (const handler of handlers) {
      try {
        handler(message);
      } catch (error) {
        // One failing subscriber must not keep the message from the others.
        onError(error, topic);
      }
    }
  });

  return {
    publish(topic, message) {
      publisher.publish(prefix + topic, JSON.stringify(message)).catch((error) => onError(error, topic));
    },
    subscribe<T>(topic: string, handler: Handler<T>) {
      let handlers = topics.get(topic);
      if (!handlers) {
        handlers = new Set();
        topics.set(topic, handlers);
        subscriber.subscribe(prefix + topic).catch((error) => onError(error, topic));
      }
      const entry = handler as Handler<unknown>;
      handlers.add(entry);
      return () => {
        handlers.delete(entry);
        if (handlers.size > 0 || topics.get(topic) !== handlers) return;
        topics.delete(topic);
        subscriber.unsubscribe(prefix + topic).catch((error) => onError(error, topic));
      };
    },
    async close() {
      topics.clear();
      subscriber.removeAllListeners('message');
    },
  };
}
