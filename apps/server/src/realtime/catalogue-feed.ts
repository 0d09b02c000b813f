// Tells the sockets watching a product catalogue when it changed for everyone (catalogue-ws.ts in the contracts): an
// endpoint that `announces` it succeeded, or a job changed it. The change travels as a domain event, so a socket on any
// node hears of a change made on another. Only the catalogue is named: the screens ask again for what they show.
import { type Catalogue, MESSAGES, type WsClientMessage } from '@platform/contracts';
import type { DomainEvents } from '../core/events/domain-events.ts';
import type { ClientSession } from './client-session.ts';

export class CatalogueFeed {
  private readonly watching = new Map<Catalogue, Set<ClientSession>>();
  private readonly stop: () => void;

  constructor(events: DomainEvents) {
    this.stop = events.subscribe('catalogue.changed', ({ catalogue }) => {
      for (const session of this.watching.get(catalogue) ?? []) session.send({ type: 'catalogue.changed', catalogue });
    });
  }

  /** Watches exactly these catalogues from now on (a signed-in socket's screens change what they show). */
  handle(session: ClientSession, message: Extract<WsClientMessage, { op: 'catalogue.watch' }>) {
    if (session.userId === null) {
      session.send({ type: 'error', msg: MESSAGES.loginExpired.en });
      return;
    }
    this.forget(session);
    for (const catalogue of message.catalogues) {
      const sessions = this.watching.get(catalogue) ?? new Set<ClientSession>();
      this.watching.set(catalogue, sessions.add(session));
    }
    session.send({ type: 'catalogue.watching', catalogues: [...new Set(message.catalogues)] });
  }

  /** How many sockets watch `catalogue` on this node (for tests and diagnostics). */
  watchers(catalogue: Catalogue): number {
    return this.watching.get(catalogue)?.size ?? 0;
  }

  forget(session: ClientSession) {
    for (const [catalogue, sessions] of this.watching) {
      if (sessions.delete(session) && sessions.size === 0) this.watching.delete(catalogue);
    }
  }

  close() {
    this.stop();
    this.watching.clear();
  }
}
