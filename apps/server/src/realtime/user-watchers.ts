// The sockets on this node that watch their own user's news (trading events, the inbox's unread count), by user. A
// feature keeps one of these and sends to a user's watching sockets; the socket route forgets a socket that closes or
// signs in as someone else.
import { MESSAGES, type WsServerMessage } from '@platform/contracts';
import type { ClientSession } from './client-session.ts';

const OPEN = 1;

export class UserWatchers {
  private readonly watching = new Map<number, Set<ClientSession>>();

  /** Starts watching for the socket's user; answers false (telling an anonymous socket why) when it cannot. */
  add(session: ClientSession): session is ClientSession & { userId: number } {
    if (session.userId === null) {
      session.send({ type: 'error', msg: MESSAGES.loginExpired.en });
      return false;
    }
    if (session.socket.readyState !== OPEN) return false;
    const sessions = this.watching.get(session.userId) ?? new Set<ClientSession>();
    this.watching.set(session.userId, sessions.add(session));
    return true;
  }

  isWatched(userId: number): boolean {
    return this.watching.has(userId);
  }

  /** The user's watching sockets on this node. */
  of(userId: number): ReadonlySet<ClientSession> {
    return this.watching.get(userId) ?? new Set();
  }

  send(userId: number, message: WsServerMessage) {
    for (const session of this.watching.get(userId) ?? []) session.send(message);
  }

  /** The users watching on this node. */
  users(): number[] {
    return [...this.watching.keys()];
  }

  forget(session: ClientSession) {
    for (const [userId, sessions] of this.watching) {
      if (sessions.delete(session) && sessions.size === 0) this.watching.delete(userId);
    }
  }
}
