import { marketAdminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';

/** GET /api/admin/market/status: the simulator's settings and the live stream's load. */
export async function getStatusRoute(app: FastifyInstance) {
  route(app, marketAdminApi.status, async ({ reply }) => {
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
  });
}
