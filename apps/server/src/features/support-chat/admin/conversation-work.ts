// The support part of the work queue (issue 32 §1): open conversations whose customer waits for a reply, the one
// waiting longest first. A support operator sees theirs and those nobody has taken; an admin all.
import {
  and,
  asc,
  supportConversations as c,
  type Db,
  eq,
  isNull,
  supportMessages as m,
  or,
  sql,
  users,
} from '@platform/db';
import { matchedRows, sectionOf, seesAll, userLabel, type WorkSource } from '../../../core/work/work-source.ts';

/** The customer's messages the operators have not read yet. */
// Written with aliases: inside a select list the query builder names columns without their table.
const unread = sql.raw(`from support_messages m where m.conversation_id = support_conversations.id
  and m.sender = 'user' and m.id > support_conversations.operator_read_up_to`);
const waitingSince = sql`(select min(m.created_at) ${unread})`.mapWith(m.createdAt);

export const conversationWork: WorkSource = {
  kind: 'support',
  async find(db: Db, operator, limit) {
    const rows = await db
      .select({
        id: c.id,
        source: c.source,
        email: users.email,
        username: users.username,
        waitingSince,
        assigneeName: sql<string | null>`(select coalesce(a.username, split_part(a.email, '@', 1)) from users a
          where a.id = support_conversations.assignee_id)`,
        matched: matchedRows(),
      })
      .from(c)
      .innerJoin(users, eq(users.id, c.userId))
      .where(
        and(
          eq(c.state, 'open'),
          sql`exists (select 1 ${unread})`,
          seesAll(operator) ? undefined : or(eq(c.assigneeId, operator.id), isNull(c.assigneeId)),
        ),
      )
      .orderBy(asc(waitingSince), asc(c.id))
      .limit(limit);
    return sectionOf('support', rows, (row) => ({
      id: row.id,
      title: userLabel(row),
      detail: row.source,
      step: 'reply_support',
      waitingOn: 'operator',
      assigneeName: row.assigneeName,
      since: row.waitingSince.toISOString(),
      dueAt: null,
      overdue: false,
      link: `/support/${row.id}`,
    }));
  },
};
