// Which inbox messages tell of each ledger entry type (PRODUCT.md "Events and the inbox": every movement of a user's
// money makes exactly one message, whoever or whatever moved it). A new entry type does not compile until it is
// named here, and the inbox test drives every kind of movement and holds each entry type it finds on a customer's
// accounts to this map: an entry type with no message fails it.
import type { EntryType, InboxKind } from '@platform/contracts';

/**
 * The kinds that tell of an entry of each type, by who or what posts it. An empty list is an entry that never reaches
 * a customer's account (an institution's capital goes to the house's own institution account).
 */
export const ENTRY_MESSAGE_KINDS = {
  /** An operator or the sandbox verifier approved a bank deposit; the chain credited one at its confirmations. */
  deposit: ['deposit.approved', 'deposit.credited'],
  /** The user moved money between their own funding and trading accounts. */
  transfer: ['transfer.toTrading', 'transfer.toFunding'],
  /** An operator approved (paid out) a withdrawal. */
  withdrawal: ['withdrawal.approved'],
  /** An operator reversed an entry. */
  reversal: ['entry.reversed'],
  /** The order engine filled a pending order, or closed a position (stop-loss, take-profit, stop-out). */
  trade_fee: ['order.filled', 'position.closed'],
  trade_pnl: ['position.closed'],
  /** The allotment paid the allotted shares from the subscription's hold. */
  ipo_payment: ['ipo.allotted'],
  /** The listing delivered the allotted shares as a position. */
  ipo_delivery: ['ipo.delivered'],
  /** A follow order settled at its period's end (the job, or an operator's settle-now). */
  follow_pnl: ['follow.settled'],
  follow_fee: ['follow.settled'],
  institution_funding: [],
  /** The user bought or rented a robot. */
  robot_fee: ['robot.bought', 'robot.rented'],
  /** The user bought a mining contract; an operator's withdrawal of the product refunded an unstarted one. */
  mining_purchase: ['mining.purchased', 'mining.failure'],
  /** The settlement job paid a period (the last one is told by 'Mining successful'). */
  mining_electricity: ['mining.paid', 'mining.success'],
  mining_payout: ['mining.paid', 'mining.success'],
  /** A reviewer approved a loan: it was paid out and its origination fee taken. */
  loan_disbursement: ['loan.approved'],
  loan_fee: ['loan.approved'],
  /** The collection job took an instalment, or the user repaid one (the last payment is told by 'Loan repaid'). */
  loan_repayment: ['loan.collected', 'loan.repaid', 'loan.closed'],
  loan_overdue_fee: ['loan.collected', 'loan.repaid', 'loan.closed'],
  /** The user moved money to and from the mining energy balance. */
  energy_top_up: ['energy.toppedUp'],
  energy_refund: ['energy.refunded'],
} as const satisfies Record<EntryType, readonly InboxKind[]>;
