// The signed-in sockets of this node, by user, so a socket keeps no privilege its session lost: a revocation (log-out,
// password change or reset, user disabled) or a change of roles is a domain event on the pub/sub seam, and every node
// closes its own sockets it names.
import type { DomainEvents } from '../core/events/domain-events.ts';
import type { ClientSession } from './client-session.ts';

/** How a socket is closed: with a WebSocket close code and a reason. */
export type CloseSocket = (code: number, reason: string) => void;

/** 1008, policy violation: the client may reconnect, and signs in again if it still can. */
export const SESSION_ENDED = { code: 1008, reason: 'Session ended' } as const;
export const ROLES_CHANGED = { code: 1008, reason: 'Roles changed' } as const;

/** A revocation that overtakes a sign-in (checked before it, registered after) is remembered this long. */
const REMEMBER_REVOKED_MS = 60_000;

export class SessionSockets {
  private readonly ofUser = new Map<number, Map<ClientSession, CloseSocket>>();
  private readonly userOf = new Map<ClientSession, number>();
  private readonly revokedAt = new Map<string, number>();
  private readonly stops: (() => void)[];

  constructor(events: DomainEvents) {
    this.stops = [
      events.subscribe('sessions.revoked', ({ userId, tokenHashes }) => {
        const now = Date.now();
        for (const hash of tokenHashes) {
          // Oldest first, so the clean-up stops at the first recent one.
          this.revokedAt.delete(hash);
          this.revokedAt.set(hash, now);
        }
        this.forgetOldRevocations(now);
        const ended = new Set(tokenHashes);
        this.closeOf(
          userId,
          SESSION_ENDED,
          (session) => session.sessionHash !== null && ended.has(session.sessionHash),
        );
      }),
      events.subscribe('user.roles.changed', ({ userId }) => this.closeOf(userId, ROLES_CHANGED, () => true)),
    ];
  }

  /** The socket signed in as `session.userId` with `session.sessionHash`; answers false (and keeps nothing) when
   * that session was revoked while the sign-in was being checked. */
  signedIn(session: ClientSession, close: CloseSocket): boolean {
    this.forget(session);
    if (session.userId === null || session.sessionHash === null) return false;
    if (this.revokedAt.has(session.sessionHash)) return false;
    let sockets = this.ofUser.get(session.userId);
    if (!sockets) {
      sockets = new Map();
      this.ofUser.set(session.userId, sockets);
    }
    sockets.set(session, close);
    this.userOf.set(session, session.userId);
    return true;
  }

  /** The socket closed (or signs in as someone else). */
  forget(session: ClientSession) {
    const userId = this.userOf.get(session);
    if (userId === undefined) return;
    this.userOf.delete(session);
    const sockets = this.ofUser.get(userId);
    sockets?.delete(session);
    if (sockets?.size === 0) this.ofUser.delete(userId);
  }

  close() {
    for (const stop of this.stops) stop();
  }

  private closeOf(userId: number, why: { code: number; reason: string }, matches: (session: ClientSession) => boolean) {
    for (const [session, close] of this.ofUser.get(userId) ?? []) {
      if (!matches(session)) continue;
      this.forget(session);
      close(why.code, why.reason);
    }
  }

  private forgetOldRevocations(now: number) {
    for (const [hash, at] of this.revokedAt) {
      if (now - at < REMEMBER_REVOKED_MS) break;
      this.revokedAt.delete(hash);
    }
  }
}
