import { moneyApi } from '@platform/contracts';
import { and, deposits, desc, eq } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { findPage } from '../../../lib/pages.ts';
import { toDepositView } from '../views.ts';
import { chainHeight } from './sandbox-chain.ts';

/** GET /api/money/deposits (history, newest first) and GET /api/money/deposits/:id (the user's own only). */
export async function findDepositsRoute(app: FastifyInstance) {
  route(app, moneyApi.deposits, async ({ user, query: q }) => {
    const where = and(
      eq(deposits.userId, user.id),
      q.method ? eq(deposits.method, q.method) : undefined,
      q.status ? eq(deposits.status, q.status) : undefined,
      q.currency ? eq(deposits.currency, q.currency) : undefined,
    );
    const [{ rows, total }, height] = await Promise.all([
      findPage(app.db, deposits, where, [desc(deposits.id)], q),
      chainHeight(app.db),
    ]);
    return ok({ rows: rows.map((r) => toDepositView(r, height)), total });
  });

  route(app, moneyApi.deposit, async ({ user, params }) => {
    const [row] = await app.db
      .select()
      .from(deposits)
      .where(and(eq(deposits.id, params.id), eq(deposits.userId, user.id)))
      .limit(1);
    if (!row) throw AppError.notFound();
    return ok(toDepositView(row, await chainHeight(app.db)));
  });
}
