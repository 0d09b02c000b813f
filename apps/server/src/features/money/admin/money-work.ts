// The money reviewers' part of the work queue (issue 32 §1): bank deposits and withdrawals waiting, oldest first;
// each opens its own page (issue 32 §2).
import { and, deposits, eq, sql, withdrawals } from '@platform/db';
import { reviewQueueWork } from '../../../core/work/work-source.ts';

export const depositWork = reviewQueueWork({
  kind: 'deposits',
  step: 'review_deposit',
  table: deposits,
  id: deposits.id,
  userId: deposits.userId,
  createdAt: deposits.createdAt,
  waiting: and(eq(deposits.status, 'pending'), eq(deposits.method, 'bank'))!,
  detail: sql<string>`trim_scale(${deposits.amount}) || ' ' || ${deposits.currency}`,
  dueAt: deposits.reviewDeadline,
  link: ({ id }) => `/money/deposits/${id}`,
});

export const withdrawalWork = reviewQueueWork({
  kind: 'withdrawals',
  step: 'review_withdrawal',
  table: withdrawals,
  id: withdrawals.id,
  userId: withdrawals.userId,
  createdAt: withdrawals.createdAt,
  waiting: eq(withdrawals.status, 'pending'),
  detail: sql<string>`trim_scale(${withdrawals.amount}) || ' ' || ${withdrawals.currency}`,
  link: ({ id }) => `/money/withdrawals/${id}`,
});
