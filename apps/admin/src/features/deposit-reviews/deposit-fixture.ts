// Deposits as the back office's queue and page give them, for the feature's tests.
import type { AdminDepositView } from '@platform/contracts';

export const RECEIPT = '/file/0f8e7a2c-4b1d-4c3e-9a5f-6d7e8f901234.png';

/** A bank transfer waiting for review, with its receipt and the verifier's finding. */
export const PENDING: AdminDepositView = {
  id: 41,
  method: 'bank',
  currency: 'USD',
  network: null,
  amount: '1250.50',
  status: 'pending',
  reason: null,
  reviewedBy: null,
  address: null,
  txHash: null,
  confirmations: null,
  requiredConfirmations: null,
  receiptPath: RECEIPT,
  reviewDeadline: '2026-11-28T13:00:00.000Z',
  entryId: null,
  createdAt: '2026-11-28T12:00:00.000Z',
  completedAt: null,
  user: { userId: 100_042, email: 'lucy@example.com', username: 'lucy' },
  reviewerId: null,
  verifierNote: 'receipt is a PNG image uploaded by the user',
};

/** A digital-currency deposit on its way: the chain credits it, no operator reviews it. */
export const ON_CHAIN: AdminDepositView = {
  ...PENDING,
  id: 42,
  method: 'chain',
  currency: 'USDT',
  network: 'TRC20',
  amount: '300.000000',
  receiptPath: null,
  reviewDeadline: null,
  verifierNote: null,
  address: 'TXYZ1234567890',
  txHash: '0xabc123',
  confirmations: 1,
  requiredConfirmations: 3,
  user: { userId: 100_043, email: 'ming@example.com', username: null },
};

/** Another bank transfer waiting, of another user. */
export const bankDeposit = (id: number, email: string, amount = '100.00'): AdminDepositView => ({
  ...PENDING,
  id,
  amount,
  user: { userId: 100_000 + id, email, username: null },
});
