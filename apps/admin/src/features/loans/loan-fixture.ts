// A loan as the back office's queue and page give it, for the feature's tests.
import type { AdminLoanDetail, AdminLoanView } from '@platform/contracts';

/** A loan waiting for review: nothing repaid, nothing decided, nothing due. */
export const LOAN: AdminLoanView = {
  id: 7,
  productId: 1,
  productName: 'Everyday loan',
  status: 'pending',
  currency: 'USD',
  amount: '1200.00',
  termMonths: 12,
  apr: '12.5',
  aprWithFees: '14.41',
  originationFee: '12.00',
  overdueFeeKind: 'daily_percent',
  overdueFee: '0.05',
  principalOutstanding: '0.00',
  principalPaid: '0.00',
  interestPaid: '0.00',
  overdueFeesPaid: '0.00',
  instalmentsPaid: 0,
  appliedAt: '2026-11-20T09:00:00.000Z',
  nextDueDate: null,
  nextDueAmount: null,
  rejectReason: null,
  decidedAt: null,
  disbursedAt: null,
  closedAt: null,
  userId: 100_042,
  email: 'lucy@example.com',
  username: 'lucy',
  kycApproved: true,
  otherLoansOutstanding: '0.00',
  decidedBy: null,
};

/** The loan with its schedule's first two instalments, in `state`. */
export const detailOf = (loan: AdminLoanView, state: 'upcoming' | 'paid' = 'upcoming'): AdminLoanDetail => ({
  loan,
  instalments: ['2026-12-20', '2027-01-20'].map((dueDate, index) => ({
    number: index + 1,
    dueDate,
    principal: '95.00',
    interest: '12.50',
    amount: '107.50',
    balanceAfter: (1200 - 95 * (index + 1)).toFixed(2),
    state: index === 0 ? state : 'upcoming',
    daysOverdue: 0,
    overdueFee: '0.00',
    amountDue: '107.50',
    paidAt: index === 0 && state === 'paid' ? '2026-12-20T00:00:00.000Z' : null,
  })),
});
