import { depositsQuery, depositView, envelopeOf, MONEY_PATHS, moneyIdParams, pageOf } from '@platform/contracts';
import { and, count, deposits, desc, eq } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { toDepositView } from '../views.ts';
import { chainHeight } from './sandbox-chain.ts';

/** GET /api/money/deposits (history, newest first) and GET /api/money/deposits/:id (the user's own only). */
export const findDepositsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MONEY_PATHS.deposits,
    { schema: { tags: ['money'], querystring: depositsQuery, response: { 200: envelopeOf(pageOf(depositView)) } } },
    async (req) => {
      const q = req.query;
      const where = and(
        eq(deposits.userId, currentUser(req).id),
        q.method ? eq(deposits.method, q.method) : undefined,
        q.status ? eq(deposits.status, q.status) : undefined,
        q.currency ? eq(deposits.currency, q.currency) : undefined,
      );
      const [rows, [total], height] = await Promise.all([
        app.db
          .select()
          .from(deposits)
          .where(where)
          .orderBy(desc(deposits.id))
          .limit(q.pageSize)
          .offset((q.pageNum - 1) * q.pageSize),
        app.db.select({ n: count() }).from(deposits).where(where),
        chainHeight(app.db),
      ]);
      return ok({ rows: rows.map((r) => toDepositView(r, height)), total: Number(total?.n ?? 0) });
    },
  );

  app.get(
    MONEY_PATHS.deposit,
    { schema: { tags: ['money'], params: moneyIdParams, response: { 200: envelopeOf(depositView) } } },
    async (req) => {
      const [row] = await app.db
        .select()
        .from(deposits)
        .where(and(eq(deposits.id, req.params.id), eq(deposits.userId, currentUser(req).id)))
        .limit(1);
      if (!row) throw AppError.notFound();
      return ok(toDepositView(row, await chainHeight(app.db)));
    },
  );
};
