// Endpoints that move a sandbox's clock or money by hand exist only in a sandbox installation; elsewhere they are 403.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

/** A route guard (RouteExtras.guard) refusing every call outside a sandbox installation. */
export const sandboxOnly = (app: FastifyInstance) => async () => {
  if (!app.config.sandbox) throw new AppError(403, 'sandboxOnly');
};
