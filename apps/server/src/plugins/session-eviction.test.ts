// Two nodes on one pub/sub: a revocation or a change of roles published on one evicts the sessions the other cached,
// through its subscription alone; other events and other users' sessions stay.
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createDomainEvents, type DomainEvent } from '../core/events/domain-events.ts';
import { SessionCache } from '../core/identity/session-cache.ts';
import { createLocalPubSub } from '../realtime/pubsub.ts';
import { evictOnDomainEvents } from './session-eviction.ts';

const open: Array<{ close(): Promise<unknown> }> = [];
afterEach(async () => {
  for (const node of open.splice(0)) await node.close();
});

async function nodesOnOnePubSub() {
  const pubsub = createLocalPubSub();
  const node = async () => {
    const app = Fastify();
    app.decorate('redis', null);
    app.decorate('events', createDomainEvents(pubsub));
    const cache = new SessionCache<string>({ ttlMs: 30_000, maxEntries: 100 });
    evictOnDomainEvents(app, cache);
    await app.ready();
    open.push(app);
    const until = new Date(Date.now() + 86_400_000);
    cache.set('alice-phone', 1, until, 'alice', cache.mark());
    cache.set('alice-laptop', 1, until, 'alice', cache.mark());
    cache.set('bob', 2, until, 'bob', cache.mark());
    return { app, cache };
  };
  return { a: await node(), b: await node() };
}

const held = (cache: SessionCache<string>) =>
  ['alice-phone', 'alice-laptop', 'bob'].filter((hash) => cache.get(hash) !== undefined);

describe('session eviction through the domain events', () => {
  it.each<DomainEvent>([
    { type: 'sessions.revoked', userId: 1, tokenHashes: ['alice-phone'] },
    { type: 'user.roles.changed', userId: 1 },
  ])('$type on one node evicts the user on every node', async (event) => {
    const { a, b } = await nodesOnOnePubSub();
    a.app.events.publish(event);
    expect(held(a.cache)).toEqual(['bob']);
    expect(held(b.cache)).toEqual(['bob']);
  });

  it('evicts on the node that publishes before any delivery (Redis echoes a node its own messages later)', async () => {
    const silent = createDomainEvents({ publish() {}, subscribe: () => () => {}, close: async () => {} });
    const app = Fastify();
    app.decorate('redis', null);
    app.decorate('events', silent);
    const cache = new SessionCache<string>({ ttlMs: 30_000, maxEntries: 100 });
    evictOnDomainEvents(app, cache);
    await app.ready();
    open.push(app);
    cache.set('carol', 3, new Date(Date.now() + 86_400_000), 'carol', cache.mark());
    app.events.publish({ type: 'sessions.revoked', userId: 3, tokenHashes: ['carol'] });
    expect(cache.get('carol')).toBeUndefined();
  });

  it('keeps sessions on events that change no session', async () => {
    const { a, b } = await nodesOnOnePubSub();
    a.app.events.publish({ type: 'feedback.answered', userId: 1, feedbackId: 9 });
    expect(held(b.cache)).toEqual(['alice-phone', 'alice-laptop', 'bob']);
  });
});
