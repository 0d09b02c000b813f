import {
  ADMIN_MONEY_PATHS,
  adminDepositsQuery,
  adminDepositView,
  approveBody,
  envelopeOf,
  moneyIdParams,
  pageOf,
  rejectBody,
} from '@platform/contracts';
import { and, asc, count, deposits, desc, eq } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit/record-audit.ts';
import { approveBankDeposit, rejectBankDeposit } from '../deposits/bank-review.ts';
import { chainHeight } from '../deposits/sandbox-chain.ts';
import { accountLimit, runIdempotent } from '../money-routes.ts';
import { toAdminDepositView, usersById } from './admin-views.ts';

/** The deposit review queue: list (pending oldest first), approve (credits), reject with a reason (credits nothing). */
export const adminDepositRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = accountLimit(app, 120);

  app.get(
    ADMIN_MONEY_PATHS.deposits,
    {
      schema: {
        tags: ['admin', 'money'],
        querystring: adminDepositsQuery,
        response: { 200: envelopeOf(pageOf(adminDepositView)) },
      },
    },
    async (req) => {
      const q = req.query;
      const where = and(
        q.status ? eq(deposits.status, q.status) : undefined,
        q.method ? eq(deposits.method, q.method) : undefined,
        q.userId ? eq(deposits.userId, q.userId) : undefined,
      );
      const [rows, [total], height] = await Promise.all([
        app.db
          .select()
          .from(deposits)
          .where(where)
          .orderBy(q.status === 'pending' ? asc(deposits.id) : desc(deposits.id))
          .limit(q.pageSize)
          .offset((q.pageNum - 1) * q.pageSize),
        app.db.select({ n: count() }).from(deposits).where(where),
        chainHeight(app.db),
      ]);
      const people = await usersById(
        app.db,
        rows.map((r) => r.userId),
      );
      return ok({
        rows: rows.map((r) => toAdminDepositView(r, height, people.get(r.userId))),
        total: Number(total?.n ?? 0),
      });
    },
  );

  app.post(
    ADMIN_MONEY_PATHS.depositApprove,
    {
      preHandler: limit,
      schema: {
        tags: ['admin', 'money'],
        params: moneyIdParams,
        body: approveBody,
        response: { 200: envelopeOf(adminDepositView) },
      },
    },
    async (req, reply) => {
      const operatorId = currentUser(req).id;
      const note = req.body.note || null;
      return runIdempotent(req, reply, async (tx) => {
        const row = await approveBankDeposit(tx, req.params.id, { kind: 'operator', id: operatorId }, { reason: note });
        await recordAudit(tx, req, {
          action: 'deposit.approve',
          targetType: 'deposit',
          targetId: row.id,
          subjectUserId: row.userId,
          reason: note,
          detail: { amount: row.amount, currency: row.currency, entryId: row.entryId },
        });
        const people = await usersById(tx, [row.userId]);
        return { msgKey: 'approved' as const, data: toAdminDepositView(row, 0, people.get(row.userId)) };
      });
    },
  );

  app.post(
    ADMIN_MONEY_PATHS.depositReject,
    {
      preHandler: limit,
      schema: {
        tags: ['admin', 'money'],
        params: moneyIdParams,
        body: rejectBody,
        response: { 200: envelopeOf(adminDepositView) },
      },
    },
    async (req, reply) => {
      const operatorId = currentUser(req).id;
      return runIdempotent(req, reply, async (tx) => {
        const row = await rejectBankDeposit(tx, req.params.id, { kind: 'operator', id: operatorId }, req.body.reason);
        await recordAudit(tx, req, {
          action: 'deposit.reject',
          targetType: 'deposit',
          targetId: row.id,
          subjectUserId: row.userId,
          reason: req.body.reason,
          detail: { amount: row.amount, currency: row.currency },
        });
        const people = await usersById(tx, [row.userId]);
        return { msgKey: 'rejected' as const, data: toAdminDepositView(row, 0, people.get(row.userId)) };
      });
    },
  );
};
