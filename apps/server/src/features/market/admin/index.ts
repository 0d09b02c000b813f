import type { FastifyInstance } from 'fastify';
import { findAdminInstrumentsRoute, getAdminInstrumentRoute } from './find-admin-instruments.ts';
import { getStatusRoute } from './get-status.ts';
import { haltInstrumentRoutes } from './halt-instrument.ts';
import { editNewsRoutes, findAdminNewsRoute } from './news-admin.ts';

/**
 * The market's back office (/api/admin/market/...): any operator reads; admins halt, resume and edit news. Each
 * route's caller and schemas come from its definition in contracts.
 */
export async function marketAdminRoutes(app: FastifyInstance) {
  await app.register(findAdminInstrumentsRoute);
  await app.register(getAdminInstrumentRoute);
  await app.register(getStatusRoute);
  await app.register(findAdminNewsRoute);
  await app.register(haltInstrumentRoutes);
  await app.register(editNewsRoutes);
}
