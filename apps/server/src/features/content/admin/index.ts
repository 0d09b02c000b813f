import type { FastifyInstance } from 'fastify';
import { contentKindRoutes } from './content-routes.ts';

/** Publishing under /api/admin/content/:kind, admins only: each route's caller comes from its definition in contracts. */
export async function contentAdminRoutes(app: FastifyInstance) {
  await app.register(contentKindRoutes);
}
