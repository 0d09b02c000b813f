import { type MarketNote, marketNotesApi } from '@platform/contracts';
import { desc, marketNotes } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';

/** GET /api/market/notes?limit: the simulator's newest notes, each with its instrument's name. */
export async function findNotesRoute(app: FastifyInstance) {
  route(app, marketNotesApi.find, async ({ query, reply }) => {
    const rows = await app.db
      .select()
      .from(marketNotes)
      .orderBy(desc(marketNotes.observedAt), desc(marketNotes.id))
      .limit(query.limit);
    reply.header('cache-control', 'public, max-age=30');
    return ok(
      rows.map(
        (row): MarketNote => ({
          id: row.id,
          kind: row.kind,
          symbol: row.symbol,
          // An instrument no longer listed (an expired future) keeps its symbol as its name.
          name: app.market.instrument(row.symbol)?.name ?? row.symbol,
          tradingDate: row.tradingDate,
          observedAt: row.observedAt.toISOString(),
          figures: row.figures,
          simulated: true,
        }),
      ),
    );
  });
}
