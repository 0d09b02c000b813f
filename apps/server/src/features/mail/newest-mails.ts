import type { MailView } from '@platform/contracts';
import { type Db, desc, eq, mails } from '@platform/db';

/** The development mailbox's newest hundred mails, all or one address's. */
export async function newestMails(db: Db, to?: string): Promise<MailView[]> {
  const rows = await db
    .select()
    .from(mails)
    .where(to ? eq(mails.to, to.toLowerCase()) : undefined)
    .orderBy(desc(mails.createdAt), desc(mails.id))
    .limit(100);
  return rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, createdAt: r.createdAt.toISOString() }));
}
