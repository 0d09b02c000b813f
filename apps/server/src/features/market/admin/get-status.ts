import { envelopeOf, simulatorStatusView } from '@platform/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';

/** GET /api/admin/market/status: the simulator's settings and the live stream's load. */
export const getStatusRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/status',
    { schema: { tags: ['admin'], response: { 200: envelopeOf(simulatorStatusView) } } },
    async (_req, reply) => {
      const { market } = app;
      reply.header('cache-control', 'no-store');
      return ok({
        seed: market.seed,
        tickIntervalMs: market.tickMs,
        alwaysOpen: market.alwaysOpen,
        instruments: market.instruments().length,
        halted: market.simulator.halts.size,
        ...app.quoteHub.stats(),
        startedAt: market.startedAt.toISOString(),
      });
    },
  );
};
