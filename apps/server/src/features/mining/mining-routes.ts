// The user's mining endpoints: products, the network, the preview, purchase, top-up and energy refund (money-moving: idempotent, one
// transaction each), the caller's contracts, and the sandbox's settle-next-period-now on the caller's own contract.
import { miningApi } from '@platform/contracts';
import { and, eq, miningContracts } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import { route } from '../../core/http/route.ts';
import { sandboxOnly } from '../../core/http/sandbox-only.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { contractDetail } from './contract-views.ts';
import { energyView, refundEnergy, topUp } from './energy.ts';
import { productsOnSale, userContracts } from './find-contracts.ts';
import type { MiningDeps, MiningEvent } from './mining-deps.ts';
import { networkRule } from './network-repo.ts';
import { networkView } from './network-views.ts';
import { previewPurchase } from './preview.ts';
import { purchase, purchasedEvent } from './purchase.ts';
import { settleNextPeriod } from './settle-period.ts';

export function miningDepsOf(app: FastifyInstance): MiningDeps {
  return {
    db: app.db,
    periodMinutes: app.config.MINING_PERIOD_MINUTES,
    sandbox: app.config.sandbox,
    publish: (event) => app.events.publish(event),
  };
}

export async function miningUserRoutes(app: FastifyInstance) {
  const deps = miningDepsOf(app);
  route(app, miningApi.products, async () => ok(await productsOnSale(app.db, deps.periodMinutes)));
  route(app, miningApi.network, async ({ query }) => ok(await networkView(app.db, deps, query)));
  route(app, miningApi.preview, async ({ user, params, query }) =>
    ok(await previewPurchase(app.db, deps, user.id, params.id, query.hashRate)),
  );
  route(app, miningApi.purchase, ({ user, body }) => ({
    run: async (tx) => ({ msgKey: 'miningPurchaseSuccessful', data: await purchase(tx, deps, user.id, body) }),
    after: (data) => deps.publish(purchasedEvent(user.id, data.contract)),
  }));
  route(app, miningApi.energy, async ({ user }) => ok(await energyView(app.db, user.id)));
  route(app, miningApi.topUp, ({ user, body }) => {
    const told: DomainEvent[] = [];
    return {
      run: async (tx) => ({ msgKey: 'miningToppedUp', data: await topUp(tx, user.id, body.amount, told) }),
      after: () => told.forEach(deps.publish),
    };
  });
  route(app, miningApi.refundEnergy, ({ user, body }) => {
    const told: DomainEvent[] = [];
    return {
      run: async (tx) => ({ msgKey: 'miningEnergyRefunded', data: await refundEnergy(tx, user.id, body.amount, told) }),
      after: () => told.forEach(deps.publish),
    };
  });
  route(app, miningApi.contracts, async ({ user, query }) => ok(await userContracts(app.db, user.id, query)));
  route(app, miningApi.contract, async ({ user, params }) =>
    ok(await contractDetail(app.db, deps, user.id, params.id)),
  );

  route(
    app,
    miningApi.settleNext,
    ({ user, params }) => {
      let events: MiningEvent[] = [];
      return {
        run: async (tx) => {
          const [own] = await tx
            .select({ id: miningContracts.id })
            .from(miningContracts)
            .where(and(eq(miningContracts.id, params.id), eq(miningContracts.userId, user.id)));
          if (!own) throw AppError.notFound();
          const now = new Date();
          const settled = await settleNextPeriod(tx, await networkRule(tx, deps.periodMinutes), own.id, now, true);
          if (!settled) throw AppError.conflict('miningContractEnded');
          events = settled.events;
          const data = await contractDetail(tx, deps, user.id, own.id, now);
          const paid = data.settlements.at(-1)?.outcome === 'paid';
          const msgKey =
            data.contract.status === 'success'
              ? 'miningSuccessful'
              : paid
                ? 'miningPeriodSettled'
                : 'miningInsufficientEnergy';
          return { msgKey, data };
        },
        after: () => {
          for (const event of events) deps.publish(event);
        },
      };
    },
    { guard: sandboxOnly(app) },
  );
}
