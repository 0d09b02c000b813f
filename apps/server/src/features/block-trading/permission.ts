// The block-trading permission: the user's latest application is their state (none: not yet opened). Applying needs a
// verified identity (the KYC gate withdrawals use); a unique index keeps one pending or approved application per user,
// so applications sent at once make one, and a rejected user may apply again.
import type { BlockPermissionView } from '@platform/contracts';
import { blockTradeApplications, type Db, desc, eq } from '@platform/db';
import { isIdentityVerified, requireVerifiedIdentity } from '../../core/identity/kyc-gate.ts';
import { AppError } from '../../lib/app-error.ts';

async function latestApplication(db: Db, userId: number) {
  const [latest] = await db
    .select()
    .from(blockTradeApplications)
    .where(eq(blockTradeApplications.userId, userId))
    .orderBy(desc(blockTradeApplications.id))
    .limit(1);
  return latest;
}

const STATE = { pending: 'under_review', approved: 'approved', rejected: 'rejected' } as const;

export async function permissionOf(db: Db, userId: number): Promise<BlockPermissionView> {
  const [latest, identityVerified] = await Promise.all([latestApplication(db, userId), isIdentityVerified(db, userId)]);
  return {
    state: latest ? STATE[latest.status] : 'not_opened',
    reason: latest?.status === 'rejected' ? latest.reason : null,
    appliedAt: latest?.createdAt.toISOString() ?? null,
    reviewedAt: latest?.reviewedAt?.toISOString() ?? null,
    identityVerified,
  };
}

/** Not yet opened or rejected → under review. Under review or approved already: nothing changes. */
export async function applyForBlockTrading(db: Db, userId: number): Promise<BlockPermissionView> {
  await requireVerifiedIdentity(db, userId);
  await db.insert(blockTradeApplications).values({ userId, status: 'pending' }).onConflictDoNothing();
  return permissionOf(db, userId);
}

/** Offers and orders need the permission approved. */
export async function requireBlockPermission(db: Db, userId: number) {
  if ((await latestApplication(db, userId))?.status !== 'approved') {
    throw AppError.conflict('blockPermissionRequired');
  }
}
