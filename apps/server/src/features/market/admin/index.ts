import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../../plugins/auth.ts';
import { findAdminInstrumentsRoute, getAdminInstrumentRoute } from './find-admin-instruments.ts';
import { getStatusRoute } from './get-status.ts';
import { haltInstrumentRoutes } from './halt-instrument.ts';
import { editNewsRoutes, findAdminNewsRoute } from './news-admin.ts';

/** The market's back office under /api/admin/market: any operator reads; admins halt, resume and edit news. */
export async function marketAdminRoutes(app: FastifyInstance) {
  app.addHook('onRequest', requireRole());
  await app.register(findAdminInstrumentsRoute);
  await app.register(getAdminInstrumentRoute);
  await app.register(getStatusRoute);
  await app.register(findAdminNewsRoute);
  await app.register(async (admins) => {
    admins.addHook('onRequest', requireRole('admin'));
    await admins.register(haltInstrumentRoutes);
    await admins.register(editNewsRoutes);
  });
}
