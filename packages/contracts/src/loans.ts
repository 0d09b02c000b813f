// Loans (issue 18 §3). Operators define products (amount range, terms, APR, an origination fee, the overdue fee);
// before applying a user sees the server's full quote: every instalment's principal, interest and date, the total
// interest, the fees, the total cost and the APR. An application is reviewed (KYC required), approved loans are paid
// into the funding account, instalments are collected on their dates (or repaid by the user, or all at once early with
// interest only for the days elapsed) and an instalment left unpaid goes overdue with the disclosed fee. Every step is a
// ledger entry. The schedule maths lives on the server; the apps show its quotes.

import { listSort, reasonSchema } from './admin.ts';
import { isoDateText } from './market.ts';
import { LOAN_MESSAGES as L } from './messages-loans.ts';
import { idParam } from './money-api.ts';
import { numberInput } from './number-input.ts';
import { z } from './zod.ts';

export const LOAN_LIMITS = {
  /** Smallest and largest amount any product may lend, USD (100 at least, so every instalment repays some principal). */
  minAmount: '100',
  maxAmount: '1000000',
  maxTermMonths: 60,
  maxTerms: 12,
  /** Nominal annual rate, percent. */
  maxApr: '36',
  /** Origination fee, percent of the amount, charged at the disbursement. */
  maxOriginationFeePercent: '5',
  /** Overdue fee: percent of the overdue instalment per day overdue, or a flat amount per overdue instalment. */
  maxOverdueDailyPercent: '0.5',
  maxOverdueFlat: '100',
  /** Sandbox: how far one move may bring a loan's dates forward. */
  maxSandboxDays: 400,
  /**
   * The exposure limit until an operator sets one: the principal one user may owe and have applied for across all
   * their loans together, USD. Operators may set it from minAmount to maxExposurePerUser.
   */
  defaultMaxExposurePerUser: '50000',
  maxExposurePerUser: '100000000',
} as const;

/**
 * How the overdue fee is worked out, as the product discloses it: `daily_percent` charges `overdueFee` percent of the
 * instalment for each whole day it stays unpaid past its date; `flat` charges `overdueFee` once per overdue instalment.
 * The fee is charged (`loan_overdue_fee`) when the overdue instalment is paid.
 */
export const LOAN_OVERDUE_FEE_KINDS = ['daily_percent', 'flat'] as const;
export type LoanOverdueFeeKind = (typeof LOAN_OVERDUE_FEE_KINDS)[number];

/**
 * A loan's state: an application waiting for review, rejected (with the reviewer's reason), active (paid out and being
 * repaid), overdue (active with an instalment unpaid past its date), closed (repaid in full).
 */
export const LOAN_STATUSES = ['pending', 'rejected', 'active', 'overdue', 'closed'] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/**
 * An instalment's state: upcoming (its date has not come), due (its date is today: collected from the funding account
 * today), overdue (unpaid past its date, the fee accruing), paid, or settled early (its principal repaid by an early
 * repayment, its future interest never charged).
 */
export const LOAN_INSTALMENT_STATES = ['upcoming', 'due', 'overdue', 'paid', 'settled_early'] as const;
export type LoanInstalmentState = (typeof LOAN_INSTALMENT_STATES)[number];

const time = z.string();
const decimal = z.string();

/** A product as users see it. Amounts in USD; rates in percent. */
export const loanProductView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  currency: z.literal('USD'),
  minAmount: decimal,
  maxAmount: decimal,
  /** Terms offered, in months, ascending. */
  termMonths: z.array(z.number().int()),
  /** Nominal annual rate, percent; instalments are worked out at apr / 12 a month. */
  apr: decimal,
  /** Percent of the amount, charged when the loan is paid out (0 for none). */
  originationFeePercent: decimal,
  overdueFeeKind: z.enum(LOAN_OVERDUE_FEE_KINDS),
  /** Percent a day of the overdue instalment (`daily_percent`) or USD per overdue instalment (`flat`). */
  overdueFee: decimal,
  /** Unsecured: no collateral is taken (stated so it is shown). */
  collateral: z.literal('none'),
  active: z.boolean(),
});
export type LoanProductView = z.infer<typeof loanProductView>;

