import { systemApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { newestMails } from './newest-mails.ts';

/** GET /api/dev/mailbox?to=: one address's mail for anonymous test clients (DEV_MAILBOX_PUBLIC). */
export async function getMailbox(app: FastifyInstance) {
  route(app, systemApi.devMailbox, async ({ query }) => ok(await newestMails(app.db, query.to)));
}
