// POST /api/admin/ipo/offerings: lists a new offering, audited with its reason. The lottery's seed is drawn here (32
// random bytes) and only its SHA-256 is shown until the allotment has run.
import { randomBytes } from 'node:crypto';
import { ipoAdminApi } from '@platform/contracts';
import { ipoOfferings } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { ok } from '../../../lib/envelope.ts';
import { say } from '../../../lib/say.ts';
import { seedHashOf } from '../allotment.ts';
import { adminViewOf } from './admin-views.ts';
import { auditedTerms, offeringValues } from './offering-input.ts';

export async function createOfferingRoute(app: FastifyInstance) {
  route(app, ipoAdminApi.create, async ({ user, body, req }) => {
    const seed = randomBytes(32).toString('hex');
    let row: typeof ipoOfferings.$inferSelect;
    try {
      row = await app.db.transaction(async (tx) => {
        const values = await offeringValues(app, tx, body, null);
        const [created] = await tx
          .insert(ipoOfferings)
          .values({ ...values, seed, seedHash: seedHashOf(seed), createdBy: user.id })
          .returning();
        await recordAudit(tx, req, {
          action: 'ipo.create',
          targetType: 'ipo_offering',
          targetId: created!.id,
          reason: body.reason,
          detail: { after: auditedTerms(created!) },
        });
        return created!;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'ipo_offerings_symbol_unique'))
        throw AppError.badRequest('ipoSymbolTaken', 'symbol');
      throw error;
    }
    return ok(await adminViewOf(app.db, row), say(req, 'ipoSaved'));
  });
}
