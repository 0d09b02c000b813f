// A token that cannot be a session token is refused without asking the database (issue 28 §1): made-up tokens sent
// by the thousand, over HTTP or /api/ws, must not turn into as many lookups.
import type { Db } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { randomToken } from '../lib/secrets.ts';
import { findSessionUser } from './auth.ts';

/** A database that records that it was asked, and has no sessions. */
function watchedDb() {
  const asked: string[] = [];
  const db = new Proxy({} as Db, {
    get(_target, property) {
      asked.push(String(property));
      throw new Error(`the database was asked (${String(property)})`);
    },
  });
  return { db, asked };
}

describe('findSessionUser', () => {
  it.each([
    ["the probe's 40 random characters", 'a'.repeat(40)],
    ['a 44-character token', 'b'.repeat(44)],
    ['a token with characters base64url has not', `${'c'.repeat(42)}=`],
    ['a Bearer prefix and nothing', 'Bearer '],
  ])('answers %s without the database', async (_what, token) => {
    const { db, asked } = watchedDb();
    expect(await findSessionUser(db, token)).toBeNull();
    expect(asked).toEqual([]);
  });

  it('looks up a token of the right shape', async () => {
    const { db, asked } = watchedDb();
    await expect(findSessionUser(db, randomToken())).rejects.toThrow(/the database was asked/);
    await expect(findSessionUser(db, `Bearer ${randomToken()}`)).rejects.toThrow(/the database was asked/);
    expect(asked.length).toBeGreaterThan(0);
  });
});
