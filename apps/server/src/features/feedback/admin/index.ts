import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../../plugins/auth.ts';
import { answerFeedbackRoute } from './answer-feedback.ts';
import { findFeedbackRoute } from './find-feedback.ts';

/** Feedback handling under /api/admin/feedback: support and admins. */
export async function feedbackAdminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireRole('support', 'admin'));
  await app.register(findFeedbackRoute);
  await app.register(answerFeedbackRoute);
}
