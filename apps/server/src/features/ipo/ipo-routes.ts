// The user's IPO endpoints: open offerings, one offering with the caller's subscription, the preview, the published
// allotment, and subscribing, changing and withdrawing (money-moving: idempotent, each in one transaction).
import { ipoApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { changeSubscription } from './change-subscription.ts';
import { findPurchasable } from './find-purchasable.ts';
import { findSubscriptions } from './find-subscriptions.ts';
import { getAllotment } from './get-allotment.ts';
import { getOffering } from './get-offering.ts';
import { previewSubscription } from './preview-subscription.ts';
import { subscribe } from './subscribe.ts';
import { withdrawSubscription } from './withdraw-subscription.ts';

export async function ipoUserRoutes(app: FastifyInstance) {
  route(app, ipoApi.purchasable, async ({ query }) => ok(await findPurchasable(app.db, query)));
  route(app, ipoApi.offering, async ({ user, params }) => ok(await getOffering(app.db, user.id, params.id)));
  route(app, ipoApi.preview, async ({ user, params, query }) =>
    ok(await previewSubscription(app.db, user.id, params.id, query)),
  );
  route(app, ipoApi.allotment, async ({ params }) => ok(await getAllotment(app.db, params.id)));
  route(app, ipoApi.subscriptions, async ({ user, query }) => ok(await findSubscriptions(app.db, user.id, query)));
  route(app, ipoApi.subscribe, ({ user, params, body }) => ({
    run: async (tx) => ({ msgKey: 'ipoSubscribed', data: await subscribe(tx, user.id, params.id, body) }),
  }));
  route(app, ipoApi.change, ({ user, params, body }) => ({
    run: async (tx) => ({
      msgKey: 'ipoSubscriptionChanged',
      data: await changeSubscription(tx, user.id, params.id, body),
    }),
  }));
  route(app, ipoApi.withdraw, ({ user, params }) => ({
    run: async (tx) => ({
      msgKey: 'ipoSubscriptionWithdrawn',
      data: await withdrawSubscription(tx, user.id, params.id),
    }),
  }));
}
