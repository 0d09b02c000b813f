// The back office's view of the simulated network (the users' view plus what the house has paid and what runs) and of
// every user's contracts.
import { miningAdminApi } from '@platform/contracts';
import { and, eq, inArray, isNull, ledgerAccounts, miningContracts, sql } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../core/http/route.ts';
import { Big } from '../../../core/ledger/amounts.ts';
import { ok } from '../../../lib/envelope.ts';
import { findContracts, statusFilter } from '../find-contracts.ts';
import { miningDepsOf } from '../mining-routes.ts';
import { networkView } from '../network-views.ts';

export async function miningNetworkAdminRoutes(app: FastifyInstance) {
  const deps = miningDepsOf(app);
  route(app, miningAdminApi.network, async ({ query }) => {
    const [view, [house], [running]] = await Promise.all([
      networkView(app.db, deps, query),
      app.db
        .select({ balance: ledgerAccounts.balance })
        .from(ledgerAccounts)
        .where(
          and(
            isNull(ledgerAccounts.userId),
            eq(ledgerAccounts.kind, 'mining_rewards'),
            eq(ledgerAccounts.currency, 'BTC'),
          ),
        ),
      app.db
        .select({
          contracts: sql<number>`count(*)::int`,
          hashRate: sql<number>`coalesce(sum(${miningContracts.hashRate}), 0)::int`,
        })
        .from(miningContracts)
        .where(inArray(miningContracts.status, ['locating', 'mining', 'paused'])),
    ]);
    return ok({
      ...view,
      rewardsPaid: new Big(house?.balance ?? 0).neg().toFixed(8),
      contractsRunning: Number(running?.contracts ?? 0),
      hashRateRunning: Number(running?.hashRate ?? 0),
    });
  });
  route(app, miningAdminApi.contracts, async ({ query }) => {
    const where = and(
      query.userId === undefined ? undefined : eq(miningContracts.userId, query.userId),
      statusFilter(query.status),
    );
    return ok(await findContracts(app.db, where, query));
  });
}
