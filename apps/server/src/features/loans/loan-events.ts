// The loan's domain events (published after the transaction commits); the inbox turns them into messages.
import type { LoanDetail } from '@platform/contracts';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import { Big } from '../../core/ledger/amounts.ts';

type DetailLike = Pick<LoanDetail, 'loan' | 'instalments'>;
type LoanEvent = Extract<DomainEvent, { type: `loan.${string}` }>;

const base = (userId: number, detail: DetailLike) => ({
  userId,
  loanId: detail.loan.id,
  params: { id: String(detail.loan.id), amount: detail.loan.amount },
});

export function approvedEvent(userId: number, detail: DetailLike): LoanEvent {
  const b = base(userId, detail);
  const first = detail.instalments[0];
  const fee = detail.loan.originationFee;
  return {
    ...b,
    type: 'loan.approved',
    eventKey: `loan.approved:${detail.loan.id}`,
    params: {
      ...b.params,
      fee,
      netDisbursed: new Big(detail.loan.amount).minus(fee).toFixed(2),
      instalment: first?.amount ?? '0.00',
      firstDueDate: first?.dueDate ?? '',
    },
  };
}

export const rejectedEvent = (userId: number, detail: DetailLike): LoanEvent => {
  const b = base(userId, detail);
  return {
    ...b,
    type: 'loan.rejected',
    eventKey: `loan.rejected:${detail.loan.id}`,
    params: { ...b.params, reason: detail.loan.rejectReason ?? '' },
  };
};

export const closedEvent = (userId: number, detail: DetailLike): LoanEvent => ({
  ...base(userId, detail),
  type: 'loan.closed',
  eventKey: `loan.closed:${detail.loan.id}`,
});

export const overdueEvent = (
  userId: number,
  loanId: number,
  instalment: { number: number; amount: string; dueDate: string },
): LoanEvent => ({
  userId,
  loanId,
  type: 'loan.overdue',
  eventKey: `loan.overdue:${loanId}:${instalment.number}`,
  params: {
    id: String(loanId),
    number: String(instalment.number),
    amount: instalment.amount,
    dueDate: instalment.dueDate,
  },
});

/** An instalment taken from the funding account: by the collection job ('loan.collected') or by the user. */
export const paidEvent = (
  type: 'loan.collected' | 'loan.repaid',
  userId: number,
  loanId: number,
  instalment: { number: number; paid: string; overdueFee: string },
): LoanEvent => ({
  userId,
  loanId,
  type,
  eventKey: `loan.paid:${loanId}:${instalment.number}`,
  params: {
    id: String(loanId),
    number: String(instalment.number),
    paid: instalment.paid,
    overdueFee: instalment.overdueFee,
  },
});
