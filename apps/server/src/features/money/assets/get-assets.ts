import { moneyApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { userBalances } from '../../../core/ledger/balances.ts';
import { ok } from '../../../lib/envelope.ts';
import { userHoldings } from './holdings.ts';

/** GET /api/money/assets: available, frozen and total per account and currency, and where each amount sits. */
export async function getAssetsRoute(app: FastifyInstance) {
  route(app, moneyApi.assets, async ({ user }) => {
    // One snapshot: both read in one transaction, so a movement between them cannot count an amount twice or never.
    return ok(
      await app.db.transaction(
        async (tx) => {
          const balances = await userBalances(tx, user.id);
          return { balances, holdings: await userHoldings(tx, user.id, balances) };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      ),
    );
  });
}
