import { moneyApi } from '@platform/contracts';
import { and, desc, eq, withdrawals } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { findPage } from '../../../lib/pages.ts';
import { toWithdrawalView } from '../views.ts';

/** GET /api/money/withdrawals (history, newest first) and GET /api/money/withdrawals/:id (the user's own only). */
export async function findWithdrawalsRoute(app: FastifyInstance) {
  route(app, moneyApi.withdrawals, async ({ user, query: q }) => {
    const where = and(
      eq(withdrawals.userId, user.id),
      q.status ? eq(withdrawals.status, q.status) : undefined,
      q.currency ? eq(withdrawals.currency, q.currency) : undefined,
    );
    const { rows, total } = await findPage(app.db, withdrawals, where, [desc(withdrawals.id)], q);
    return ok({ rows: rows.map(toWithdrawalView), total });
  });

  route(app, moneyApi.withdrawal, async ({ user, params }) => {
    const [row] = await app.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, params.id), eq(withdrawals.userId, user.id)))
      .limit(1);
    if (!row) throw AppError.notFound();
    return ok(toWithdrawalView(row));
  });
}
