import {
  ADMIN_MONEY_PATHS,
  adminWithdrawalsQuery,
  adminWithdrawalView,
  approveBody,
  envelopeOf,
  moneyIdParams,
  pageOf,
  rejectBody,
} from '@platform/contracts';
import { and, asc, count, desc, eq, withdrawals } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { accountLimit, runIdempotent } from '../money-routes.ts';
import { approveWithdrawal, rejectWithdrawal } from '../withdrawals/withdrawal-review.ts';
import { toAdminWithdrawalView, usersById } from './admin-views.ts';

/** The withdrawal review queue: approve (paid out: the hold is posted) or reject with a reason (released in full). */
export const adminWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = accountLimit(app, 120);

  app.get(
    ADMIN_MONEY_PATHS.withdrawals,
    {
      schema: {
        tags: ['admin', 'money'],
        querystring: adminWithdrawalsQuery,
        response: { 200: envelopeOf(pageOf(adminWithdrawalView)) },
      },
    },
    async (req) => {
      const q = req.query;
      const where = and(
        q.status ? eq(withdrawals.status, q.status) : undefined,
        q.userId ? eq(withdrawals.userId, q.userId) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(withdrawals)
          .where(where)
          .orderBy(q.status === 'pending' ? asc(withdrawals.id) : desc(withdrawals.id))
          .limit(q.pageSize)
          .offset((q.pageNum - 1) * q.pageSize),
        app.db.select({ n: count() }).from(withdrawals).where(where),
      ]);
      const people = await usersById(
        app.db,
        rows.map((r) => r.userId),
      );
      return ok({
        rows: rows.map((r) => toAdminWithdrawalView(r, people.get(r.userId))),
        total: Number(total?.n ?? 0),
      });
    },
  );

  app.post(
    ADMIN_MONEY_PATHS.withdrawalApprove,
    {
      preHandler: limit,
      schema: {
        tags: ['admin', 'money'],
        params: moneyIdParams,
        body: approveBody,
        response: { 200: envelopeOf(adminWithdrawalView) },
      },
    },
    async (req, reply) => {
      const operatorId = currentUser(req).id;
      return runIdempotent(req, reply, async (tx) => {
        const row = await approveWithdrawal(tx, req.params.id, operatorId);
        await recordAudit(tx, req, {
          action: 'withdrawal.approve',
          targetType: 'withdrawal',
          targetId: row.id,
          subjectUserId: row.userId,
          reason: req.body.note || null,
          detail: { amount: row.amount, fee: row.fee, currency: row.currency, entryId: row.entryId },
        });
        const people = await usersById(tx, [row.userId]);
        return { msgKey: 'approved' as const, data: toAdminWithdrawalView(row, people.get(row.userId)) };
      });
    },
  );

  app.post(
    ADMIN_MONEY_PATHS.withdrawalReject,
    {
      preHandler: limit,
      schema: {
        tags: ['admin', 'money'],
        params: moneyIdParams,
        body: rejectBody,
        response: { 200: envelopeOf(adminWithdrawalView) },
      },
    },
    async (req, reply) => {
      const operatorId = currentUser(req).id;
      return runIdempotent(req, reply, async (tx) => {
        const row = await rejectWithdrawal(tx, req.params.id, operatorId, req.body.reason);
        await recordAudit(tx, req, {
          action: 'withdrawal.reject',
          targetType: 'withdrawal',
          targetId: row.id,
          subjectUserId: row.userId,
          reason: req.body.reason,
          detail: { amount: row.amount, fee: row.fee, currency: row.currency },
        });
        const people = await usersById(tx, [row.userId]);
        return { msgKey: 'rejected' as const, data: toAdminWithdrawalView(row, people.get(row.userId)) };
      });
    },
  );
};
