// The sandbox's controls (refused outside the sandbox): close the subscription now, so the allotment runs at once,
// and list now, so the listing date becomes today (New York) and the allotted shares become positions. Audited.
import { ipoAdminApi } from '@platform/contracts';
import { eq, ipoOfferings } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { sandboxOnly } from '../../../core/http/sandbox-only.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { say } from '../../../lib/say.ts';
import { deliverOffering } from '../deliver-ipo.ts';
import { runAllotment } from '../ipo-jobs.ts';
import { newYorkDate } from '../ipo-money.ts';
import { offeringById } from '../offerings-repo.ts';
import { adminViewOf } from './admin-views.ts';

export async function sandboxControlRoutes(app: FastifyInstance) {
  route(
    app,
    ipoAdminApi.closeNow,
    async ({ params, body, req }) => {
      await app.db.transaction(async (tx) => {
        const before = await offeringById(tx, params.id, 'update');
        if (before.allottedAt) throw AppError.conflict('ipoAlreadyAllotted');
        if (before.finalPrice === null) throw AppError.conflict('ipoFinalPriceRequired');
        const now = new Date();
        const closesAt = before.closesAt < now ? before.closesAt : now;
        const opensAt = before.opensAt < closesAt ? before.opensAt : new Date(closesAt.getTime() - 1000);
        await tx.update(ipoOfferings).set({ opensAt, closesAt, updatedAt: now }).where(eq(ipoOfferings.id, before.id));
        await recordAudit(tx, req, {
          action: 'ipo.sandbox.close-now',
          targetType: 'ipo_offering',
          targetId: before.id,
          reason: body.reason,
          detail: {
            before: { opensAt: before.opensAt.toISOString(), closesAt: before.closesAt.toISOString() },
            after: { opensAt: opensAt.toISOString(), closesAt: closesAt.toISOString() },
          },
        });
      });
      await runAllotment(app, params.id);
      return ok(await adminViewOf(app.db, await offeringById(app.db, params.id)), say(req, 'ipoAllotmentRun'));
    },
    { guard: sandboxOnly(app) },
  );

  route(
    app,
    ipoAdminApi.listNow,
    async ({ params, body, req }) => {
      await app.db.transaction(async (tx) => {
        const before = await offeringById(tx, params.id, 'update');
        if (!before.allottedAt || before.finalPrice === null) throw AppError.conflict('ipoNotAllotted');
        if (before.listedAt) throw AppError.conflict('ipoAlreadyListed');
        const listingDate = newYorkDate();
        await tx.update(ipoOfferings).set({ listingDate, updatedAt: new Date() }).where(eq(ipoOfferings.id, before.id));
        await app.marketListings.record(tx, {
          symbol: before.symbol,
          name: before.company,
          exchange: before.exchange,
          sector: before.sector,
          sharesOutstanding: before.sharesOutstanding,
          basePrice: before.finalPrice,
          listingDate,
        });
        await recordAudit(tx, req, {
          action: 'ipo.sandbox.list-now',
          targetType: 'ipo_offering',
          targetId: before.id,
          reason: body.reason,
          detail: { before: { listingDate: before.listingDate }, after: { listingDate } },
        });
      });
      await app.marketListings.announce();
      await deliverOffering(app, params.id);
      return ok(await adminViewOf(app.db, await offeringById(app.db, params.id)), say(req, 'ipoListed'));
    },
    { guard: sandboxOnly(app) },
  );
}
