// A loan's money, exactly (big.js), as disclosed before applying: equal monthly instalments (an annuity) at apr / 12,
// each period's interest on the balance still owed rounded half-up to cents, the last instalment taking whatever
// principal is left (so the principal repaid sums to the amount exactly); dates monthly from the disbursement, the
// day clamped to the month's end. Pure: no database, no clock.
import { Big, ZERO } from '../../core/ledger/amounts.ts';

const cents = (value: Big) => value.round(2, Big.roundHalfUp);
/** Decimal places of the annuity factor (big.js divides to 20 places too; the payment is rounded to cents after). */
const WORKING_DP = 20;

export interface ScheduleLine {
  number: number;
  dueDate: string;
  principal: Big;
  interest: Big;
  amount: Big;
  balanceAfter: Big;
}

export interface LoanTerms {
  amount: string;
  /** Nominal annual rate, percent. */
  apr: string;
  termMonths: number;
}

/** The calendar date (UTC) of `time`, YYYY-MM-DD. */
export const utcDate = (time: Date) => time.toISOString().slice(0, 10);

/** `date` plus `months` calendar months, the day clamped to the last of the month (31 January + 1 = 28/29 February). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** `date` plus `days` days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (dates), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** One month's interest on `balance`: balance × apr / 1200, half-up to cents (one division, so exact). */
export const monthlyInterestOf = (balance: Big, apr: string) => cents(balance.times(apr).div(1200));

/** The annuity payment P·r / (1 − (1 + r)^−n), half-up to cents; P / n when the rate is zero. */
export function instalmentAmountOf(terms: LoanTerms): Big {
  const principal = new Big(terms.amount);
  const n = terms.termMonths;
  if (new Big(terms.apr).eq(0)) return cents(principal.div(n));
  const r = new Big(terms.apr).div(1200);
  let growth = new Big(1);
  for (let i = 0; i < n; i++) growth = growth.times(r.plus(1)).round(WORKING_DP, Big.roundHalfUp);
  const payment = principal.times(r).times(growth).div(growth.minus(1));
  return cents(payment);
}

/** The full schedule from `startDate` (the disbursement's date). */
export function scheduleOf(terms: LoanTerms, startDate: string): ScheduleLine[] {
  const payment = instalmentAmountOf(terms);
  const lines: ScheduleLine[] = [];
  let balance = new Big(terms.amount);
  for (let number = 1; number <= terms.termMonths; number++) {
    const interest = monthlyInterestOf(balance, terms.apr);
    const last = number === terms.termMonths;
    const principal = last ? balance : payment.minus(interest).gt(balance) ? balance : payment.minus(interest);
    balance = balance.minus(principal);
    lines.push({
      number,
      dueDate: addMonths(startDate, number),
      principal,
      interest,
      amount: principal.plus(interest),
      balanceAfter: balance,
    });
  }
  return lines;
}

export interface PaymentInterestTerms {
  /** The period's scheduled interest: the principal owed at its start × apr / 1200, in cents. */
  scheduledInterest: Big;
  /** The principal owed during the period (what the scheduled interest is worked on). */
  principalOwed: Big;
  /** The principal this payment repays: an instalment's principal, or all of it for an early repayment. */
  principalRepaid: Big;
  /** Whole days from the period's start (the previous due date, or the payout) to the payment. */
  daysElapsed: number;
  /** Whole days from the period's start to its due date. */
  periodDays: number;
}

/**
 * The interest a payment made within a period charges: the one rule for paying the next instalment and for repaying
 * everything early. Interest accrues day by day, evenly over the period's days, on the principal owed each day; a
 * payment stops it only on the principal it repays, for the days left until the due date. So the payment charges the
 * scheduled interest less the share of it that falls on the principal repaid for those days:
 *
 *   interest = scheduled × (1 − principalRepaid ÷ principalOwed × daysLeft ÷ periodDays), half-up to cents.
 *
 * On or after the due date (no days left) it is the scheduled interest. Repaying everything (principalRepaid =
 * principalOwed) charges scheduled × daysElapsed ÷ periodDays: nothing on the payout day. Paying the next instalment on
 * the payout day charges the period's interest on the principal that stays owed (1,200 at 1 % a month, instalment
 * principal 94.62: 12.00 × (1 − 94.62 ÷ 1,200) = 11.05, the month's interest on 1,105.38). Pure, exact decimals.
 */
export function paymentInterestOf(terms: PaymentInterestTerms): Big {
  const { scheduledInterest, principalOwed, principalRepaid, periodDays } = terms;
  const daysElapsed = Math.min(Math.max(0, terms.daysElapsed), periodDays);
  const daysLeft = periodDays - daysElapsed;
  if (daysLeft <= 0 || principalOwed.lte(0) || periodDays <= 0) return scheduledInterest;
  const repaid = principalRepaid.gt(principalOwed) ? principalOwed : principalRepaid;
  const saved = scheduledInterest.times(repaid).times(daysLeft).div(principalOwed.times(periodDays));
  return cents(scheduledInterest.minus(saved));
}

