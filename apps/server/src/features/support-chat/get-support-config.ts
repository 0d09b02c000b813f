import { supportApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';

/** GET /api/support/config (public): whether an external chat widget replaces the built-in support chat. */
export async function getSupportConfigRoute(app: FastifyInstance) {
  const widget = app.config.chatWidget;
  route(app, supportApi.config, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return ok({ widget: widget ? { scriptUrl: widget.scriptUrl, token: widget.token } : null });
  });
}
