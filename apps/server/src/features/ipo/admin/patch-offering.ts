// POST /api/admin/ipo/offerings/:id/patch: once open, the final price (within the range, before the allotment, and
// never above the price a subscription froze, so every hold covers its payment) and the prospectus (any time).
import { ipoAdminApi } from '@platform/contracts';
import { and, eq, ipoOfferings, ipoSubscriptions, sql } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { updateAudited } from '../../../core/audit/audited-change.ts';
import { route } from '../../../core/http/route.ts';
import { Big } from '../../../core/ledger/amounts.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { say } from '../../../lib/say.ts';
import { offeringById } from '../offerings-repo.ts';
import { adminViewOf } from './admin-views.ts';
import { requirePublicPdf } from './offering-input.ts';

export async function patchOfferingRoute(app: FastifyInstance) {
  route(app, ipoAdminApi.patch, async ({ params, body, req }) => {
    const row = await app.db.transaction(async (tx) => {
      const before = await offeringById(tx, params.id, 'update');
      const changes: Partial<typeof ipoOfferings.$inferInsert> = {};
      if (body.finalPrice !== undefined) {
        if (before.allottedAt) throw AppError.conflict('ipoAlreadyAllotted', 'finalPrice');
        const price = body.finalPrice;
        if (price !== null) {
          if (new Big(price).lt(before.priceLow) || new Big(price).gt(before.priceHigh)) {
            throw AppError.badRequest('ipoFinalPriceOutsideRange', 'finalPrice');
          }
          const [frozenAt] = await tx
            .select({ lowest: sql<string | null>`min(${ipoSubscriptions.price})::text` })
            .from(ipoSubscriptions)
            .where(and(eq(ipoSubscriptions.offeringId, before.id), eq(ipoSubscriptions.status, 'subscribed')));
          if (frozenAt?.lowest != null && new Big(price).gt(frozenAt.lowest)) {
            throw AppError.badRequest('ipoFinalPriceAboveFrozen', 'finalPrice');
          }
        }
        changes.finalPrice = price;
      }
      if (body.prospectusFile !== undefined) changes.prospectusFile = await requirePublicPdf(tx, body.prospectusFile);
      return updateAudited(tx, req, ipoOfferings, before.id, changes, {
        action: 'ipo.patch',
        targetType: 'ipo_offering',
        reason: body.reason,
        detail: (updated) => ({
          before: { finalPrice: before.finalPrice, prospectusFile: before.prospectusFile },
          after: { finalPrice: updated.finalPrice, prospectusFile: updated.prospectusFile },
        }),
      });
    });
    return ok(await adminViewOf(app.db, row), say(req, 'ipoSaved'));
  });
}
