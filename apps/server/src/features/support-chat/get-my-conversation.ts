import { supportApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { userConversationView } from './conversations-repo.ts';

/** GET /api/support/conversation?source=portal: the user's conversation in that app (null before the first message). */
export async function getMyConversationRoute(app: FastifyInstance) {
  route(app, supportApi.conversation, async ({ user, query }) =>
    ok(await userConversationView(app.db, user.id, query.source)),
  );
}
