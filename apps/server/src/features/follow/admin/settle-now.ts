// POST /api/admin/follow/orders/:id/sandbox/settle-now (sandbox only, audited): the order's period ends now and it
// settles at once at a fresh mark of its institution (a waiting order first starts at that mark). One transaction
// with the order locked: a second request finds it settled and is refused.
import { followAdminApi } from '@platform/contracts';
import { eq, followOrders } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { sandboxOnly } from '../../../core/http/sandbox-only.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { getOrderOf } from '../find-orders.ts';
import { markInstitution } from '../follow-job.ts';
import { institutionById } from '../institutions-repo.ts';
import { settleOrder, startOrder } from '../order-lifecycle.ts';

export async function settleNowRoute(app: FastifyInstance) {
  route(
    app,
    followAdminApi.settleNow,
    async ({ params, body, req }) => {
      const event = await app.db.transaction(async (tx) => {
        const [order] = await tx.select().from(followOrders).where(eq(followOrders.id, params.id)).for('update');
        if (!order) throw AppError.notFound();
        if (order.status === 'settled') throw AppError.conflict('followNotRunning');
        const now = new Date();
        await tx.update(followOrders).set({ endsAt: now }).where(eq(followOrders.id, order.id));
        const institution = await institutionById(tx, order.institutionId);
        const mark = await markInstitution({ db: tx, desk: app.orderDesk }, institution, now);
        if (order.status === 'waiting') await startOrder(tx, order.id, mark);
        const settled = await settleOrder(tx, order.id, now);
        if (!settled) throw AppError.conflict('followNotRunning');
        await recordAudit(tx, req, {
          action: 'follow.sandbox.settle-now',
          targetType: 'follow_order',
          targetId: order.id,
          subjectUserId: order.userId,
          reason: body.reason,
          detail: { before: { endsAt: order.endsAt.toISOString(), status: order.status }, after: { endsAt: now } },
        });
        return settled;
      });
      app.events.publish(event);
      return ok(await getOrderOf(app.db, params.id));
    },
    { guard: sandboxOnly(app) },
  );
}
