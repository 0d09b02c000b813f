import { CONTENT_KINDS } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../../plugins/auth.ts';
import { contentKindRoutes } from './content-routes.ts';

/** Publishing under /api/admin/content/<kind>: admins only. */
export async function contentAdminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireRole('admin'));
  for (const kind of CONTENT_KINDS) await app.register(contentKindRoutes(kind), { prefix: `/${kind}` });
}
