import { envelopeOf, supportConfigView } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';

/** GET /api/support/config (public): whether an external chat widget replaces the built-in support chat. */
export const getSupportConfigRoute: FastifyPluginAsyncZod = async (app) => {
  const widget = app.config.chatWidget;
  app.get(
    '/config',
    { schema: { tags: ['support'], response: { 200: envelopeOf(supportConfigView) } } },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return ok({ widget: widget ? { scriptUrl: widget.scriptUrl, token: widget.token } : null });
    },
  );
};
