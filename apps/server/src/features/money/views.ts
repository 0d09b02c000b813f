// Rows of the money tables as the API shows them.
import {
  type BankCardView,
  type DepositView,
  MONEY_LIMITS,
  maskCardNumber,
  type WithdrawalView,
} from '@platform/contracts';
import type { BankCardRow, DepositRow, WithdrawalRow } from '@platform/db';
import { show } from '../../core/ledger/amounts.ts';

export const confirmationsAt = (blockHeight: number | null, height: number) =>
  blockHeight === null ? 0 : Math.max(0, height - blockHeight + 1);

export function toDepositView(row: DepositRow, height: number): DepositView {
  const chain = row.method === 'chain';
  return {
    id: row.id,
    method: row.method,
    currency: row.currency,
    network: row.network,
    amount: show(row.amount, row.currency),
    status: row.status,
    reason: row.reason,
    reviewedBy: row.reviewedBy,
    address: row.address,
    txHash: row.txHash,
    confirmations: chain ? confirmationsAt(row.blockHeight, height) : null,
    requiredConfirmations: chain ? MONEY_LIMITS.requiredConfirmations : null,
    receiptPath: row.receiptPath,
    reviewDeadline: row.reviewDeadline?.toISOString() ?? null,
    entryId: row.entryId,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

export function toWithdrawalView(row: WithdrawalRow): WithdrawalView {
  return {
    id: row.id,
    method: row.method,
    currency: row.currency,
    network: row.network,
    address: row.address,
    card:
      row.method === 'bank'
        ? { bankName: row.cardBankName ?? '', accountName: row.cardAccountName ?? '', cardMasked: row.cardMasked ?? '' }
        : null,
    amount: show(row.amount, row.currency),
    fee: show(row.fee, row.currency),
    total: show(row.total, row.currency),
    status: row.status,
    reason: row.reason,
    entryId: row.entryId,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export const toBankCardView = (row: BankCardRow): BankCardView => ({
  id: row.id,
  bankName: row.bankName,
  accountName: row.accountName,
  brand: row.brand,
  last4: row.last4,
  cardMasked: maskCardNumber(row.last4),
  createdAt: row.createdAt.toISOString(),
});
