import { envelopeOf, mailboxQuery, mailView, z } from '@platform/contracts';
import { desc, eq, mails } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';

/** GET /api/dev/mailbox?to=: the development mailbox, newest first. Registered only when devMailbox is on. */
export const getMailbox: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    { schema: { tags: ['dev'], querystring: mailboxQuery, response: { 200: envelopeOf(z.array(mailView)) } } },
    async (req) => {
      const to = req.query.to?.toLowerCase();
      const rows = await app.db
        .select()
        .from(mails)
        .where(to ? eq(mails.to, to) : undefined)
        .orderBy(desc(mails.createdAt), desc(mails.id))
        .limit(100);
      return ok(
        rows.map((r) => ({ to: r.to, subject: r.subject, text: r.text, createdAt: r.createdAt.toISOString() })),
      );
    },
  );
};
