// The job lease: one conditional upsert claims or renews it, so two nodes asking at once cannot both hold it. Time is
// the database's, so nodes with drifting clocks still agree on when a lease has run out.
import { type Db, jobLeases, sql } from '@platform/db';

/** Claims the lease for `holder` (or renews it); true when `holder` holds it for the next `seconds`. */
export async function claimLease(db: Db, name: string, holder: string, seconds: number): Promise<boolean> {
  const until = sql`now() + make_interval(secs => ${seconds})`;
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt: until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt: until },
      setWhere: sql`${jobLeases.holder} = ${holder} or ${jobLeases.expiresAt} < now()`,
    })
    .returning({ holder: jobLeases.holder });
  return rows[0]?.holder === holder;
}

/** Gives the lease up at once (a clean shutdown), so another node need not wait for it to run out. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.delete(jobLeases).where(sql`${jobLeases.name} = ${name} and ${jobLeases.holder} = ${holder}`);
}

/** Who holds the lease now, if anyone does. */
export async function leaseHolder(db: Db, name: string): Promise<string | null> {
  const rows = await db
    .select({ holder: jobLeases.holder })
    .from(jobLeases)
    .where(sql`${jobLeases.name} = ${name} and ${jobLeases.expiresAt} >= now()`);
  return rows[0]?.holder ?? null;
}
