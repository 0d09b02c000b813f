import type { Db } from '@platform/db';
import { findSessionUser } from '../plugins/auth.ts';

/** The user a session token belongs to, checked exactly as the HTTP auth hook checks it. */
export async function userIdOfToken(db: Db, token: string): Promise<number | null> {
  return (await findSessionUser(db, token))?.user.id ?? null;
}
