import { STORAGE_KEYS, type UserView } from '@platform/contracts';
import { create } from 'zustand';

/** Why the last sign-out happened: the user asked ('user'), or the server refused the token ('expired'). */
export type SignOutReason = 'user' | 'expired';

export interface SessionState {
  token: string | null;
  /** The signed-in user; null when absent. */
  user: UserView | null;
  /** Why the session ended, until the next sign-in (a guard sends a user who logged out to log-in without a way back). */
  signedOutBecause: SignOutReason | null;
  signIn(token: string, user: UserView): void;
  setUser(user: UserView | null): void;
  /** Clears the user and the token from memory and local storage. */
  signOut(reason?: SignOutReason): void;
}

function readUser(key: string): UserView | null {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? 'null');
    return value && typeof value === 'object' && 'userId' in value ? (value as UserView) : null;
  } catch {
    return null;
  }
}

/**
 * The signed-in session, kept in local storage. The portal uses the spec's exact keys (`token`, `user`); the other apps,
 * served from the same origin, give a prefix so an operator's back-office session never leaks into the trading app.
 */
export function createSessionStore(prefix = '') {
  const tokenKey = `${prefix}${STORAGE_KEYS.token}`;
  const userKey = `${prefix}${STORAGE_KEYS.user}`;
  return create<SessionState>((set) => ({
    token: localStorage.getItem(tokenKey),
    user: readUser(userKey),
    signedOutBecause: null,
    signIn(token, user) {
      localStorage.setItem(tokenKey, token);
      localStorage.setItem(userKey, JSON.stringify(user));
      set({ token, user, signedOutBecause: null });
    },
    setUser(user) {
      if (user) localStorage.setItem(userKey, JSON.stringify(user));
      else localStorage.removeItem(userKey);
      set({ user });
    },
    signOut(reason = 'user') {
      localStorage.removeItem(tokenKey);
      localStorage.removeItem(userKey);
      set({ token: null, user: null, signedOutBecause: reason });
    },
  }));
}

export type SessionStore = ReturnType<typeof createSessionStore>;
