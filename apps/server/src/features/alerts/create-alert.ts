import { ALERT_LIMITS, alertsApi } from '@platform/contracts';
import { priceAlerts } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { checkAlertTerms } from './alert-terms.ts';
import { alertError, lockUser, toAlertView, waitingCount } from './alerts-repo.ts';

/**
 * POST /api/alerts: a new active alert. Counting the user's waiting alerts and inserting happen under a lock on the
 * user, so twenty creates at once with one place left make one alert.
 */
export async function createAlertRoute(app: FastifyInstance) {
  route(app, alertsApi.create, async ({ user, body }) => {
    const { threshold } = checkAlertTerms(app.market, body);
    const row = await app.db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      if ((await waitingCount(tx, user.id)) >= ALERT_LIMITS.waiting) {
        throw alertError('alertLimitReached', 'symbol', { limit: ALERT_LIMITS.waiting });
      }
      const [created] = await tx
        .insert(priceAlerts)
        .values({ userId: user.id, symbol: body.symbol, kind: body.kind, threshold, email: body.email })
        .returning();
      return created!;
    });
    app.priceAlerts.changed(row.id);
    return ok(toAlertView(row));
  });
}
