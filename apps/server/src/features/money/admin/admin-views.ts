// Back-office views: the user behind a record, and a record with its reviewer.
import type { AdminDepositView, AdminWithdrawalView } from '@platform/contracts';
import { type Db, type DepositRow, inArray, users, type WithdrawalRow } from '@platform/db';
import { toDepositView, toWithdrawalView } from '../views.ts';

export type UserSummary = { userId: number; email: string; username: string | null };

export async function usersById(db: Db, ids: number[]): Promise<Map<number, UserSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ userId: users.id, email: users.email, username: users.username })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.userId, r]));
}

const unknownUser = (userId: number): UserSummary => ({ userId, email: '', username: null });

export const toAdminDepositView = (row: DepositRow, height: number, user?: UserSummary): AdminDepositView => ({
  ...toDepositView(row, height),
  user: user ?? unknownUser(row.userId),
  reviewerId: row.reviewerId,
  verifierNote: row.verifierNote,
});

export const toAdminWithdrawalView = (row: WithdrawalRow, user?: UserSummary): AdminWithdrawalView => ({
  ...toWithdrawalView(row),
  user: user ?? unknownUser(row.userId),
  reviewerId: row.reviewerId,
});
