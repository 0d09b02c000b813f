import { envelopeOf, MONEY_PATHS, moneyIdParams, pageOf, withdrawalsQuery, withdrawalView } from '@platform/contracts';
import { and, count, desc, eq, withdrawals } from '@platform/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { toWithdrawalView } from '../views.ts';

/** GET /api/money/withdrawals (history, newest first) and GET /api/money/withdrawals/:id (the user's own only). */
export const findWithdrawalsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MONEY_PATHS.withdrawals,
    {
      schema: { tags: ['money'], querystring: withdrawalsQuery, response: { 200: envelopeOf(pageOf(withdrawalView)) } },
    },
    async (req) => {
      const q = req.query;
      const where = and(
        eq(withdrawals.userId, currentUser(req).id),
        q.status ? eq(withdrawals.status, q.status) : undefined,
        q.currency ? eq(withdrawals.currency, q.currency) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(withdrawals)
          .where(where)
          .orderBy(desc(withdrawals.id))
          .limit(q.pageSize)
          .offset((q.pageNum - 1) * q.pageSize),
        app.db.select({ n: count() }).from(withdrawals).where(where),
      ]);
      return ok({ rows: rows.map(toWithdrawalView), total: Number(total?.n ?? 0) });
    },
  );

  app.get(
    MONEY_PATHS.withdrawal,
    { schema: { tags: ['money'], params: moneyIdParams, response: { 200: envelopeOf(withdrawalView) } } },
    async (req) => {
      const [row] = await app.db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.id, req.params.id), eq(withdrawals.userId, currentUser(req).id)))
        .limit(1);
      if (!row) throw AppError.notFound();
      return ok(toWithdrawalView(row));
    },
  );
};
