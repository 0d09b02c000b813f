// The back office's review queue of block-trading permissions and each application's page: reviewers (who review KYC)
// and admins approve, or reject with the reason the user sees; each decision is audited in the transaction that makes
// it.
import { type AdminBlockApplicationView, blockTradingAdminApi } from '@platform/contracts';
import { and, asc, type BlockTradeApplicationRow, blockTradeApplications, desc, eq, users } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { listOrder } from '../../../lib/list-order.ts';
import { pageOf } from '../../../lib/pages.ts';

const viewOf = (row: BlockTradeApplicationRow, userEmail: string): AdminBlockApplicationView => ({
  id: row.id,
  userId: row.userId,
  userEmail,
  status: row.status,
  reason: row.reason,
  reviewerId: row.reviewerId,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

export async function blockApplicationRoutes(app: FastifyInstance) {
  route(app, blockTradingAdminApi.applications, async ({ query }) => {
    const { status, sort } = query;
    const { id, createdAt } = blockTradeApplications;
    const where = status ? eq(blockTradeApplications.status, status) : undefined;
    const order = listOrder(sort, { userEmail: users.email, createdAt }, id, [
      status === 'pending' ? asc(id) : desc(id),
    ]);
    const list = app.db
      .select({ row: blockTradeApplications, email: users.email })
      .from(blockTradeApplications)
      .innerJoin(users, eq(users.id, blockTradeApplications.userId))
      .where(where)
      .orderBy(...order);
    const { rows, total } = await pageOf(app.db, list, blockTradeApplications, where, query);
    return ok({ rows: rows.map(({ row, email }) => viewOf(row, email)), total });
  });

  route(app, blockTradingAdminApi.application, async ({ params }) => {
    const [found] = await app.db
      .select({ row: blockTradeApplications, email: users.email })
      .from(blockTradeApplications)
      .innerJoin(users, eq(users.id, blockTradeApplications.userId))
      .where(eq(blockTradeApplications.id, params.id));
    if (!found) throw AppError.notFound();
    return ok(viewOf(found.row, found.email));
  });

  route(app, blockTradingAdminApi.review, async ({ user, params, body, req }) => {
    const approved = body.decision === 'approve';
    const row = await app.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(blockTradeApplications)
        .set({
          status: approved ? 'approved' : 'rejected',
          reason: approved ? null : body.reason,
          reviewerId: user.id,
          reviewedAt: new Date(),
        })
        .where(and(eq(blockTradeApplications.id, params.id), eq(blockTradeApplications.status, 'pending')))
        .returning();
      if (!updated) {
        const [exists] = await tx
          .select({ id: blockTradeApplications.id })
          .from(blockTradeApplications)
          .where(eq(blockTradeApplications.id, params.id));
        throw exists ? AppError.conflict('blockApplicationNotPending') : AppError.notFound();
      }
      await recordAudit(tx, req, {
        action: approved ? 'block-trading.approve' : 'block-trading.reject',
        targetType: 'block_trade_application',
        targetId: updated.id,
        subjectUserId: updated.userId,
        reason: body.reason ?? null,
      });
      return updated;
    });
    app.events.publish({
      type: approved ? 'blockTrading.approved' : 'blockTrading.rejected',
      userId: row.userId,
      applicationId: row.id,
      reason: row.reason,
    });
    const [owner] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId));
    return ok(viewOf(row, owner?.email ?? ''));
  });
}
