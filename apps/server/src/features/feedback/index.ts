import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../plugins/auth.ts';
import { addFeedback } from './add-feedback.ts';
import { contact } from './contact.ts';
import { myFeedback } from './my-feedback.ts';

/** Feedback from signed-in users, and the public contact form. */
export async function feedbackRoutes(app: FastifyInstance) {
  await app.register(contact);
  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', requireUser);
    await signedIn.register(addFeedback);
    await signedIn.register(myFeedback);
  });
}
