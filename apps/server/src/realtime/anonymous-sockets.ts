// Sockets that have not signed in cost memory and a file handle while proving nothing: one address holds at most
// `perIp` of them, and one that has neither signed in nor subscribed within `idleMs` is closed. The trade app's
// public quote streams are anonymous but subscribe as soon as they open, and a respondent's page watches its case
// with the link's token, so they stay.
import type { ClientSession } from './client-session.ts';
import type { CloseSocket } from './session-sockets.ts';

export interface AnonymousLimits {
  perIp: number;
  idleMs: number;
}

/** 1013, try again later: the client's backoff brings it back once a place is free. */
export const TOO_MANY_ANONYMOUS = { code: 1013, reason: 'Too many connections from this address' } as const;
/** 1008, policy violation. */
export const IDLE_ANONYMOUS = { code: 1008, reason: 'Sign in or subscribe' } as const;

interface Held {
  ip: string;
  close: CloseSocket;
  idle: NodeJS.Timeout | undefined;
}

export class AnonymousSockets {
  private readonly perAddress = new Map<string, number>();
  private readonly held = new Map<ClientSession, Held>();

  constructor(private readonly limits: AnonymousLimits) {}

  /** A socket opened without signing in: counted against its address, or refused (false) when the address holds
   * its share already. */
  admit(session: ClientSession, ip: string, close: CloseSocket): boolean {
    const count = this.perAddress.get(ip) ?? 0;
    if (count >= this.limits.perIp) return false;
    this.perAddress.set(ip, count + 1);
    this.held.set(session, { ip, close, idle: undefined });
    this.startClock(session);
    return true;
  }

  /** (Re)starts the time an anonymous socket with nothing subscribed has to sign in or subscribe. */
  startClock(session: ClientSession) {
    const held = this.held.get(session);
    if (!held) return;
    clearTimeout(held.idle);
    held.idle = setTimeout(() => {
      if (this.held.get(session) !== held || session.symbols.size > 0 || session.topics.size > 0) return;
      this.release(session);
      held.close(IDLE_ANONYMOUS.code, IDLE_ANONYMOUS.reason);
    }, this.limits.idleMs);
    held.idle.unref();
  }

  /** The socket signed in or closed: it no longer counts against its address. */
  release(session: ClientSession) {
    const held = this.held.get(session);
    if (!held) return;
    clearTimeout(held.idle);
    this.held.delete(session);
    const count = (this.perAddress.get(held.ip) ?? 1) - 1;
    if (count > 0) this.perAddress.set(held.ip, count);
    else this.perAddress.delete(held.ip);
  }

  close() {
    for (const session of [...this.held.keys()]) this.release(session);
  }
}
