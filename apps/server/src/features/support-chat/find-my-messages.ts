import { supportApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { userMessages } from './conversations-repo.ts';

/** GET /api/support/messages?source=portal&before=<id>: the user's history in that app, a page at a time. */
export async function findMyMessagesRoute(app: FastifyInstance) {
  route(app, supportApi.messages, async ({ user, query }) => {
    const { source, before, pageSize } = query;
    return ok(await userMessages(app.db, user.id, source, before, pageSize));
  });
}
