// The reviewers' loan part of the work queue (issue 32 §1): applications waiting for a decision, oldest first.
import { eq, loans, sql } from '@platform/db';
import { reviewQueueWork } from '../../../core/work/work-source.ts';

export const loanWork = reviewQueueWork({
  kind: 'loans',
  step: 'review_loan',
  table: loans,
  id: loans.id,
  userId: loans.userId,
  createdAt: loans.appliedAt,
  waiting: eq(loans.status, 'pending'),
  detail: sql<string>`${loans.productName} || ' · ' || trim_scale(${loans.amount})`,
  link: ({ id }) => `/loans/applications/${id}`,
});