/** One line of a schedule: what falls due on its date. amount = principal + interest. */
export const loanScheduleLine = z.object({
  number: z.number().int(),
  dueDate: isoDateText,
  principal: decimal,
  interest: decimal,
  amount: decimal,
  /** Principal still owed once this instalment is paid. */
  balanceAfter: decimal,
});
export type LoanScheduleLine = z.infer<typeof loanScheduleLine>;

/** The overdue fee as disclosed, and what it comes to on one day late of the first instalment (a worked example). */
export const loanOverdueFeeTerms = z.object({
  kind: z.enum(LOAN_OVERDUE_FEE_KINDS),
  fee: decimal,
  /** The fee on the first instalment after one day overdue (daily) or the flat fee. */
  exampleOneDay: decimal,
});

/**
 * GET /api/loans/products/:id/quote: the full schedule before applying. Dates are counted from today; an approved
 * loan's dates are counted from its disbursement.
 */
export const loanQuoteView = z.object({
  productId: z.number().int(),
  amount: decimal,
  termMonths: z.number().int(),
  apr: decimal,
  /** apr / 12, percent. */
  monthlyRate: decimal,
  /**
   * The annual percentage rate including fees, percent to two places: 12 × the monthly rate at which the instalments'
   * present value equals netDisbursed (what the borrower receives). Equal to apr when there is no origination fee.
   */
  aprWithFees: decimal,
  /** The annuity payment; the last instalment differs by the rounding it absorbs. */
  instalmentAmount: decimal,
  instalments: z.array(loanScheduleLine),
  totalInterest: decimal,
  originationFee: decimal,
  /** What reaches the funding account net of the origination fee: amount − originationFee. */
  netDisbursed: decimal,
  /** amount + totalInterest: the sum of the instalments. */
  totalRepayable: decimal,
  /** totalInterest + originationFee: what the loan costs if every instalment is paid on time. */
  totalCost: decimal,
  overdueFee: loanOverdueFeeTerms,
  firstDueDate: isoDateText,
  lastDueDate: isoDateText,
});
export type LoanQuoteView = z.infer<typeof loanQuoteView>;

const amountInput = z
  .string({ error: L.loanAmountRange.en })
  .regex(/^(0|[1-9]\d{0,8})(\.\d{1,2})?$/, { message: L.loanAmountRange.en });

/** The quote's query and the application's body: the amount (checked against the product's range) and a term. */
export const loanQuoteQuery = z.object({
  amount: amountInput,
  termMonths: numberInput(
    z
      .number({ error: L.loanTermUnknown.en })
      .int({ message: L.loanTermUnknown.en })
      .min(1, { message: L.loanTermUnknown.en })
      .max(LOAN_LIMITS.maxTermMonths, { message: L.loanTermUnknown.en }),
  ),
});
export type LoanQuoteQuery = z.input<typeof loanQuoteQuery>;

/** POST /api/loans/applications (Idempotency-Key). */
export const loanApplyBody = loanQuoteQuery.extend({ productId: idParam });
export type LoanApplyBody = z.input<typeof loanApplyBody>;

/** A loan (or the application it starts as) as its owner sees it. */
export const loanView = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  status: z.enum(LOAN_STATUSES),
  currency: z.literal('USD'),
  amount: decimal,
  termMonths: z.number().int(),
  apr: decimal,
  /** The APR including the origination fee, percent to two places, on the loan's scheduled instalments (see the quote). */
  aprWithFees: decimal,
  originationFee: decimal,
  overdueFeeKind: z.enum(LOAN_OVERDUE_FEE_KINDS),
  overdueFee: decimal,
  /** Principal not yet repaid. */
  principalOutstanding: decimal,
  /** Repaid so far: principal, interest and overdue fees. */
  principalPaid: decimal,
  interestPaid: decimal,
  overdueFeesPaid: decimal,
  instalmentsPaid: z.number().int(),
  /** The next unpaid instalment's date and amount (overdue fee accrued to now included), null once closed. */
  nextDueDate: isoDateText.nullable(),
  nextDueAmount: decimal.nullable(),
  /** The reviewer's reason, shown to the user when rejected. */
  rejectReason: z.string().nullable(),
  appliedAt: time,
  decidedAt: time.nullable(),
  disbursedAt: time.nullable(),
  closedAt: time.nullable(),
});
export type LoanView = z.infer<typeof loanView>;

