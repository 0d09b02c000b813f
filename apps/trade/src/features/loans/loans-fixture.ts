// Views the loan screens' tests render: a product, the server's quote for 1,000 USD over 3 months at 12% APR (1% a
// month: 340.02 a month, the last 340.03 taking the rounding), and the loan in each of its states.
import type {
  LoanDetail,
  LoanEarlyRepaymentQuote,
  LoanInstalmentView,
  LoanNextPayment,
  LoanProductView,
  LoanQuoteView,
  LoanView,
} from '@platform/contracts';

export const product: LoanProductView = {
  id: 4,
  name: 'Everyday loan',
  description: 'A small unsecured loan repaid monthly.',
  currency: 'USD',
  minAmount: '100.00',
  maxAmount: '20000.00',
  termMonths: [3, 6, 12],
  apr: '12.00',
  originationFeePercent: '1.00',
  overdueFeeKind: 'daily_percent',
  overdueFee: '0.0500',
  collateral: 'none',
  active: true,
};

const lines = [
  {
    number: 1,
    dueDate: '2026-12-27',
    principal: '330.02',
    interest: '10.00',
    amount: '340.02',
    balanceAfter: '669.98',
  },
  { number: 2, dueDate: '2027-01-27', principal: '333.32', interest: '6.70', amount: '340.02', balanceAfter: '336.66' },
  { number: 3, dueDate: '2027-02-27', principal: '336.66', interest: '3.37', amount: '340.03', balanceAfter: '0.00' },
];

export const quote: LoanQuoteView = {
  productId: 4,
  amount: '1000.00',
  termMonths: 3,
  apr: '12.00',
  monthlyRate: '1.0000',
  aprWithFees: '18.13',
  instalmentAmount: '340.02',
  instalments: lines,
  totalInterest: '20.07',
  originationFee: '10.00',
  netDisbursed: '990.00',
  totalRepayable: '1020.07',
  totalCost: '30.07',
  overdueFee: { kind: 'daily_percent', fee: '0.0500', exampleOneDay: '0.17' },
  firstDueDate: '2026-12-27',
  lastDueDate: '2027-02-27',
};

export const pending: LoanView = {
  id: 31,
  productId: 4,
  productName: 'Everyday loan',
  status: 'pending',
  currency: 'USD',
  amount: '1000.00',
  termMonths: 3,
  apr: '12.00',
  aprWithFees: '18.13',
  originationFee: '10.00',
  overdueFeeKind: 'daily_percent',
  overdueFee: '0.0500',
  principalOutstanding: '1000.00',
  principalPaid: '0.00',
  interestPaid: '0.00',
  overdueFeesPaid: '0.00',
  instalmentsPaid: 0,
  nextDueDate: null,
  nextDueAmount: null,
  rejectReason: null,
  appliedAt: '2026-11-27T04:00:00Z',
  decidedAt: null,
  disbursedAt: null,
  closedAt: null,
};

export const rejected: LoanView = {
  ...pending,
  status: 'rejected',
  rejectReason: 'Income could not be confirmed',
  decidedAt: '2026-11-27T05:00:00Z',
};

/** Paid out; the first instalment paid, the second overdue by 3 days (3 × 0.05% × 340.02 = 0.51). */
export const overdue: LoanView = {
  ...pending,
  status: 'overdue',
  principalOutstanding: '669.98',
  principalPaid: '330.02',
  interestPaid: '10.00',
  instalmentsPaid: 1,
  nextDueDate: '2027-01-27',
  nextDueAmount: '340.53',
  decidedAt: '2026-11-27T05:00:00Z',
  disbursedAt: '2026-11-27T05:00:00Z',
};

const state = (line: (typeof lines)[number], extra: Partial<LoanInstalmentView>): LoanInstalmentView => ({
  ...line,
  state: 'upcoming',
  daysOverdue: 0,
  overdueFee: '0.00',
  amountDue: line.amount,
  paidAt: null,
  ...extra,
});

export const overdueDetail: LoanDetail = {
  loan: overdue,
  instalments: [
    state(lines[0]!, { state: 'paid', paidAt: '2026-12-27T00:05:00Z' }),
    state(lines[1]!, { state: 'overdue', daysOverdue: 3, overdueFee: '0.51', amountDue: '340.53' }),
    state(lines[2]!, {}),
  ],
  earlyRepayment: {
    loanId: 31,
    asOf: '2027-01-30T10:00:00Z',
    overdueAmount: '340.53',
    overdueFees: '0.51',
    principalOutstanding: '336.66',
    periodStart: '2027-01-27',
    daysElapsed: 3,
    // The period's 3.37 × 3 ÷ 31 days.
    periodDays: 31,
    scheduledInterest: '3.37',
    accruedInterest: '0.33',
    total: '677.52',
    scheduledRemaining: '680.56',
    interestSaved: '3.04',
    available: '5000.00',
  },
  nextPayment: {
    number: 2,
    dueDate: '2027-01-27',
    early: false,
    principal: '333.32',
    scheduledInterest: '6.70',
    interest: '6.70',
    interestSaved: '0.00',
    overdueFee: '0.51',
    total: '340.53',
    principalOwed: '669.98',
    periodStart: '2026-12-27',
    periodDays: 31,
    daysLeft: 0,
  },
};

/** Instalment 1 paid on the payout day: 10.00 × (1 − 330.02 ÷ 1,000 × 30 ÷ 30) = 6.70 interest, 3.30 saved. */
export const aheadPayment: LoanNextPayment = {
  number: 1,
  dueDate: '2026-12-27',
  early: true,
  principal: '330.02',
  scheduledInterest: '10.00',
  interest: '6.70',
  interestSaved: '3.30',
  overdueFee: '0.00',
  total: '336.72',
  principalOwed: '1000.00',
  periodStart: '2026-11-27',
  periodDays: 30,
  daysLeft: 30,
};

export const earlyQuote: LoanEarlyRepaymentQuote = overdueDetail.earlyRepayment!;

export const closed: LoanView = {
  ...overdue,
  status: 'closed',
  principalOutstanding: '0.00',
  principalPaid: '1000.00',
  interestPaid: '17.03',
  overdueFeesPaid: '0.51',
  instalmentsPaid: 3,
  nextDueDate: null,
  nextDueAmount: null,
  closedAt: '2027-01-30T10:01:00Z',
};
