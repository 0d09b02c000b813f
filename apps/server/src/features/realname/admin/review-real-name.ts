import { adminRealNameView, envelopeOf, idParams, reviewRealNameBody } from '@platform/contracts';
import { eq, realNameSubmissions } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { toAdminRealNameViews } from '../realname-repo.ts';

/** POST /api/admin/realname/:id/review { decision, reason }: approve, or reject with the reason the user sees. */
export const reviewRealNameRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/:id/review',
    {
      schema: {
        tags: ['admin-realname'],
        params: idParams,
        body: reviewRealNameBody,
        response: { 200: envelopeOf(adminRealNameView) },
      },
    },
    async (req) => {
      const body = req.body;
      const row = await app.db.transaction(async (tx) => {
        const [locked] = await tx
          .select()
          .from(realNameSubmissions)
          .where(eq(realNameSubmissions.id, req.params.id))
          .for('update');
        if (!locked) throw AppError.notFound();
        if (locked.status !== 'pending') throw AppError.conflict('realNameNotPending');
        const approved = body.decision === 'approve';
        const [updated] = await tx
          .update(realNameSubmissions)
          .set({
            status: approved ? 'approved' : 'rejected',
            rejectReason: approved ? null : body.reason,
            reviewerId: currentUser(req).id,
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
      const [view] = await toAdminRealNameViews(app.db, [row]);
      return ok(view!);
    },
  );
};
