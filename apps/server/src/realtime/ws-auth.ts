import type { FastifyInstance } from 'fastify';
import { isRandomToken, sha256 } from '../lib/secrets.ts';
import { type AuthUser, findSessionUser } from '../plugins/auth.ts';

/** The session a token opens (its user, and its hash that revocations name), checked exactly as the HTTP auth hook
 * checks it: from the session cache when the session was used lately, from the database otherwise. A token that
 * cannot be one costs nothing. */
export async function sessionOfToken(
  app: Pick<FastifyInstance, 'db' | 'sessionCache'>,
  token: string,
): Promise<{ user: AuthUser; hash: string } | null> {
  if (!isRandomToken(token)) return null;
  const hash = sha256(token);
  const cached = app.sessionCache.get(hash);
  if (cached) return { user: cached.user, hash };
  const found = await findSessionUser(app.db, token);
  return found ? { user: found.user, hash: found.hash } : null;
}
