import type { FastifyInstance } from 'fastify';
import { deleteAlertRoute, pauseAlertRoute, resumeAlertRoute } from './change-alert.ts';
import { createAlertRoute } from './create-alert.ts';
import { findAlertsRoute } from './find-alerts.ts';

export { registerAlerts } from './alerts-plugin.ts';

/** A signed-in user's price alerts (/api/alerts/...), defined in contracts' alertsApi. */
export async function alertRoutes(app: FastifyInstance) {
  await app.register(findAlertsRoute);
  await app.register(createAlertRoute);
  await app.register(pauseAlertRoute);
  await app.register(resumeAlertRoute);
  await app.register(deleteAlertRoute);
}
