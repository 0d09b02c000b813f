import { realNameAdminApi } from '@platform/contracts';
import { eq, realNameSubmissions } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { toAdminRealNameViews } from '../realname-repo.ts';

/** GET /api/admin/realname/:id: one submission in full. */
export async function getRealNameRoute(app: FastifyInstance) {
  route(app, realNameAdminApi.submission, async ({ params }) => {
    const [row] = await app.db.select().from(realNameSubmissions).where(eq(realNameSubmissions.id, params.id));
    if (!row) throw AppError.notFound();
    const [view] = await toAdminRealNameViews(app.db, [row]);
    return ok(view!);
  });
}
