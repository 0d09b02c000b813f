import { moneyApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { userBalances } from '../../../core/ledger/balances.ts';
import { ok } from '../../../lib/envelope.ts';

/** GET /api/money/assets: available, frozen and total per account and currency. */
export async function getAssetsRoute(app: FastifyInstance) {
  route(app, moneyApi.assets, async ({ user }) => ok({ balances: await userBalances(app.db, user.id) }));
}