/** An instalment of an approved loan, with its state and what was paid. */
export const loanInstalmentView = loanScheduleLine.extend({
  state: z.enum(LOAN_INSTALMENT_STATES),
  /** Whole days past its date while unpaid (or when it was paid); 0 when never late. */
  daysOverdue: z.number().int(),
  /** The overdue fee: accrued to now while overdue, as charged once paid. */
  overdueFee: decimal,
  /** amount + overdueFee while unpaid; what was paid once paid (for an early settlement, the principal). */
  amountDue: decimal,
  paidAt: time.nullable(),
});
export type LoanInstalmentView = z.infer<typeof loanInstalmentView>;

/**
 * Repaying everything today: the overdue instalments with their fees, the principal still owed, and interest on it only
 * for the whole days elapsed in the current period (since the previous instalment's date, or the payout): the period's
 * scheduled interest × daysElapsed / periodDays, half-up to cents. It is the rule every payment follows (see
 * loanNextPayment): interest accrues day by day over the period and stops, for the days left, on the principal repaid.
 */
export const loanEarlyRepaymentQuote = z.object({
  loanId: z.number().int(),
  asOf: time,
  /** Instalments past their date (amount + overdue fee) that the early repayment pays first. */
  overdueAmount: decimal,
  overdueFees: decimal,
  principalOutstanding: decimal,
  periodStart: isoDateText,
  daysElapsed: z.number().int(),
  /** The current period's length in days and its scheduled interest (0 and 0.00 when nothing is still to come). */
  periodDays: z.number().int(),
  scheduledInterest: decimal,
  accruedInterest: decimal,
  /** overdueAmount + principalOutstanding + accruedInterest: what repay-early takes from the funding account. */
  total: decimal,
  /** What paying every remaining instalment on schedule would cost from here, for comparison. */
  scheduledRemaining: decimal,
  /** scheduledRemaining − total: interest not charged by repaying today. */
  interestSaved: decimal,
  /** The funding account's available USD now. */
  available: decimal,
});
export type LoanEarlyRepaymentQuote = z.infer<typeof loanEarlyRepaymentQuote>;

/**
 * Paying the earliest unpaid instalment today (repay-next), by the one rule for every payment: interest accrues day by
 * day, evenly over each period, on the principal owed, and a payment stops it only on the principal it repays, for the
 * days left until the due date. On or after its due date the instalment pays its scheduled principal and interest and
 * any overdue fee; before it (`early`), its principal and interest = scheduledInterest × (1 − principal ÷
 * principalOwed × daysLeft ÷ periodDays), half-up to cents. Repaying everything early is the same rule with the whole
 * principal owed repaid (scheduledInterest × daysElapsed ÷ periodDays).
 */
export const loanNextPayment = z.object({
  number: z.number().int(),
  dueDate: isoDateText,
  early: z.boolean(),
  principal: decimal,
  scheduledInterest: decimal,
  interest: decimal,
  /** scheduledInterest − interest: what paying before the due date saves. */
  interestSaved: decimal,
  overdueFee: decimal,
  /** principal + interest + overdueFee: what repay-next takes from the funding account today. */
  total: decimal,
  /** The principal owed in the instalment's period, which its scheduled interest is worked on. */
  principalOwed: decimal,
  periodStart: isoDateText,
  periodDays: z.number().int(),
  daysLeft: z.number().int(),
});
export type LoanNextPayment = z.infer<typeof loanNextPayment>;

