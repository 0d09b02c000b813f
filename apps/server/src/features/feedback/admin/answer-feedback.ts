import { feedbackAdminApi } from '@platform/contracts';
import { eq, feedbackItems } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { toAdminFeedbackViews } from '../feedback-repo.ts';

/**
 * POST /api/admin/feedback/:id/answer { answer }: the writer sees the answer in their feedback list; a contact-form
 * sender gets it by e-mail. Answering again replaces the answer (and is audited again).
 */
export async function answerFeedbackRoute(app: FastifyInstance) {
  route(app, feedbackAdminApi.answer, async ({ user, params, body, req }) => {
    const { answer } = body;
    const row = await app.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(feedbackItems)
        .set({ status: 'answered', answer, answeredBy: user.id, answeredAt: new Date() })
        .where(eq(feedbackItems.id, params.id))
        .returning();
      if (!updated) throw AppError.notFound();
      await recordAudit(tx, req, {
        action: 'feedback.answer',
        targetType: 'feedback',
        targetId: updated.id,
        subjectUserId: updated.userId,
        detail: { category: updated.category },
      });
      return updated;
    });
    if (row.userId !== null) app.events.publish({ type: 'feedback.answered', userId: row.userId, feedbackId: row.id });
    if (row.email) {
      await app.mailer.send({
        to: row.email,
        subject: row.subject ? `Re: ${row.subject}` : 'Re: your message',
        text: `${answer}\n\n---\nYou wrote:\n${row.content}`,
      });
    }
    const [view] = await toAdminFeedbackViews(app.db, [row]);
    return ok(view!);
  });
}
