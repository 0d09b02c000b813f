// GET /api/loans/products/:id/quote: the full schedule for an amount and a term before applying, dates from today.
// The same checks refuse an application: an inactive product, an amount out of its range, a term it does not offer.

import type { LoanQuoteView } from '@platform/contracts';
import type { LoanProductRow } from '@platform/db';
import { Big } from '../../core/ledger/amounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { aprWithFeesOf, overdueFeeOf, quoteFiguresOf, utcDate } from './loan-schedule.ts';

const money = (value: Big) => value.toFixed(2);

export interface LoanRequest {
  amount: string;
  termMonths: number;
}

/** Refuses, on the field, what the product does not lend. */
export function requireLendable(product: LoanProductRow, request: LoanRequest) {
  if (!product.active) throw AppError.badRequest('loanProductInactive', 'productId');
  const amount = new Big(request.amount);
  if (amount.lt(product.minAmount) || amount.gt(product.maxAmount))
    throw AppError.badRequest('loanAmountRange', 'amount');
  if (!product.termMonths.includes(request.termMonths)) throw AppError.badRequest('loanTermUnknown', 'termMonths');
}

export function quoteOf(product: LoanProductRow, request: LoanRequest, now = new Date()): LoanQuoteView {
  requireLendable(product, request);
  const terms = { amount: request.amount, apr: product.apr, termMonths: request.termMonths };
  const figures = quoteFiguresOf(terms, product.originationFeePercent, utcDate(now));
  const first = figures.lines[0]!;
  return {
    productId: product.id,
    amount: money(new Big(request.amount)),
    termMonths: request.termMonths,
    apr: new Big(product.apr).toString(),
    monthlyRate: new Big(product.apr).div(12).round(4, Big.roundHalfUp).toString(),
    aprWithFees: aprWithFeesOf(
      terms,
      figures.lines.map((l) => l.amount),
      figures.originationFee,
    ).toFixed(2),
    instalmentAmount: money(figures.instalmentAmount),
    instalments: figures.lines.map((l) => ({
      number: l.number,
      dueDate: l.dueDate,
      principal: money(l.principal),
      interest: money(l.interest),
      amount: money(l.amount),
      balanceAfter: money(l.balanceAfter),
    })),
    totalInterest: money(figures.totalInterest),
    originationFee: money(figures.originationFee),
    netDisbursed: money(figures.netDisbursed),
    totalRepayable: money(figures.totalRepayable),
    totalCost: money(figures.totalCost),
    overdueFee: {
      kind: product.overdueFeeKind,
      fee: new Big(product.overdueFee).toString(),
      exampleOneDay: money(overdueFeeOf(product, first.amount, 1, true)),
    },
    firstDueDate: first.dueDate,
    lastDueDate: figures.lines.at(-1)!.dueDate,
  };
}
