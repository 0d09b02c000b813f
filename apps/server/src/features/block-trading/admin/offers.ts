// Operators set each instrument's block offer: the band around the live last price and the shares offered. They never
// type a price; what users will see is shown back, priced now. Audited with the values before and after.
import { type AdminBlockOfferView, blockTradingAdminApi } from '@platform/contracts';
import { asc, type BlockOfferRow, blockOffers } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { offerRow, offerViewOf } from '../offers.ts';

async function adminViewOf(app: FastifyInstance, row: BlockOfferRow): Promise<AdminBlockOfferView | null> {
  const view = await offerViewOf(app.db, app.orderDesk, row);
  return view && { ...view, updatedBy: row.updatedBy, updatedAt: row.updatedAt.toISOString() };
}

export async function blockOfferAdminRoutes(app: FastifyInstance) {
  route(app, blockTradingAdminApi.offers, async () => {
    const rows = await app.db.select().from(blockOffers).orderBy(asc(blockOffers.symbol));
    const views = await Promise.all(rows.map((row) => adminViewOf(app, row)));
    return ok({ rows: views.filter((view) => view !== null) });
  });

  route(app, blockTradingAdminApi.setOffer, async ({ user, body, req }) => {
    // Stocks only: the spec's threshold is in shares. The terms refuse what cannot be traded at all.
    const terms = await app.orderDesk.terms(app.db, body.symbol);
    if (terms.instrumentClass !== 'stock') throw AppError.badRequest('blockOfferStocksOnly', 'symbol');
    const row = await app.db.transaction(async (tx) => {
      const before = await offerRow(tx, terms.symbol);
      const values = {
        bandPercent: body.bandPercent,
        available: body.available,
        updatedBy: user.id,
        updatedAt: new Date(),
      };
      const [saved] = await tx
        .insert(blockOffers)
        .values({ symbol: terms.symbol, ...values })
        .onConflictDoUpdate({ target: blockOffers.symbol, set: values })
        .returning();
      await recordAudit(tx, req, {
        action: 'block-trading.offer',
        targetType: 'block_offer',
        targetId: terms.symbol,
        detail: {
          before: before ? { bandPercent: before.bandPercent, available: before.available } : null,
          after: { bandPercent: saved!.bandPercent, available: saved!.available },
        },
      });
      return saved!;
    });
    const view = await adminViewOf(app, row);
    if (!view) throw AppError.badRequest('noQuote', 'symbol');
    return ok(view);
  });
}
