// The order endpoints: place (market or limit), list, cancel while pending. Placing and cancelling are idempotent.
import { tradingApi } from '@platform/contracts';
import { and, desc, eq, tradeOrders } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { findPage } from '../../lib/pages.ts';
import { cancelOrder } from './cancel-order.ts';
import { placeOrder } from './place-order.ts';
import { orderViewOf, positionViewOf } from './views.ts';

export async function orderRoutes(app: FastifyInstance) {
  route(app, tradingApi.placeOrder, ({ user, body }) => ({
    run: async (tx) => {
      const { market } = app.trading;
      const { order, position } = await placeOrder(tx, { market, now: new Date() }, user.id, body);
      return {
        msgKey: 'orderPlaced',
        data: {
          order: orderViewOf(order),
          position: position ? positionViewOf(position, market.quote(position.symbol)) : null,
        },
      };
    },
    // A fill at once moved the user's money: told like one the engine makes later (exactly once, never on a replay).
    after: ({ order, position }) => {
      if (order.status === 'filled' && position)
        app.events.publish({
          type: 'trading.order.filled',
          userId: user.id,
          orderId: order.id,
          positionId: position.id,
        });
    },
  }));

  route(app, tradingApi.orders, async ({ user, query }) => {
    const where = and(
      eq(tradeOrders.userId, user.id),
      query.status ? eq(tradeOrders.status, query.status) : undefined,
      query.symbol ? eq(tradeOrders.symbol, query.symbol) : undefined,
    );
    const { rows, total } = await findPage(app.db, tradeOrders, where, [desc(tradeOrders.id)], query);
    return ok({ rows: rows.map(orderViewOf), total });
  });

  route(app, tradingApi.cancelOrder, ({ user, params }) => ({
    run: async (tx) => ({
      msgKey: 'orderCancelled',
      data: orderViewOf(await cancelOrder(tx, user.id, params.id, new Date())),
    }),
  }));
}
