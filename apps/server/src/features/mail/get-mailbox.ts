import { systemApi } from '@platform/contracts';
import { desc, eq, mails } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';

/** GET /api/dev/mailbox?to=: the development mailbox, newest first. Registered only when devMailbox is on. */
export async function getMailbox(app: FastifyInstance) {
  route(app, systemApi.devMailbox, async ({ query }) => {
    const to = query.to?.toLowerCase();
    const rows = await app.db
      .select()
      .from(mails)
      .where(to ? eq(mails.to, to) : undefined)
      .orderBy(desc(mails.createdAt), desc(mails.id))
      .limit(100);
    return ok(rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, createdAt: r.createdAt.toISOString() })));
  });
}
