import type { FastifyInstance } from 'fastify';
import { isRandomToken, sha256 } from '../lib/secrets.ts';
import { findSessionUser } from '../plugins/auth.ts';

/** The session a token opens (its user, and its hash that revocations name), checked exactly as the HTTP auth hook
 * checks it: from the session cache when the session was used lately, from the database otherwise. A token that
 * cannot be one costs nothing. */
export async function sessionOfToken(
  app: Pick<FastifyInstance, 'db' | 'sessionCache'>,
  token: string,
): Promise<{ userId: number; hash: string } | null> {
  if (!isRandomToken(token)) return null;
  const hash = sha256(token);
  const cached = app.sessionCache.get(hash);
  if (cached) return { userId: cached.user.id, hash };
  const found = await findSessionUser(app.db, token);
  return found ? { userId: found.user.id, hash: found.hash } : null;
}
