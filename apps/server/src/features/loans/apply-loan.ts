// POST /api/loans/applications: a KYC-verified user applies for an amount and a term the product offers; the
// product's terms are copied onto the application, which waits for review. Nothing moves until it is approved. One
// application per product waits at a time, and all of a borrower's stay within the exposure limit (loan-exposure.ts).
import type { loanApplyBody, z } from '@platform/contracts';
import { type Db, loans } from '@platform/db';
import { requireVerifiedIdentity } from '../../core/identity/kyc-gate.ts';
import { lockBorrower, requireRoomToApply } from './loan-exposure.ts';
import { requireLendable } from './loan-quote.ts';
import { loanAprWithFeesOf, originationFeeOf, utcDate } from './loan-schedule.ts';
import { productById } from './loans-repo.ts';

export async function applyForLoan(tx: Db, userId: number, input: z.output<typeof loanApplyBody>, now: Date) {
  await requireVerifiedIdentity(tx, userId);
  const product = await productById(tx, input.productId, 'productId');
  requireLendable(product, input);
  await lockBorrower(tx, userId);
  await requireRoomToApply(tx, userId, product.id, input.amount);
  const terms = { amount: input.amount, apr: product.apr, termMonths: input.termMonths };
  const originationFee = originationFeeOf(input.amount, product.originationFeePercent).toFixed(2);
  const [loan] = await tx
    .insert(loans)
    .values({
      productId: product.id,
      userId,
      status: 'pending',
      productName: product.name,
      amount: input.amount,
      termMonths: input.termMonths,
      apr: product.apr,
      originationFee,
      aprWithFees: loanAprWithFeesOf(terms, originationFee, utcDate(now)),
      overdueFeeKind: product.overdueFeeKind,
      overdueFee: product.overdueFee,
      appliedAt: now,
    })
    .returning();
  return loan!;
}
