// The back office's loan settings (/api/admin/loans/settings): the exposure limit per user, read and changed (later
// applications and approvals); each change is audited with its reason and the limit before and after.
import { loansAdminApi } from '@platform/contracts';
import { loanSettings } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { Big } from '../../../core/ledger/amounts.ts';
import { ok } from '../../../lib/envelope.ts';
import { say } from '../../../lib/say.ts';
import { exposureLimit } from '../loan-exposure.ts';

const viewOf = ({ limit, updatedAt }: { limit: string; updatedAt: Date | null }) => ({
  maxExposurePerUser: new Big(limit).toFixed(2),
  updatedAt: updatedAt?.toISOString() ?? null,
});

export async function loanSettingsRoutes(app: FastifyInstance) {
  route(app, loansAdminApi.settings, async () => ok(viewOf(await exposureLimit(app.db))));

  route(app, loansAdminApi.updateSettings, async ({ user, body, req }) => {
    const saved = await app.db.transaction(async (tx) => {
      const before = await exposureLimit(tx);
      const now = new Date();
      const values = { maxExposurePerUser: body.maxExposurePerUser, updatedBy: user.id, updatedAt: now };
      await tx
        .insert(loanSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: loanSettings.id, set: values });
      await recordAudit(tx, req, {
        action: 'loan.settings.update',
        targetType: 'loan_settings',
        targetId: 1,
        reason: body.reason,
        detail: { before: viewOf(before), after: { maxExposurePerUser: body.maxExposurePerUser } },
      });
      return { limit: body.maxExposurePerUser, updatedAt: now };
    });
    return ok(viewOf(saved), say(req, 'loanSettingsSaved'));
  });
}
