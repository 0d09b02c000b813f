// Money views as the screens' tests render them (the trade app's history, the back office's review queue).
import type { WithdrawalView } from '@platform/contracts';

/** A USD 300.00 withdrawal to the E2E holder's bank card, with its USD 1.00 fee; `over` says its id, state and times. */
export const bankWithdrawal = (
  over: Pick<WithdrawalView, 'id' | 'status' | 'entryId' | 'createdAt' | 'reviewedAt'> & Partial<WithdrawalView>,
): WithdrawalView => ({
  method: 'bank',
  currency: 'USD',
  network: null,
  address: null,
  card: { bankName: 'E2E Savings Bank', accountName: 'E2E Holder', cardMasked: '**** **** **** 1111' },
  amount: '300.00',
  fee: '1.00',
  total: '301.00',
  reason: null,
  ...over,
});