/** The origination fee: amount × percent / 100, half-up to cents. */
export const originationFeeOf = (amount: string, percent: string) => cents(new Big(amount).times(percent).div(100));

export interface OverdueFeeTerms {
  overdueFeeKind: 'daily_percent' | 'flat';
  overdueFee: string;
}

/**
 * The overdue fee on an instalment of `amount` overdue `days` whole days: daily, amount × percent / 100 × days
 * (half-up to cents); flat, the fee once it is overdue at all.
 */
export function overdueFeeOf(terms: OverdueFeeTerms, amount: Big, days: number, overdue: boolean): Big {
  if (!overdue) return ZERO;
  if (terms.overdueFeeKind === 'flat') return new Big(terms.overdueFee);
  return cents(amount.times(terms.overdueFee).times(Math.max(0, days)).div(100));
}

export interface QuoteFigures {
  instalmentAmount: Big;
  lines: ScheduleLine[];
  totalInterest: Big;
  originationFee: Big;
  netDisbursed: Big;
  totalRepayable: Big;
  totalCost: Big;
}

/** Everything the quote shows, from the terms, the fee percent and the start date. */
export function quoteFiguresOf(terms: LoanTerms, originationFeePercent: string, startDate: string): QuoteFigures {
  const lines = scheduleOf(terms, startDate);
  const totalInterest = lines.reduce((sum, l) => sum.plus(l.interest), ZERO);
  const originationFee = originationFeeOf(terms.amount, originationFeePercent);
  const amount = new Big(terms.amount);
  return {
    instalmentAmount: instalmentAmountOf(terms),
    lines,
    totalInterest,
    originationFee,
    netDisbursed: amount.minus(originationFee),
    totalRepayable: amount.plus(totalInterest),
    totalCost: totalInterest.plus(originationFee),
  };
}

/** Decimal places the APR solver discounts at; the monthly rate is solved to within 1e-10. */
const SOLVER_DP = 30;
const SOLVER_TOLERANCE = new Big('1e-10');

/** The present value at monthly rate `rate` (a fraction) of `payments` due one, two, … months from now. */
function presentValueOf(payments: Big[], rate: Big): Big {
  const discount = new Big(1).div(rate.plus(1)).round(SOLVER_DP, Big.roundHalfUp);
  let factor = new Big(1);
  let total = ZERO;
  for (const payment of payments) {
    factor = factor.times(discount).round(SOLVER_DP, Big.roundHalfUp);
    total = total.plus(payment.times(factor));
  }
  return total;
}

/**
 * The annual percentage rate including fees, percent to two places (half-up), as consumer-credit rules define it: the
 * monthly rate i at which the present value of the scheduled instalments (`payments`, due monthly from the payout) equals what the borrower actually receives (the amount less
 * the origination fee), annualised as 12 × i. Solved by bisection on [0, 1] to within 1e-10 (the present value falls
 * as the rate rises; at 0 it is the instalments' sum, never less than what was received). Without a fee it is the
 * nominal APR the schedule is worked at; with one it is never below it (the cents rounding of each month's interest
 * can move the solved rate by a hundredth either way when the fee is a few cents, so the nominal rate is the floor).
 */
export function aprWithFeesOf(terms: Pick<LoanTerms, 'amount' | 'apr'>, payments: Big[], originationFee: Big): Big {
  const nominal = new Big(terms.apr);
  if (originationFee.lte(0)) return nominal.round(2, Big.roundHalfUp);
  const received = new Big(terms.amount).minus(originationFee);
  let low = ZERO;
  let high = new Big(1);
  while (presentValueOf(payments, high).gt(received)) high = high.times(2);
  while (high.minus(low).gt(SOLVER_TOLERANCE)) {
    const middle = low.plus(high).div(2);
    if (presentValueOf(payments, middle).gt(received)) low = middle;
    else high = middle;
  }
  const solved = low.plus(high).div(2).times(1200).round(2, Big.roundHalfUp);
  return solved.gt(nominal) ? solved : nominal.round(2, Big.roundHalfUp);
}

/**
 * A loan's APR with fees, percent to two places, as recorded when applying: on the instalments its schedule gives
 * (each line's principal and interest in cents, as the instalment rows hold them), which the terms alone decide.
 */
export function loanAprWithFeesOf(terms: LoanTerms, originationFee: string, startDate: string): string {
  const payments = scheduleOf(terms, startDate).map((l) => new Big(l.principal.toFixed(2)).plus(l.interest.toFixed(2)));
  return aprWithFeesOf(terms, payments, new Big(originationFee)).toFixed(2);
}
