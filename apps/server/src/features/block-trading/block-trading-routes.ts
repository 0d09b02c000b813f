// The user's block-trading endpoints: the permission (read, apply), the offers and the block order.
import { blockTradingApi } from '@platform/contracts';
import { asc, blockOffers, gt } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { say } from '../../lib/say.ts';
import { offerViewOf } from './offers.ts';
import { applyForBlockTrading, permissionOf, requireBlockPermission } from './permission.ts';
import { placeBlockOrder } from './place-block-order.ts';
import { previewBlockOrder } from './preview-block-order.ts';

export async function blockTradingUserRoutes(app: FastifyInstance) {
  route(app, blockTradingApi.permission, async ({ user }) => ok(await permissionOf(app.db, user.id)));

  route(app, blockTradingApi.apply, async ({ user, req }) =>
    ok(await applyForBlockTrading(app.db, user.id), say(req, 'blockApplied')),
  );

  route(app, blockTradingApi.offers, async ({ user }) => {
    await requireBlockPermission(app.db, user.id);
    const rows = await app.db
      .select()
      .from(blockOffers)
      .where(gt(blockOffers.available, 0))
      .orderBy(asc(blockOffers.symbol));
    const views = await Promise.all(rows.map((row) => offerViewOf(app.db, app.orderDesk, row)));
    return ok({ rows: views.filter((view) => view !== null) });
  });

  route(app, blockTradingApi.preview, async ({ user, query }) =>
    ok(await previewBlockOrder(app.db, app.orderDesk, user.id, query)),
  );

  route(app, blockTradingApi.placeOrder, ({ user, body }) => ({
    run: async (tx) => ({ msgKey: 'blockOrderPlaced', data: await placeBlockOrder(tx, app.orderDesk, user.id, body) }),
    // A block order fills at once and takes its fee: told like any fill (exactly once, never on a replay).
    after: ({ order, position }) =>
      app.events.publish({ type: 'trading.order.filled', userId: user.id, orderId: order.id, positionId: position.id }),
  }));
}
