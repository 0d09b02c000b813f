import type { FastifyInstance } from 'fastify';
import { answerFeedbackRoute } from './answer-feedback.ts';
import { findFeedbackRoute } from './find-feedback.ts';

/** Feedback handling under /api/admin/feedback: support and admins (from the definitions). */
export async function feedbackAdminRoutes(app: FastifyInstance) {
  await app.register(findFeedbackRoute);
  await app.register(answerFeedbackRoute);
}
