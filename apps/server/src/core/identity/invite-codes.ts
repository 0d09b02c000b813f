import { and, type Db, eq, inviteCodes, isNull, lt, or, sql } from '@platform/db';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { randomCode } from '../../lib/secrets.ts';

export interface UsableInviteCode {
  code: string;
  ownerId: number | null;
}

/** Codes are stored upper-case, so they compare case-insensitively. */
export const normalizeInviteCode = (code: string) => code.trim().toUpperCase();

/** An invitation code that exists, is not disabled and has uses left. */
export async function findUsableInviteCode(db: Db, code: string): Promise<UsableInviteCode | undefined> {
  const [row] = await db
    .select({ code: inviteCodes.code, ownerId: inviteCodes.ownerId })
    .from(inviteCodes)
    .where(
      and(
        eq(inviteCodes.code, normalizeInviteCode(code)),
        isNull(inviteCodes.disabledAt),
        or(isNull(inviteCodes.maxUses), lt(inviteCodes.uses, inviteCodes.maxUses)),
      ),
    )
    .limit(1);
  return row;
}

/** Counts one use; false when the code ran out of uses in the meantime. */
export async function useInviteCode(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .update(inviteCodes)
    .set({ uses: sql`${inviteCodes.uses} + 1` })
    .where(
      and(
        eq(inviteCodes.code, code),
        isNull(inviteCodes.disabledAt),
        or(isNull(inviteCodes.maxUses), lt(inviteCodes.uses, inviteCodes.maxUses)),
      ),
    )
    .returning({ code: inviteCodes.code });
  return rows.length === 1;
}

/** Creates an invitation code with a fresh random value (or the one given). */
export async function createInviteCode(
  db: Db,
  values: {
    code?: string;
    ownerId?: number | null;
    createdBy?: number | null;
    note?: string | null;
    maxUses?: number | null;
  },
): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = values.code ? normalizeInviteCode(values.code) : randomCode(8);
    try {
      // A savepoint, so a collision does not abort the caller's transaction.
      await db.transaction((sp) => sp.insert(inviteCodes).values({ ...values, code }));
      return code;
    } catch (error) {
      if (!isUniqueViolation(error) || values.code) throw error;
    }
  }
  throw new Error('could not find a free invitation code');
}
