import { adminRealNameView, envelopeOf, idParams } from '@platform/contracts';
import { eq, realNameSubmissions } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { toAdminRealNameViews } from '../realname-repo.ts';

/** GET /api/admin/realname/:id: one submission in full. */
export const getRealNameRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    { schema: { tags: ['admin-realname'], params: idParams, response: { 200: envelopeOf(adminRealNameView) } } },
    async (req) => {
      const [row] = await app.db.select().from(realNameSubmissions).where(eq(realNameSubmissions.id, req.params.id));
      if (!row) throw AppError.notFound();
      const [view] = await toAdminRealNameViews(app.db, [row]);
      return ok(view!);
    },
  );
};
