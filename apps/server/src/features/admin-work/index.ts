import type { FastifyInstance } from 'fastify';
import type { WorkSource } from '../../core/work/work-source.ts';
import { getWorkQueueRoute } from './get-work-queue.ts';

/**
 * The operator's work queue (/api/admin/work, issue 32 §1). Each kind of work is answered by the feature owning it
 * (`sources`, composed in app.ts), so the rules of a case's next step or a review's promised time stay in one place.
 */
export async function adminWorkRoutes(app: FastifyInstance, options: { sources: readonly WorkSource[] }) {
  await app.register(getWorkQueueRoute(options.sources));
}
