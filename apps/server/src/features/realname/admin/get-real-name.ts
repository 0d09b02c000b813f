import { realNameAdminApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { ok } from '../../../lib/envelope.ts';
import { submissionById, toAdminRealNameViews } from '../realname-repo.ts';

/** GET /api/admin/realname/:id: one submission in full. */
export async function getRealNameRoute(app: FastifyInstance) {
  route(app, realNameAdminApi.submission, async ({ params }) => {
    const [view] = await toAdminRealNameViews(app.db, [await submissionById(app.db, params.id)]);
    return ok(view!);
  });
}
