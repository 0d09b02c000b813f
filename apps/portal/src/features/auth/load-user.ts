import { isAbortError } from '@platform/client';
import { useSession } from '../../lib/session.ts';
import { getUserInfo } from './api.ts';

/** On start, with a token, the user info is fetched; if that fails the user becomes empty (spec section 4). */
export async function loadUserOnStart() {
  const { token, setUser } = useSession.getState();
  if (!token) return;
  try {
    setUser(await getUserInfo());
  } catch (error) {
    // A newer identical request replaced this one; it settles the user instead.
    if (!isAbortError(error)) setUser(null);
  }
}
