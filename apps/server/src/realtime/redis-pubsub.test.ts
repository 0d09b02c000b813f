// The Redis pub/sub seam: what one node publishes reaches every node's subscribers, in order, as plain JSON.
import type { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { openRedis, TEST_REDIS_URL, uniqueRedisPrefix } from '../testing/test-redis.ts';
import type { PubSub } from './pubsub.ts';
import { createRedisPubSub } from './redis-pubsub.ts';

const connections: Redis[] = [];
afterAll(async () => {
  await Promise.all(connections.map((c) => c.quit()));
});

function node(prefix: string, errors: unknown[] = []): PubSub {
  const publisher = openRedis();
  const subscriber = openRedis();
  connections.push(publisher, subscriber);
  return createRedisPubSub({ publisher, subscriber, prefix, onError: (error) => errors.push(error) });
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 5_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const isProbe = (m: unknown) => typeof m === 'object' && m !== null && 'probe' in m;
const real = (messages: unknown[]) => messages.filter((m) => !isProbe(m));

/** Subscribing is a round trip to Redis: a probe that arrives proves the subscription is live (probes sent before
 * it was are lost, so one goes out every few milliseconds until one is heard). */
async function subscribed(pubsub: PubSub, topic: string, seen: () => unknown[]) {
  const timer = setInterval(() => pubsub.publish(topic, { probe: true }), 20);
  try {
    await until(() => seen().some(isProbe), `the subscription to ${topic}`);
  } finally {
    clearInterval(timer);
  }
}

describe.runIf(TEST_REDIS_URL)('the pub/sub seam over Redis', () => {
  it('carries messages from one node to the subscribers of every node, in order', async () => {
    const prefix = uniqueRedisPrefix('pubsub');
    const a = node(prefix);
    const b = node(prefix);
    const onA: unknown[] = [];
    const onB: unknown[] = [];
    a.subscribe('quotes', (m) => onA.push(m));
    b.subscribe('quotes', (m) => onB.push(m));
    await subscribed(a, 'quotes', () => onA);
    await subscribed(a, 'quotes', () => onB);

    const sent = Array.from({ length: 50 }, (_, i) => ({ seq: i, symbol: 'AAPL', price: `${100 + i}.25` }));
    for (const message of sent) b.publish('quotes', message);
    await until(() => real(onA).length === 50 && real(onB).length === 50, 'fifty messages on both nodes');
    expect(real(onA)).toEqual(sent);
    expect(real(onB)).toEqual(sent);
  });

  it('stops delivering after the last handler of a topic leaves, and keeps other prefixes apart', async () => {
    const prefix = uniqueRedisPrefix('pubsub');
    const a = node(prefix);
    const stranger = node(uniqueRedisPrefix('other'));
    const heard: unknown[] = [];
    const strangerHeard: unknown[] = [];
    const stop = a.subscribe('chat', (m) => heard.push(m));
    stranger.subscribe('chat', (m) => strangerHeard.push(m));
    await subscribed(a, 'chat', () => heard);
    stop();
    a.publish('chat', { text: 'after' });
    const other: unknown[] = [];
    a.subscribe('other', (m) => other.push(m));
    await subscribed(a, 'other', () => other);
    expect(real(heard)).toEqual([]);
    expect(strangerHeard).toEqual([]);
  });

  it('keeps delivering to the other handlers when one throws', async () => {
    const errors: unknown[] = [];
    const a = node(uniqueRedisPrefix('pubsub'), errors);
    const heard: unknown[] = [];
    a.subscribe('events', () => {
      throw new Error('a broken subscriber');
    });
    a.subscribe('events', (m) => heard.push(m));
    await subscribed(a, 'events', () => heard);
    a.publish('events', { n: 1 });
    await until(() => real(heard).length === 1, 'the message');
    expect(real(heard)).toEqual([{ n: 1 }]);
    // The broken handler threw for every probe and the message; the working one heard them all.
    expect(errors).toHaveLength(heard.length);
  });
});