/** GET /api/loans/mine/:id: the loan, its schedule with states, and (while active) today's payments' quotes. */
export const loanDetail = z.object({
  loan: loanView,
  /** The schedule: the recorded one once paid out; for an application, the quote as applied for. */
  instalments: z.array(loanInstalmentView),
  earlyRepayment: loanEarlyRepaymentQuote.nullable(),
  /** What repay-next takes today and why; null unless the loan is being repaid. */
  nextPayment: loanNextPayment.nullable(),
});
export type LoanDetail = z.infer<typeof loanDetail>;

export const loansQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const loanParams = z.object({ id: idParam });

/** POST /api/loans/mine/:id/repay-early (Idempotency-Key): the total the user was shown; refused if it has changed. */
export const loanRepayEarlyBody = z.object({
  total: z.string().regex(/^\d+(\.\d{1,2})?$/),
});
export type LoanRepayEarlyBody = z.input<typeof loanRepayEarlyBody>;

/* ---------- the back office ---------- */

const moneyInput = (max: string) =>
  z
    .string({ error: L.loanFeeRange.en })
    .regex(/^\d{1,9}(\.\d{1,2})?$/, { message: L.loanFeeRange.en })
    .refine((v) => Number(v) <= Number(max), { message: L.loanFeeRange.en });

const percentInput = (max: string, message: string, decimals = 2) =>
  z
    .string({ error: message })
    .regex(new RegExp(`^\\d{1,2}(\\.\\d{1,${decimals}})?$`), { message })
    .refine((v) => Number(v) <= Number(max), { message });

/** Create or change a product (changes apply to later applications only); the reason goes to the audit log. */
export const loanProductBody = z
  .object({
    name: z.string().trim().min(1).max(80),
    description: z.string().trim().max(1000).default(''),
    minAmount: moneyInput(LOAN_LIMITS.maxAmount),
    maxAmount: moneyInput(LOAN_LIMITS.maxAmount),
    termMonths: z
      .array(z.coerce.number().int().min(1).max(LOAN_LIMITS.maxTermMonths), { error: L.loanTermsInvalid.en })
      .min(1, { message: L.loanTermsInvalid.en })
      .max(LOAN_LIMITS.maxTerms, { message: L.loanTermsInvalid.en })
      .refine((t) => new Set(t).size === t.length, { message: L.loanTermsInvalid.en }),
    apr: percentInput(LOAN_LIMITS.maxApr, L.loanAprRange.en),
    originationFeePercent: percentInput(LOAN_LIMITS.maxOriginationFeePercent, L.loanFeeRange.en),
    overdueFeeKind: z.enum(LOAN_OVERDUE_FEE_KINDS),
    overdueFee: z.string().regex(/^\d{1,3}(\.\d{1,4})?$/, { message: L.loanFeeRange.en }),
    active: z.boolean().default(true),
    reason: reasonSchema,
  })
  .superRefine((v, ctx) => {
    if (Number(v.minAmount) < Number(LOAN_LIMITS.minAmount) || Number(v.minAmount) > Number(v.maxAmount))
      ctx.addIssue({ code: 'custom', path: ['minAmount'], message: L.loanProductRange.en });
    const cap = v.overdueFeeKind === 'flat' ? LOAN_LIMITS.maxOverdueFlat : LOAN_LIMITS.maxOverdueDailyPercent;
    // A flat fee is an amount in USD: whole cents.
    if (Number(v.overdueFee) > Number(cap) || (v.overdueFeeKind === 'flat' && !/^\d+(\.\d{1,2})?$/.test(v.overdueFee)))
      ctx.addIssue({ code: 'custom', path: ['overdueFee'], message: L.loanFeeRange.en });
  });
export type LoanProductBody = z.input<typeof loanProductBody>;

/** Deleting is for a product no one has applied for; one with applications is switched off instead. */
export const loanProductDeleteBody = z.object({ reason: reasonSchema });

export const loanProductActiveBody = z.object({ active: z.boolean(), reason: reasonSchema });
export type LoanProductActiveBody = z.input<typeof loanProductActiveBody>;

