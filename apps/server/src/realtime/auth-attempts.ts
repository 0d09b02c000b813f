// How many times a socket, and an address, may try to sign in on /api/ws. Each `auth` with a token that could be a
// session token costs a database lookup; a client that sends them faster than a person signs in is not a client,
// and its socket is closed before its frames queue work that every other request would wait behind.
import { WindowLimiter } from '../lib/window-limiter.ts';

export const WS_AUTH_LIMITS = {
  /** Attempts one socket may make in its life: a client signs in once, and again when its token is renewed. */
  perSocket: 5,
  /** Failed attempts one address may make per window, across its sockets (an honest client fails only with a
   * token that has expired). */
  perAddress: 10,
  windowMs: 10_000,
  /** 1008, policy violation. */
  closeWith: { code: 1008, reason: 'Too many sign-in attempts' },
} as const;

export class AuthAttempts {
  private readonly perAddress = new WindowLimiter(WS_AUTH_LIMITS.perAddress, WS_AUTH_LIMITS.windowMs);
  private readonly perSocket = new WeakMap<object, number>();

  /** Counts one attempt by `socket` from `ip` before any work is done for it; false when it is one too many. */
  admit(socket: object, ip: string): boolean {
    const made = (this.perSocket.get(socket) ?? 0) + 1;
    this.perSocket.set(socket, made);
    if (made > WS_AUTH_LIMITS.perSocket) return false;
    return this.perAddress.hit(ip) === 0;
  }

  /** The attempt signed in: it does not count against its address (it was counted before the lookup, so that
   * attempts in flight at once cannot pass the limit together). */
  succeeded(ip: string) {
    this.perAddress.refund(ip);
  }
}
