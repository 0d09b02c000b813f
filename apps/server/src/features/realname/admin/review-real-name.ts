import { realNameAdminApi } from '@platform/contracts';
import { eq, realNameSubmissions } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { submissionById, toAdminRealNameViews } from '../realname-repo.ts';

/** POST /api/admin/realname/:id/review { decision, reason }: approve, or reject with the reason the user sees. */
export async function reviewRealNameRoute(app: FastifyInstance) {
  route(app, realNameAdminApi.review, async ({ user, params, body, req }) => {
    const row = await app.db.transaction(async (tx) => {
      const locked = await submissionById(tx, params.id, true);
      if (locked.status !== 'pending') throw AppError.conflict('realNameNotPending');
      const approved = body.decision === 'approve';
      const [updated] = await tx
        .update(realNameSubmissions)
        .set({
          status: approved ? 'approved' : 'rejected',
          rejectReason: approved ? null : body.reason,
          reviewerId: user.id,
          reviewedAt: new Date(),
        })
        .where(eq(realNameSubmissions.id, locked.id))
        .returning();
      await recordAudit(tx, req, {
        action: approved ? 'realname.approve' : 'realname.reject',
        targetType: 'real_name',
        targetId: locked.id,
        subjectUserId: locked.userId,
        reason: body.reason ?? null,
      });
      return updated!;
    });
    app.events.publish({
      type: row.status === 'approved' ? 'realname.approved' : 'realname.rejected',
      userId: row.userId,
      submissionId: row.id,
      reason: row.rejectReason,
    });
    const [view] = await toAdminRealNameViews(app.db, [row]);
    return ok(view!);
  });
}
