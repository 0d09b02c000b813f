import { systemApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { newestMails } from './newest-mails.ts';

/** GET /api/admin/dev/mailbox?to=: the back office's dev mailbox, for admins. */
export async function findMails(app: FastifyInstance) {
  route(app, systemApi.findMails, async ({ query }) => ok(await newestMails(app.db, query.to)));
}
