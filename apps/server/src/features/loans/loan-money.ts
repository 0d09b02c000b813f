// A loan's ledger entries, each balanced and naming the loan (cause `loan`): the disbursement from the house's loan
// book to the funding account and the origination fee; each repayment from the funding account, its principal back
// to the loan book and its interest to fee income; the overdue fee to fee income.
import type { ActorKind } from '@platform/contracts';
import { and, type Db, eq, type LoanRow, loanInstalments } from '@platform/db';
import { houseAccountId, userAccountId } from '../../core/ledger/accounts.ts';
import { Big } from '../../core/ledger/amounts.ts';
import { type PostingInput, postEntry } from '../../core/ledger/post-entry.ts';
import { refusingShortfall } from '../../core/ledger/shortfall.ts';
import { AppError } from '../../lib/app-error.ts';

export interface Actor {
  kind: ActorKind;
  id: number | null;
}

const causeOf = (loan: LoanRow, actor: Actor) => ({
  causeType: 'loan' as const,
  causeId: loan.id,
  actorKind: actor.kind,
  actorId: actor.id,
});

/** Pays `amount` out of the loan book into the funding account, then takes the origination fee. */
export async function disburse(tx: Db, loan: LoanRow, actor: Actor) {
  const funding = await userAccountId(tx, loan.userId, 'funding', 'USD');
  const amount = new Big(loan.amount);
  await postEntry(tx, {
    ...causeOf(loan, actor),
    type: 'loan_disbursement',
    memo: `Loan #${loan.id} (${loan.productName}): ${amount.toFixed(2)} USD paid out over ${loan.termMonths} months at ${new Big(loan.apr).toString()}% APR`,
    postings: [
      { accountId: funding, amount },
      { accountId: await houseAccountId(tx, 'loan_book', 'USD'), amount: amount.neg() },
    ],
  });
  const fee = new Big(loan.originationFee);
  if (fee.gt(0)) {
    await postEntry(tx, {
      ...causeOf(loan, actor),
      type: 'loan_fee',
      memo: `Loan #${loan.id}: origination fee`,
      postings: [
        { accountId: funding, amount: fee.neg() },
        { accountId: await houseAccountId(tx, 'fee_income', 'USD'), amount: fee },
      ],
    });
  }
}

export interface Repayment {
  /** The instalment repaid (for an early repayment of what is still to come, the first of them). */
  number: number;
  principal: Big;
  interest: Big;
  overdueFee: Big;
  memo: string;
}

/** Posts one repayment (and its overdue fee); a funding account short of it is refused on `field`. */
export async function postRepayment(tx: Db, loan: LoanRow, actor: Actor, repayment: Repayment, field: string) {
  const funding = await userAccountId(tx, loan.userId, 'funding', 'USD');
  const paid = repayment.principal.plus(repayment.interest);
  const postings: PostingInput[] = [
    { accountId: funding, amount: paid.neg() },
    { accountId: await houseAccountId(tx, 'loan_book', 'USD'), amount: repayment.principal },
  ];
  if (repayment.interest.gt(0))
    postings.push({ accountId: await houseAccountId(tx, 'fee_income', 'USD'), amount: repayment.interest });
  await refusingShortfall(
    () => AppError.badRequest('loanInsufficientFunds', field),
    async () => {
      await postEntry(tx, { ...causeOf(loan, actor), type: 'loan_repayment', memo: repayment.memo, postings });
      if (repayment.overdueFee.gt(0)) {
        await postEntry(tx, {
          ...causeOf(loan, actor),
          type: 'loan_overdue_fee',
          memo: `Loan #${loan.id}: overdue fee on instalment ${repayment.number}`,
          postings: [
            { accountId: funding, amount: repayment.overdueFee.neg() },
            { accountId: await houseAccountId(tx, 'fee_income', 'USD'), amount: repayment.overdueFee },
          ],
        });
      }
    },
  );
}

/** Records an instalment as paid: what was paid and how late. */
export async function markPaid(
  tx: Db,
  loanId: number,
  number: number,
  paid: { principal: Big; interest: Big; fee: Big; daysOverdue: number; state: 'paid' | 'settled_early' },
  now: Date,
) {
  await tx
    .update(loanInstalments)
    .set({
      state: paid.state,
      paidPrincipal: paid.principal.toFixed(2),
      paidInterest: paid.interest.toFixed(2),
      paidFee: paid.fee.toFixed(2),
      daysOverdue: paid.daysOverdue,
      paidAt: now,
    })
    .where(and(eq(loanInstalments.loanId, loanId), eq(loanInstalments.number, number)));
}
