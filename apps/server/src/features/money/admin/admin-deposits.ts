import { moneyAdminApi } from '@platform/contracts';
import { and, asc, deposits, desc, eq } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { listOrder } from '../../../lib/list-order.ts';
import { findPage } from '../../../lib/pages.ts';
import { approveBankDeposit, rejectBankDeposit } from '../deposits/bank-review.ts';
import { chainHeight } from '../deposits/sandbox-chain.ts';
import { toAdminDepositView } from './admin-views.ts';
import { reviewQueueRoutes } from './review-queue.ts';

/** The deposit review queue: list (pending oldest first), approve (credits), reject with a reason (credits nothing). */
export async function adminDepositRoutes(app: FastifyInstance) {
  reviewQueueRoutes(app, moneyAdminApi.deposits, {
    target: 'deposit',
    async find(db, q) {
      const where = and(
        q.status ? eq(deposits.status, q.status) : undefined,
        q.method ? eq(deposits.method, q.method) : undefined,
        q.userId ? eq(deposits.userId, q.userId) : undefined,
      );
      // The queue's order (pending oldest first, the others newest first), or the one asked for.
      const usual = q.status === 'pending' ? asc(deposits.id) : desc(deposits.id);
      const order = listOrder(q.sort, { createdAt: deposits.createdAt }, deposits.id, [usual]);
      return findPage(db, deposits, where, order, q);
    },
    async get(db, id) {
      const [row] = await db.select().from(deposits).where(eq(deposits.id, id));
      return row;
    },
    decide: (tx, decision, id, operatorId, reason) =>
      decision === 'approve'
        ? approveBankDeposit(tx, id, { kind: 'operator', id: operatorId }, { reason })
        : rejectBankDeposit(tx, id, { kind: 'operator', id: operatorId }, reason ?? ''),
    detail: (row, decision) =>
      decision === 'approve'
        ? { amount: row.amount, currency: row.currency, entryId: row.entryId }
        : { amount: row.amount, currency: row.currency },
    event: (row, decision, reason) => ({
      type: decision === 'approve' ? 'deposit.approved' : 'deposit.rejected',
      userId: row.userId,
      depositId: row.id,
      reason,
    }),
    async views(db, rows, users) {
      const height = await chainHeight(db);
      return rows.map((r) => toAdminDepositView(r, height, users.get(r.userId)));
    },
  });
}
