import { queueTopic, realNameAdminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { findRealNamesRoute } from './find-real-names.ts';
import { getRealNameRoute } from './get-real-name.ts';
import { reviewRealNameRoute } from './review-real-name.ts';

/** Real-name review (/api/admin/realname/...): reviewers and admins (realNameAdminApi in contracts). */
export async function realNameAdminRoutes(app: FastifyInstance) {
  // The queue's news: whoever may read the submissions hears when one arrives or is decided.
  app.newsFeed.allowCaller(queueTopic('identity'), realNameAdminApi.submissions.caller);
  await app.register(findRealNamesRoute);
  await app.register(getRealNameRoute);
  await app.register(reviewRealNameRoute);
}
