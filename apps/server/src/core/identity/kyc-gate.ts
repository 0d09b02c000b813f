// What regulated brokers gate on a verified identity (withdrawals; block trading and loans when they come): the
// user's latest identity submission must be approved. Answers 409 with the reason, never 403 (which the apps take
// for an ended session), and the apps show the gate with a link to KYC before the form.
import { CODES } from '@platform/contracts';
import { type Db, desc, eq, realNameSubmissions } from '@platform/db';
import { AppError } from '../../lib/app-error.ts';

export async function isIdentityVerified(db: Db, userId: number): Promise<boolean> {
  const [latest] = await db
    .select({ status: realNameSubmissions.status })
    .from(realNameSubmissions)
    .where(eq(realNameSubmissions.userId, userId))
    .orderBy(desc(realNameSubmissions.id))
    .limit(1);
  return latest?.status === 'approved';
}

export async function requireVerifiedIdentity(db: Db, userId: number) {
  if (!(await isIdentityVerified(db, userId)))
    throw new AppError(CODES.conflict, 'kycRequired', undefined, { gate: 'kyc' });
}
