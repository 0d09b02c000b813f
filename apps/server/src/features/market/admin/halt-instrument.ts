import { marketAdminApi } from '@platform/contracts';
import { eq, marketHalts } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { requireInstrument } from '../listings.ts';
import { adminViewOf, haltConflict, haltOf } from './admin-instruments.ts';

/**
 * POST /api/admin/market/instruments/:symbol/halt and /resume { reason }. A halt freezes the quote where it stands;
 * nobody can set a price. The live market follows as soon as the change is committed.
 */
export async function haltInstrumentRoutes(app: FastifyInstance) {
  route(app, marketAdminApi.halt, async ({ params, body, user, req }) => {
    const { symbol } = params;
    requireInstrument(app.market, symbol);
    const haltedAt = new Date();
    await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(marketHalts)
        .values({ symbol, haltedAt, reason: body.reason, actorId: user.id })
        .onConflictDoNothing()
        .returning();
      if (!row) throw haltConflict('This instrument is already halted');
      await recordAudit(tx, req, {
        action: 'market.halt',
        targetType: 'instrument',
        targetId: symbol,
        reason: body.reason,
      });
    });
    app.market.halt(symbol, haltedAt.getTime());
    return ok(adminViewOf(app.market, symbol, await haltOf(app.db, symbol)));
  });

  route(app, marketAdminApi.resume, async ({ params, body, req }) => {
    const { symbol } = params;
    requireInstrument(app.market, symbol);
    await app.db.transaction(async (tx) => {
      const [row] = await tx.delete(marketHalts).where(eq(marketHalts.symbol, symbol)).returning();
      if (!row) throw haltConflict('This instrument is not halted');
      await recordAudit(tx, req, {
        action: 'market.resume',
        targetType: 'instrument',
        targetId: symbol,
        reason: body.reason,
        detail: { haltedAt: row.haltedAt.toISOString(), haltReason: row.reason },
      });
    });
    app.market.resume(symbol);
    return ok(adminViewOf(app.market, symbol, undefined));
  });
}
