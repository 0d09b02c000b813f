// The support part of the work queue (issue 32 §1): open conversations whose customer waits for a reply, the one
// waiting longest first. A support operator sees theirs and those nobody has taken; an admin all.
import { and, asc, supportConversations as c, type Db, eq, isNotNull, isNull, or, sql, users } from '@platform/db';
import { matchedRows, sectionOf, seesAll, userLabel, type WorkSource } from '../../../core/work/work-source.ts';

/**
 * Since when the customer has waited: their oldest message the operators have not read (none: nobody waits). Written
 * with aliases: inside a select list the query builder names columns without their table.
 */
const waitingSince = sql.raw(`(select min(m.created_at) from support_messages m
  where m.conversation_id = support_conversations.id and m.sender = 'user'
    and m.id > support_conversations.operator_read_up_to)`);

const toDate = (value: Date | string) => new Date(value);

export const conversationWork: WorkSource = {
  kind: 'support',
  async find(db: Db, operator, limit) {
    // Each open conversation's wait is read once (its unread messages, from their index), then the longest ones are
    // picked, then named: one statement.
    const open = db.$with('open_conversations').as(
      db
        .select({
          id: c.id,
          userId: c.userId,
          source: c.source,
          assigneeId: c.assigneeId,
          since: sql`${waitingSince}`.as('since'),
        })
        .from(c)
        .where(
          and(
            eq(c.state, 'open'),
            seesAll(operator) ? undefined : or(eq(c.assigneeId, operator.id), isNull(c.assigneeId)),
          ),
        ),
    );
    const picked = db.$with('picked').as((qb) =>
      qb
        .select({
          id: open.id,
          userId: open.userId,
          source: open.source,
          assigneeId: open.assigneeId,
          since: open.since,
          matched: matchedRows().as('matched'),
        })
        .from(open)
        .where(isNotNull(open.since))
        .orderBy(asc(open.since), asc(open.id))
        .limit(limit),
    );
    const rows = await db
      .with(open, picked)
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
