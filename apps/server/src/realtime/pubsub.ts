// The one seam every publisher and subscriber goes through. In-process now; a Redis implementation with the same
// interface lets several API nodes share it (messages are plain JSON values so they can cross the wire).

export type Handler<T> = (message: T) => void;

export interface PubSub {
  publish<T>(topic: string, message: T): void;
  /** Returns the function that ends this subscription. */
  subscribe<T>(topic: string, handler: Handler<T>): () => void;
  close(): Promise<void>;
}

export function createLocalPubSub(): PubSub {
  const topics = new Map<string, Set<Handler<unknown>>>();
  return {
    publish(topic, message) {
      const handlers = topics.get(topic);
      if (!handlers) return;
      for (const handler of handlers) {
        try {
          handler(message);
        } catch {
          // One failing subscriber must not keep the message from the others.
        }
      }
    },
    subscribe<T>(topic: string, handler: Handler<T>) {
      let handlers = topics.get(topic);
      if (!handlers) {
        handlers = new Set();
        topics.set(topic, handlers);
      }
      const entry = handler as Handler<unknown>;
      handlers.add(entry);
      return () => {
        handlers.delete(entry);
        if (handlers.size === 0) topics.delete(topic);
      };
    },
    async close() {
      topics.clear();
    },
  };
}

/** Every tick's changed quotes, as one batch: one message per tick however many symbols moved. */
export const QUOTES_TOPIC = 'market.quotes';
