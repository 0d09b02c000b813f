import { envelopeOf, supportConversationView, supportSourceQuery } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { userConversationView } from './conversations-repo.ts';

/** GET /api/support/conversation?source=portal: the user's conversation in that app (null before the first message). */
export const getMyConversationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversation',
    {
      schema: {
        tags: ['support'],
        querystring: supportSourceQuery,
        response: { 200: envelopeOf(supportConversationView.nullable()) },
      },
    },
    async (req) => ok(await userConversationView(app.db, currentUser(req).id, req.query.source)),
  );
};
