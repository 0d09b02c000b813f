// Keeps the session cache true to the database. Every revocation (log-out, password change or reset, user disabled),
// every change of roles and of what the cached view shows (the language) is a domain event on the pub/sub seam, so each node evicts what it cached; the node that
// published evicts before its own answer leaves, not when Redis echoes the event back. A reconnected pub/sub may have
// missed events, so the cache starts empty again; the cache's time-to-live covers anything else.
import type { FastifyInstance } from 'fastify';
import type { DomainEvent, DomainEventType } from '../core/events/domain-events.ts';
import type { SessionCache } from '../core/identity/session-cache.ts';

/** The events after which a cached session may say something untrue. */
const EVICTING: DomainEventType[] = ['sessions.revoked', 'user.roles.changed', 'user.profile.changed'];

export function evictOnDomainEvents(app: FastifyInstance, cache: SessionCache<unknown>) {
  const evict = (event: DomainEvent) => {
    // Every session of the user goes, not only the revoked ones: a re-read costs one query, a stale one a breach.
    if (EVICTING.includes(event.type)) cache.evictUser((event as { userId: number }).userId);
  };

  let stops: (() => void)[] = [];
  // `app.events` is decorated after the auth plugin; by `ready` it exists.
  app.addHook('onReady', async () => {
    app.events.observe(evict);
    stops = EVICTING.map((type) => app.events.subscribe(type, evict));
    app.redis?.subscriber.on('ready', () => cache.clear());
  });
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}
