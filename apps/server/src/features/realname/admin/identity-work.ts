// The reviewers' identity part of the work queue (issue 32 §1): real-name and KYC submissions waiting, oldest first,
// flagged past the promised review time (isOverdue, as the review queue flags them).
import { KYC_REVIEW_HOURS } from '@platform/contracts';
import { asc, type Db, eq, realNameSubmissions as s, users } from '@platform/db';
import { rowsOf, sectionOf, userLabel, type WorkSource } from '../../../core/work/work-source.ts';
import { isOverdue } from '../realname-repo.ts';

export const identityWork: WorkSource = {
  kind: 'identity',
  async find(db: Db, _operator, limit, now) {
    const pending = eq(s.status, 'pending');
    const rows = await db
      .select({ row: s, email: users.email, username: users.username, matched: rowsOf(s, pending) })
      .from(s)
      .innerJoin(users, eq(users.id, s.userId))
      .where(pending)
      .orderBy(asc(s.id))
      .limit(limit);
    return sectionOf('identity', rows, ({ row, ...user }) => ({
      id: row.id,
      title: row.fullName,
      detail: userLabel(user),
      step: 'review_identity',
      waitingOn: 'operator',
      assigneeName: null,
      since: row.createdAt.toISOString(),
      dueAt: new Date(row.createdAt.getTime() + KYC_REVIEW_HOURS * 3_600_000).toISOString(),
      overdue: isOverdue(row, now.getTime()),
      link: `/realname-reviews/${row.id}`,
    }));
  },
};
