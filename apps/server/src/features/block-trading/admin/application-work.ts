// The reviewers' block-trading part of the work queue (issue 32 §1): permission applications waiting, oldest first.
import { blockTradeApplications as a, eq, sql } from '@platform/db';
import { reviewQueueWork } from '../../../core/work/work-source.ts';

export const blockApplicationWork = reviewQueueWork({
  kind: 'blockTrading',
  step: 'review_block_application',
  table: a,
  id: a.id,
  userId: a.userId,
  createdAt: a.createdAt,
  waiting: eq(a.status, 'pending'),
  detail: sql<null>`null`,
  link: ({ id }) => `/block-trading/applications/${id}`,
});
