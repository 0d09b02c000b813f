import { conversationParams, envelopeOf, supportHistoryQuery, supportHistoryView } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { adminConversation, conversationMessages } from '../conversations-repo.ts';

/** GET /api/admin/support/conversations/:id/messages?before=<id>: the thread, a page at a time. */
export const findConversationMessagesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags: ['support'],
        params: conversationParams,
        querystring: supportHistoryQuery,
        response: { 200: envelopeOf(supportHistoryView) },
      },
    },
    async (req) => {
      await adminConversation(app.db, req.params.id);
      return ok(await conversationMessages(app.db, req.params.id, req.query.before, req.query.pageSize));
    },
  );
};
