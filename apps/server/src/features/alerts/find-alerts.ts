import { ALERT_LIMITS, alertsApi } from '@platform/contracts';
import { asc, desc, eq, priceAlerts, sql } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { toAlertView } from './alerts-repo.ts';

/** GET /api/alerts: the user's alerts, waiting ones first (newest first), then fired ones (latest first). */
export async function findAlertsRoute(app: FastifyInstance) {
  route(app, alertsApi.find, async ({ user }) => {
    const rows = await app.db
      .select()
      .from(priceAlerts)
      .where(eq(priceAlerts.userId, user.id))
      .orderBy(asc(sql`${priceAlerts.firedAt} is not null`), desc(priceAlerts.firedAt), desc(priceAlerts.id));
    const waiting = rows.filter((row) => row.firedAt === null).length;
    return ok({ rows: rows.map(toAlertView), waiting, limit: ALERT_LIMITS.waiting });
  });
}
