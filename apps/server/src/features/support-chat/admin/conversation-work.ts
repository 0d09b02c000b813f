// The support part of the work queue (issue 32 §1): open conversations whose customer waits for a reply, the one
// waiting longest first. A support operator sees theirs and those nobody has taken; an admin all.
import {
  and,
  asc,
  supportConversations as c,
  type Db,
  eq,
  gt,
  isNotNull,
  isNull,
  supportMessages as m,
  or,
  sql,
  users,
} from '@platform/db';
import { matchedRows, sectionOf, seesAll, userLabel, type WorkSource } from '../../../core/work/work-source.ts';

const toDate = (value: Date | string) => new Date(value);

export const conversationWork: WorkSource = {
  kind: 'support',
  async find(db: Db, operator, limit) {
    // Since when each open conversation's customer has waited: their oldest message the operators have not read (none:
    // nobody waits), read once per conversation from the messages' index (a lateral join: as a subquery in the select
    // list and the filter, it was read twice and took five times as long).
    const wait = db
      .select({ since: sql`min(${m.createdAt})`.as('since') })
      .from(m)
      .where(and(eq(m.conversationId, c.id), eq(m.sender, 'user'), gt(m.id, c.operatorReadUpTo)))
      .as('wait');
    // The longest waits are picked first, then named: one statement.
    const picked = db.$with('picked').as(
      db
        .select({
          id: c.id,
          userId: c.userId,
          source: c.source,
          assigneeId: c.assigneeId,
          since: wait.since,
          matched: matchedRows().as('matched'),
        })
        .from(c)
        .innerJoinLateral(wait, sql`true`)
        .where(
          and(
            eq(c.state, 'open'),
            isNotNull(wait.since),
            seesAll(operator) ? undefined : or(eq(c.assigneeId, operator.id), isNull(c.assigneeId)),
          ),
        )
        .orderBy(asc(wait.since), asc(c.id))
        .limit(limit),
    );
    const rows = await db
      .with(picked)
      .select({
        id: picked.id,
        source: picked.source,
        since: sql`${picked.since}`.mapWith(toDate),
        matched: picked.matched,
        email: users.email,
        username: users.username,
        assigneeName: sql<string | null>`(select coalesce(a.username, split_part(a.email, '@', 1)) from users a
          where a.id = picked.assignee_id)`,
      })
      .from(picked)
      .innerJoin(users, eq(users.id, picked.userId))
      .orderBy(asc(picked.since), asc(picked.id));
    return sectionOf('support', rows, (row) => ({
      id: row.id,
      title: userLabel(row),
      detail: row.source,
      step: 'reply_support',
      waitingOn: 'operator',
      assigneeName: row.assigneeName,
      since: row.since.toISOString(),
      dueAt: null,
      overdue: false,
      link: `/support/${row.id}`,
    }));
  },
};
