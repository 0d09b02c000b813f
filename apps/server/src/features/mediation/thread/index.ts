import type { FastifyInstance } from 'fastify';
import { applicantThreadRoutes } from './applicant-thread.ts';
import { mediatorThreadRoutes } from './mediator-thread.ts';
import { respondentThreadRoutes } from './respondent-thread.ts';

/** The case's thread and proposals through each party's door (mediationThreadApi in contracts). */
export async function threadRoutes(app: FastifyInstance) {
  await app.register(applicantThreadRoutes);
  await app.register(respondentThreadRoutes);
  await app.register(mediatorThreadRoutes);
}
