// Withdrawals as the back office's queue and page give them, for the feature's tests.
import type { AdminWithdrawalView } from '@platform/contracts';

/** A USD 300.00 bank withdrawal waiting (1.00 fee, 301.00 frozen), to a card in the verified name. */
export const BANK: AdminWithdrawalView = {
  id: 41,
  method: 'bank',
  status: 'pending',
  currency: 'USD',
  network: null,
  address: null,
  card: { bankName: 'E2E Savings Bank', accountName: 'E2E Holder', cardMasked: '**** **** **** 1111' },
  amount: '300.00',
  fee: '1.00',
  total: '301.00',
  reason: null,
  entryId: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  reviewedAt: null,
  user: { userId: 100_042, email: 'lucy@example.com', username: 'lucy' },
  reviewerId: null,
  holder: { cardName: 'E2E Holder', verifiedName: 'E2E Holder', matches: true },
};

/** Another waiting withdrawal, of another user. */
export const withdrawalOf = (id: number, email: string): AdminWithdrawalView => ({
  ...BANK,
  id,
  user: { userId: 100_000 + id, email, username: null },
});
