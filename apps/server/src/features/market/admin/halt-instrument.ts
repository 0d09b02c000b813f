import { adminInstrumentView, envelopeOf, haltBody, symbolParams } from '@platform/contracts';
import { eq, marketHalts } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { requireInstrument } from '../listings.ts';
import { adminViewOf, haltConflict, haltOf } from './admin-instruments.ts';

const schema = {
  tags: ['admin'],
  params: symbolParams,
  body: haltBody,
  response: { 200: envelopeOf(adminInstrumentView) },
};

/**
 * POST /api/admin/market/instruments/:symbol/halt and /resume { reason }. A halt freezes the quote where it stands;
 * nobody can set a price. The live market follows as soon as the change is committed.
 */
export const haltInstrumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/instruments/:symbol/halt', { schema }, async (req) => {
    const { symbol } = req.params;
    requireInstrument(app.market, symbol);
    const haltedAt = new Date();
    await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(marketHalts)
        .values({ symbol, haltedAt, reason: req.body.reason, actorId: currentUser(req).id })
        .onConflictDoNothing()
        .returning();
      if (!row) throw haltConflict('This instrument is already halted');
      await recordAudit(tx, req, {
        action: 'market.halt',
        targetType: 'instrument',
        targetId: symbol,
        reason: req.body.reason,
      });
    });
    app.market.halt(symbol, haltedAt.getTime());
    return ok(adminViewOf(app.market, symbol, await haltOf(app.db, symbol)));
  });

  app.post('/instruments/:symbol/resume', { schema }, async (req) => {
    const { symbol } = req.params;
    requireInstrument(app.market, symbol);
    await app.db.transaction(async (tx) => {
      const [row] = await tx.delete(marketHalts).where(eq(marketHalts.symbol, symbol)).returning();
      if (!row) throw haltConflict('This instrument is not halted');
      await recordAudit(tx, req, {
        action: 'market.resume',
        targetType: 'instrument',
        targetId: symbol,
        reason: req.body.reason,
        detail: { haltedAt: row.haltedAt.toISOString(), haltReason: row.reason },
      });
    });
    app.market.resume(symbol);
    return ok(adminViewOf(app.market, symbol, undefined));
  });
};
