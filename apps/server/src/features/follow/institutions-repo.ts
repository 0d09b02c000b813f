// Reading and writing institutions and their equity marks.
import {
  and,
  type Db,
  desc,
  eq,
  type FollowInstitutionRow,
  type FollowMarkRow,
  followInstitutions,
  followMarks,
  followOrders,
  gte,
  sql,
} from '@platform/db';
import { AppError } from '../../lib/app-error.ts';

/** The institution, locked when asked; 404 when there is none. */
export async function institutionById(db: Db, id: number, lock?: 'update' | 'share'): Promise<FollowInstitutionRow> {
  const query = db.select().from(followInstitutions).where(eq(followInstitutions.id, id));
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw new AppError(404, 'followInstitutionNotFound');
  return row;
}

/** An institution that takes follow orders: unknown and inactive ones answer 404 alike. */
export async function activeInstitution(db: Db, id: number, lock?: 'share'): Promise<FollowInstitutionRow> {
  const row = await institutionById(db, id, lock);
  if (!row.active) throw new AppError(404, 'followInstitutionInactive');
  return row;
}

export async function latestMark(db: Db, institutionId: number): Promise<FollowMarkRow | undefined> {
  const [row] = await db
    .select()
    .from(followMarks)
    .where(eq(followMarks.institutionId, institutionId))
    .orderBy(desc(followMarks.at), desc(followMarks.id))
    .limit(1);
  return row;
}

/** The latest mark at or after `at`: a period ending at `at` settles at it. */
export async function latestMarkSince(db: Db, institutionId: number, at: Date): Promise<FollowMarkRow | undefined> {
  const [row] = await db
    .select()
    .from(followMarks)
    .where(and(eq(followMarks.institutionId, institutionId), gte(followMarks.at, at)))
    .orderBy(desc(followMarks.at), desc(followMarks.id))
    .limit(1);
  return row;
}

export async function writeMark(db: Db, institutionId: number, equity: string, at: Date): Promise<FollowMarkRow> {
  const [row] = await db.insert(followMarks).values({ institutionId, equity, at }).returning();
  return row!;
}

/**
 * The highest institution equity the follower's settled orders on it reached: each one's end equity, or the mark it
 * already carried (its start × its high-water mark). Null when they have none.
 */
export async function previousPeak(db: Db, userId: number, institutionId: number): Promise<string | null> {
  const [row] = await db
    .select({
      peak: sql<
        string | null
      >`max(greatest(${followOrders.endEquity}, ${followOrders.startEquity} * ${followOrders.highWaterMark}))`,
    })
    .from(followOrders)
    .where(
      and(
        eq(followOrders.userId, userId),
        eq(followOrders.institutionId, institutionId),
        eq(followOrders.status, 'settled'),
      ),
    );
  return row?.peak ?? null;
}
