import type { FastifyInstance } from 'fastify';
import { addFeedbackRoute } from './add-feedback.ts';
import { contactRoute } from './contact.ts';
import { myFeedbackRoute } from './my-feedback.ts';

/** Feedback from signed-in users, and the public contact form. Callers and limits come from the definitions. */
export async function feedbackRoutes(app: FastifyInstance) {
  await app.register(contactRoute);
  await app.register(addFeedbackRoute);
  await app.register(myFeedbackRoute);
}
