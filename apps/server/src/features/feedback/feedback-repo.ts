// Feedback views for the writer and for operators.
import type { AdminFeedbackView, FeedbackView } from '@platform/contracts';
import { type Db, type FeedbackItemRow, inArray, users } from '@platform/db';
import { pathOf } from '../../core/files/file-refs.ts';

export const toFeedbackView = (row: FeedbackItemRow): FeedbackView => ({
  id: row.id,
  category: row.category,
  content: row.content,
  contact: row.contact,
  image: row.image ? pathOf(row.image) : null,
  status: row.status,
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

export async function toAdminFeedbackViews(db: Db, rows: readonly FeedbackItemRow[]): Promise<AdminFeedbackView[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.userId, r.answeredBy]).filter((id): id is number => id !== null))];
  const people =
    ids.length === 0
      ? []
      : await db
          .select({ id: users.id, email: users.email, username: users.username })
          .from(users)
          .where(inArray(users.id, ids));
  const byId = new Map(people.map((p) => [p.id, p]));
  return rows.map((row) => {
    const answerer = row.answeredBy === null ? undefined : byId.get(row.answeredBy);
    return {
      ...toFeedbackView(row),
      userId: row.userId,
      userEmail: row.userId === null ? null : (byId.get(row.userId)?.email ?? null),
      name: row.name,
      email: row.email,
      subject: row.subject,
      answeredBy: answerer ? (answerer.username ?? answerer.email.split('@')[0]!) : null,
    };
  });
}
