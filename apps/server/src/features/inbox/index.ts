import type { FastifyInstance } from 'fastify';
import { announcementRoutes } from './admin/announcement-routes.ts';
import { inboxRoutes } from './inbox-routes.ts';

export { registerInbox } from './inbox-plugin.ts';

/** The inbox (/api/inbox/...) and the back office's announcements (/api/admin/inbox/...). */
export async function inboxFeatureRoutes(app: FastifyInstance) {
  await app.register(inboxRoutes);
  await app.register(announcementRoutes);
}
