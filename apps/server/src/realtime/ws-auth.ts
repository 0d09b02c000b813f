import type { Db } from '@platform/db';
import { findSessionUser } from '../plugins/auth.ts';

/** The session a token opens (its user, and its hash that revocations name), checked exactly as the HTTP auth hook
 * checks it. */
export async function sessionOfToken(db: Db, token: string): Promise<{ userId: number; hash: string } | null> {
  const found = await findSessionUser(db, token);
  return found ? { userId: found.user.id, hash: found.hash } : null;
}
