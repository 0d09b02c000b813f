import { moneyAdminApi } from '@platform/contracts';
import { and, asc, desc, eq, withdrawals } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { verifiedNamesOf } from '../../../core/identity/verified-name.ts';
import { listOrder } from '../../../lib/list-order.ts';
import { findPage } from '../../../lib/pages.ts';
import { approveWithdrawal, rejectWithdrawal } from '../withdrawals/withdrawal-review.ts';
import { toAdminWithdrawalView } from './admin-views.ts';
import { reviewQueueRoutes } from './review-queue.ts';

/** The withdrawal review queue: approve (paid out: the hold is posted) or reject with a reason (released in full). */
export async function adminWithdrawalRoutes(app: FastifyInstance) {
  reviewQueueRoutes(app, moneyAdminApi.withdrawals, {
    target: 'withdrawal',
    async find(db, q) {
      const where = and(
        q.status ? eq(withdrawals.status, q.status) : undefined,
        q.userId ? eq(withdrawals.userId, q.userId) : undefined,
      );
      // The queue's order (pending oldest first, the others newest first), or the one asked for.
      const usual = q.status === 'pending' ? asc(withdrawals.id) : desc(withdrawals.id);
      const order = listOrder(q.sort, { createdAt: withdrawals.createdAt }, withdrawals.id, [usual]);
      return findPage(db, withdrawals, where, order, q);
    },
    async get(db, id) {
      const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
      return row;
    },
    decide: (tx, decision, id, operatorId, reason) =>
      decision === 'approve'
        ? approveWithdrawal(tx, id, operatorId)
        : rejectWithdrawal(tx, id, operatorId, reason ?? ''),
    detail: (row, decision) =>
      decision === 'approve'
        ? { amount: row.amount, fee: row.fee, currency: row.currency, entryId: row.entryId }
        : { amount: row.amount, fee: row.fee, currency: row.currency },
    event: (row, decision, reason) => ({
      type: decision === 'approve' ? 'withdrawal.approved' : 'withdrawal.rejected',
      userId: row.userId,
      withdrawalId: row.id,
      reason,
    }),
    // Each bank withdrawal shows its card holder beside the verified name, for the reviewer to compare.
    views: async (db, rows, users) => {
      const verified = await verifiedNamesOf(
        db,
        rows.filter((r) => r.cardAccountName !== null).map((r) => r.userId),
      );
      return rows.map((r) => toAdminWithdrawalView(r, users.get(r.userId), verified.get(r.userId) ?? null));
    },
  });
}
