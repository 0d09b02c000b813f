import { count, type Db, mediationDisputeTypes } from '@platform/db';
import { DISPUTE_TYPE_SEED } from './dispute-types-seed.ts';

/** The dispute types and their required materials, on first start only. */
export async function seedDisputeTypes(db: Db) {
  const [present] = await db.select({ n: count() }).from(mediationDisputeTypes);
  if ((present?.n ?? 0) > 0) return;
  await db
    .insert(mediationDisputeTypes)
    .values(DISPUTE_TYPE_SEED.map((t, sort) => ({ ...t, sort })))
    .onConflictDoNothing();
}
