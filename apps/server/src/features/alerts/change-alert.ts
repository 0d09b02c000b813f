// Pausing, resuming and deleting: each one statement on the user's own alert, so any number of the same request at
// once leaves the same state (a second pause finds it paused; a second delete finds nothing and answers 404).
import { alertsApi } from '@platform/contracts';
import { and, eq, type PriceAlertRow, priceAlerts } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { alertError, toAlertView } from './alerts-repo.ts';

const own = (userId: number, id: number) => and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId));

/** Sets `paused` on the user's alert unless it fired; a fired alert is refused, another user's is not found. */
async function setPaused(app: FastifyInstance, userId: number, id: number, paused: boolean): Promise<PriceAlertRow> {
  const [row] = await app.db.transaction(async (tx) => {
    const [found] = await tx.select().from(priceAlerts).where(own(userId, id)).for('update');
    if (!found) throw AppError.notFound();
    if (found.firedAt) throw alertError('alertAlreadyFired', null);
    if (found.paused === paused) return [found];
    return tx.update(priceAlerts).set({ paused }).where(eq(priceAlerts.id, id)).returning();
  });
  app.priceAlerts.changed(id);
  return row!;
}

export async function pauseAlertRoute(app: FastifyInstance) {
  route(app, alertsApi.pause, async ({ user, params }) =>
    ok(toAlertView(await setPaused(app, user.id, params.id, true))),
  );
}

export async function resumeAlertRoute(app: FastifyInstance) {
  route(app, alertsApi.resume, async ({ user, params }) =>
    ok(toAlertView(await setPaused(app, user.id, params.id, false))),
  );
}

export async function deleteAlertRoute(app: FastifyInstance) {
  route(app, alertsApi.delete, async ({ user, params }) => {
    const [row] = await app.db.delete(priceAlerts).where(own(user.id, params.id)).returning();
    if (!row) throw AppError.notFound();
    app.priceAlerts.changed(row.id);
    return ok(toAlertView(row));
  });
}
