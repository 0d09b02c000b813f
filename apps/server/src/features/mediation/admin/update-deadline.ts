import { mediationAdminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { deadlineSettingViews, setDeadlineLength } from './deadline-settings.ts';

/**
 * POST /api/admin/mediation/deadlines: an admin sets one kind's length and its reminder. Deadlines already running
 * keep their dates; the new length applies to those set from now on.
 */
export async function updateDeadlineRoute(app: FastifyInstance) {
  route(app, mediationAdminApi.updateDeadline, async ({ user, body, req }) => {
    await app.db.transaction(async (tx) => {
      const before = await setDeadlineLength(tx, body, user.id);
      await recordAudit(tx, req, {
        action: 'mediation.deadline.update',
        targetType: 'mediation_deadline',
        targetId: body.kind,
        detail: { before, after: { days: body.days, reminderDays: body.reminderDays } },
      });
    });
    return ok(await deadlineSettingViews(app.db));
  });
}
