// Tells a user's open sockets what the order engine did for them. The engine's domain events reach every node
// through the pub/sub seam; each node passes them to its own sockets watching that user.
import type { TradingEvent, WsClientMessage } from '@platform/contracts';
import type { DomainEvent, DomainEvents } from '../../core/events/domain-events.ts';
import type { ClientSession } from '../../realtime/client-session.ts';
import { UserWatchers } from '../../realtime/user-watchers.ts';

function eventOf(event: DomainEvent): TradingEvent | undefined {
  switch (event.type) {
    case 'trading.order.filled':
      return { kind: 'order.filled', orderId: event.orderId, positionId: event.positionId };
    case 'trading.order.ended':
      return { kind: 'order.ended', orderId: event.orderId, status: event.status, reason: event.reason };
    case 'trading.position.closed':
      return { kind: 'position.closed', positionId: event.positionId, reason: event.reason };
    case 'trading.margin.call':
      return { kind: 'margin.call', currency: event.currency, marginLevel: event.marginLevel };
    default:
      return undefined;
  }
}

export class TradingFeed {
  private readonly watchers = new UserWatchers();
  private readonly stops: Array<() => void>;

  constructor(events: DomainEvents) {
    const pass = (event: DomainEvent) => {
      const message = eventOf(event);
      if (!message || !('userId' in event)) return;
      this.watchers.send(event.userId, { type: 'trading.event', event: message });
    };
    this.stops = [
      events.subscribe('trading.order.filled', pass),
      events.subscribe('trading.order.ended', pass),
      events.subscribe('trading.position.closed', pass),
      events.subscribe('trading.margin.call', pass),
    ];
  }

  handle(session: ClientSession, _message: Extract<WsClientMessage, { op: 'trading.watch' }>) {
    if (this.watchers.add(session)) session.send({ type: 'trading.watching' });
  }

  /** Ends a session's watch (it closed, or signed in as someone else). */
  forget(session: ClientSession) {
    this.watchers.forget(session);
  }

  stop() {
    for (const stop of this.stops) stop();
  }
}
