// POST /api/admin/ipo/offerings: lists a new offering, audited with its reason. The lottery's seed is drawn here (32
// random bytes) and only its SHA-256 is shown until the allotment has run.
import { randomBytes } from 'node:crypto';
import { ipoAdminApi } from '@platform/contracts';
import { ipoOfferings } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { insertAudited } from '../../../core/audit/audited-change.ts';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { say } from '../../../lib/say.ts';
import { seedHashOf } from '../allotment.ts';
import { adminViewOf } from './admin-views.ts';
import { auditedTerms, offeringValues, symbolTaken } from './offering-input.ts';

export async function createOfferingRoute(app: FastifyInstance) {
  route(app, ipoAdminApi.create, async ({ user, body, req }) => {
    const seed = randomBytes(32).toString('hex');
    const row = await symbolTaken(() =>
      app.db.transaction(async (tx) => {
        const values = await offeringValues(app, tx, body, null);
        const created = { ...values, seed, seedHash: seedHashOf(seed), createdBy: user.id };
        return insertAudited(tx, req, ipoOfferings, created, {
          action: 'ipo.create',
          targetType: 'ipo_offering',
          reason: body.reason,
          detail: (row) => ({ after: auditedTerms(row) }),
        });
      }),
    );
    return ok(await adminViewOf(app.db, row), say(req, 'ipoSaved'));
  });
}
