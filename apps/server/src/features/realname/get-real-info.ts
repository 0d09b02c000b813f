import { realNameApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { latestSubmission, toRealInfo } from './realname-repo.ts';

/** GET /api/getRealInfo: not submitted, pending, approved, or rejected with the reviewer's reason. */
export async function getRealInfo(app: FastifyInstance) {
  route(app, realNameApi.info, async ({ user }) =>
    ok(await toRealInfo(app.db, await latestSubmission(app.db, user.id))),
  );
}
