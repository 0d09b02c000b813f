import { envelopeOf, supportHistoryQuery, supportHistoryView, supportSourceQuery } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { currentUser } from '../../plugins/auth.ts';
import { userMessages } from './conversations-repo.ts';

/** GET /api/support/messages?source=portal&before=<id>: the user's history in that app, a page at a time. */
export const findMyMessagesRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages',
    {
      schema: {
        tags: ['support'],
        querystring: supportSourceQuery.extend(supportHistoryQuery.shape),
        response: { 200: envelopeOf(supportHistoryView) },
      },
    },
    async (req) => {
      const { source, before, pageSize } = req.query;
      return ok(await userMessages(app.db, currentUser(req).id, source, before, pageSize));
    },
  );
};