export const adminLoanProductView = loanProductView.extend({
  /** Loans of this product by state now. */
  pending: z.number().int(),
  loansOutstanding: z.number().int(),
  principalOutstanding: decimal,
  createdAt: time,
  updatedAt: time,
});
export type AdminLoanProductView = z.infer<typeof adminLoanProductView>;
/** The back office's products, sortable by name or APR. */
export const LOAN_PRODUCT_SORTS = ['name', 'apr'] as const;
export const adminLoanProductsQuery = z.object({ sort: listSort(LOAN_PRODUCT_SORTS) });

/** The review queue: pending applications oldest first, or every loan newest first. */
export const LOAN_REVIEW_VIEWS = ['pending', 'all'] as const;
/** The review queue's sortable columns. */
export const LOAN_APPLICATION_SORTS = ['amount', 'appliedAt'] as const;
export const adminLoansQuery = loansQuery.extend({
  view: z.enum(LOAN_REVIEW_VIEWS).default('pending'),
  sort: listSort(LOAN_APPLICATION_SORTS),
});
export type AdminLoansQuery = z.input<typeof adminLoansQuery>;

/** An application or loan as a reviewer sees it: the loan, its applicant and the applicant's standing. */
export const adminLoanView = loanView.extend({
  userId: z.number().int(),
  email: z.string(),
  username: z.string().nullable(),
  kycApproved: z.boolean(),
  /** The applicant's other loans not yet closed (principal still owed), to judge affordability. */
  otherLoansOutstanding: decimal,
  decidedBy: z.number().int().nullable(),
});
export type AdminLoanView = z.infer<typeof adminLoanView>;

export const adminLoanDetail = z.object({ loan: adminLoanView, instalments: z.array(loanInstalmentView) });
export type AdminLoanDetail = z.infer<typeof adminLoanDetail>;

/** Approving pays the loan out at once; the note goes to the audit log. */
export const loanApproveBody = z.object({ note: z.string().trim().max(500).optional() });
/** The reason is shown to the applicant. */
export const loanRejectBody = z.object({ reason: reasonSchema });

/** Sandbox only: bring a loan's dates `days` closer (as if that time had passed), then collect what fell due. */
export const loanSandboxAdvanceBody = z.object({
  days: z.coerce.number().int().min(1).max(LOAN_LIMITS.maxSandboxDays),
  reason: reasonSchema,
});
export type LoanSandboxAdvanceBody = z.input<typeof loanSandboxAdvanceBody>;

export const loanAdminOptionsView = z.object({ sandbox: z.boolean() });

/**
 * GET /api/loans/exposure: how much more the caller may borrow. One user's loans together (principal still owed on
 * active loans plus the amounts of applications waiting for review) may not exceed the limit operators set; and each
 * product takes one application waiting for review at a time.
 */
export const loanExposureView = z.object({
  currency: z.literal('USD'),
  limit: decimal,
  /** Principal still owed on the caller's active loans. */
  outstanding: decimal,
  /** The amounts of the caller's applications waiting for review. */
  pending: decimal,
  /** limit − outstanding − pending, never below 0: the most one more application may ask for. */
  headroom: decimal,
  /** Products the caller has an application waiting for review on. */
  pendingProductIds: z.array(z.number().int()),
});
export type LoanExposureView = z.infer<typeof loanExposureView>;

/** The loan book's settings as the back office edits them; updatedAt null while the default applies. */
export const loanSettingsView = z.object({ maxExposurePerUser: decimal, updatedAt: time.nullable() });
export type LoanSettingsView = z.infer<typeof loanSettingsView>;

/** POST /api/admin/loans/settings: the exposure limit per user, USD in whole cents, with the reason (audited). */
export const loanSettingsBody = z.object({
  maxExposurePerUser: z
    .string({ error: L.loanExposureRange.en })
    .regex(/^[1-9]\d{0,8}(\.\d{1,2})?$/, { message: L.loanExposureRange.en })
    .refine((v) => Number(v) >= Number(LOAN_LIMITS.minAmount) && Number(v) <= Number(LOAN_LIMITS.maxExposurePerUser), {
      message: L.loanExposureRange.en,
    }),
  reason: reasonSchema,
});
export type LoanSettingsBody = z.input<typeof loanSettingsBody>;
