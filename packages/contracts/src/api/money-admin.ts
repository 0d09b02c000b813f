// The money back office (issue 5 §3): review queues, a user's ledger, house balances, the ledger-wide check. Approve,
// reject and reverse move money, so they are idempotent too.
import { endpoint, perAccount } from '../endpoint.ts';
import { pageOf } from '../envelope.ts';
import {
  adminDepositsQuery,
  adminDepositView,
  adminEntriesQuery,
  adminUserMoneyView,
  adminWithdrawalsQuery,
  adminWithdrawalView,
  approveBody,
  houseBalancesView,
  ledgerCheckView,
  MONEY_REVIEW_ROLES,
  rejectBody,
  reverseBody,
  userIdParams,
} from '../money-admin.ts';
import { moneyIdParams } from '../money-api.ts';
import { entryView } from '../money-payouts.ts';
import type { QueueTopic } from '../news-ws.ts';
import type { z } from '../zod.ts';

const reviewer = { tag: 'money', caller: { roles: MONEY_REVIEW_ROLES } } as const;

/**
 * A review queue: its list (pending oldest first), one record (its page), approve (with an optional note) and reject
 * (with a reason).
 */
function reviewQueue<const Q extends z.ZodType, const V extends z.ZodType>(
  base: string,
  query: Q,
  view: V,
  announces: QueueTopic,
) {
  const decisions = perAccount(120, { bucket: base });
  const decision = <const B extends z.ZodType>(verb: string, body: B) =>
    endpoint({
      ...reviewer,
      method: 'POST',
      path: `${base}/:id/${verb}` as const,
      params: moneyIdParams,
      body,
      response: view,
      idempotent: true,
      rateLimit: decisions,
      announces,
    });
  return {
    list: endpoint({ ...reviewer, method: 'GET', path: base, query, response: pageOf(view) }),
    get: endpoint({ ...reviewer, method: 'GET', path: `${base}/:id` as const, params: moneyIdParams, response: view }),
    approve: decision('approve', approveBody),
    reject: decision('reject', rejectBody),
  };
}

export const moneyAdminApi = {
  /** Approving a bank deposit credits the funding account; rejecting credits nothing. */
  deposits: reviewQueue('/admin/money/deposits', adminDepositsQuery, adminDepositView, 'queue.deposits'),
  /** Approving a withdrawal posts its hold (paid out); rejecting voids it (released in full). */
  withdrawals: reviewQueue('/admin/money/withdrawals', adminWithdrawalsQuery, adminWithdrawalView, 'queue.withdrawals'),
  userAssets: endpoint({
    ...reviewer,
    method: 'GET',
    path: '/admin/money/users/:userId/assets',
    params: userIdParams,
    response: adminUserMoneyView,
  }),
  /** A user's ledger entries with their causes, read-only. */
  userEntries: endpoint({
    ...reviewer,
    method: 'GET',
    path: '/admin/money/users/:userId/entries',
    params: userIdParams,
    query: adminEntriesQuery,
    response: pageOf(entryView),
  }),
  house: endpoint({ ...reviewer, method: 'GET', path: '/admin/money/house', response: houseBalancesView }),
  /** Runs the ledger-wide check now. */
  check: endpoint({
    ...reviewer,
    method: 'GET',
    path: '/admin/money/check',
    response: ledgerCheckView,
    rateLimit: perAccount(10),
  }),
  /** Transfers only (reviews undo their own); answers with the reversal entry. */
  reverseEntry: endpoint({
    ...reviewer,
    method: 'POST',
    path: '/admin/money/entries/:id/reverse',
    params: moneyIdParams,
    body: reverseBody,
    response: entryView,
    idempotent: true,
    rateLimit: perAccount(30),
  }),
} as const;
