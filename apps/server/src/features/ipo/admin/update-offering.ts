// POST /api/admin/ipo/offerings/:id: every field, only before the offering opens (no one has subscribed yet);
// audited with the terms before and after and the reason.
import { ipoAdminApi } from '@platform/contracts';
import { eq, ipoOfferings } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { ok } from '../../../lib/envelope.ts';
import { say } from '../../../lib/say.ts';
import { offeringById } from '../offerings-repo.ts';
import { adminViewOf } from './admin-views.ts';
import { auditedTerms, offeringValues } from './offering-input.ts';

export async function updateOfferingRoute(app: FastifyInstance) {
  route(app, ipoAdminApi.update, async ({ params, body, req }) => {
    let row: typeof ipoOfferings.$inferSelect;
    try {
      row = await app.db.transaction(async (tx) => {
        const before = await offeringById(tx, params.id, 'update');
        if (new Date() >= before.opensAt) throw AppError.conflict('ipoLocked');
        const values = await offeringValues(app, tx, body, before.id);
        const [updated] = await tx
          .update(ipoOfferings)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(ipoOfferings.id, before.id))
          .returning();
        await recordAudit(tx, req, {
          action: 'ipo.update',
          targetType: 'ipo_offering',
          targetId: before.id,
          reason: body.reason,
          detail: { before: auditedTerms(before), after: auditedTerms(updated!) },
        });
        return updated!;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'ipo_offerings_symbol_unique'))
        throw AppError.badRequest('ipoSymbolTaken', 'symbol');
      throw error;
    }
    return ok(await adminViewOf(app.db, row), say(req, 'ipoSaved'));
  });
}
