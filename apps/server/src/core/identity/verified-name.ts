// The name a user's identity was verified under: their latest identity submission's name, once approved. Money uses
// it to hold bank cards to their holder (a card in another person's name is refused; a reviewer sees both names).
import { type Db, desc, inArray, realNameSubmissions } from '@platform/db';

/** The verified name, or null while the latest submission is not approved (or there is none). */
export async function verifiedNameOf(db: Db, userId: number): Promise<string | null> {
  return (await verifiedNamesOf(db, [userId])).get(userId) ?? null;
}

/** Each user's verified name (users without one are left out). */
export async function verifiedNamesOf(db: Db, userIds: number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  if (userIds.length === 0) return names;
  const rows = await db
    .select({
      userId: realNameSubmissions.userId,
      status: realNameSubmissions.status,
      name: realNameSubmissions.fullName,
    })
    .from(realNameSubmissions)
    .where(inArray(realNameSubmissions.userId, [...new Set(userIds)]))
    .orderBy(desc(realNameSubmissions.id));
  const seen = new Set<number>();
  for (const row of rows) {
    // Newest first: only each user's latest submission counts.
    if (seen.has(row.userId)) continue;
    seen.add(row.userId);
    if (row.status === 'approved') names.set(row.userId, row.name);
  }
  return names;
}
