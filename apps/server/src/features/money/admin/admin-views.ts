// Back-office views: the user behind a record, and a record with its reviewer.
import { type AdminDepositView, type AdminWithdrawalView, sameHolderName } from '@platform/contracts';
import type { DepositRow, WithdrawalRow } from '@platform/db';
import type { UserSummary } from '../../../core/identity/user-names.ts';
import { toDepositView, toWithdrawalView } from '../views.ts';

const unknownUser = (userId: number): UserSummary => ({ userId, email: '', username: null });

export const toAdminDepositView = (row: DepositRow, height: number, user?: UserSummary): AdminDepositView => ({
  ...toDepositView(row, height),
  user: user ?? unknownUser(row.userId),
  reviewerId: row.reviewerId,
  verifierNote: row.verifierNote,
});

export const toAdminWithdrawalView = (
  row: WithdrawalRow,
  user?: UserSummary,
  verifiedName: string | null = null,
): AdminWithdrawalView => ({
  ...toWithdrawalView(row),
  user: user ?? unknownUser(row.userId),
  reviewerId: row.reviewerId,
  holder:
    row.cardAccountName === null
      ? null
      : {
          cardName: row.cardAccountName,
          verifiedName,
          matches: verifiedName !== null && sameHolderName(row.cardAccountName, verifiedName),
        },
});
