import { adminConversationView, conversationParams, envelopeOf } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { adminConversation } from '../conversations-repo.ts';

/** GET /api/admin/support/conversations/:id */
export const getConversationRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/conversations/:id',
    {
      schema: { tags: ['support'], params: conversationParams, response: { 200: envelopeOf(adminConversationView) } },
    },
    async (req) => ok(await adminConversation(app.db, req.params.id)),
  );
};
