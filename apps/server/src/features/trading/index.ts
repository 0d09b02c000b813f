import type { FastifyInstance } from 'fastify';
import { tradingAdminRoutes } from './admin/trading-admin-routes.ts';
import { getTicketRoute } from './get-ticket.ts';
import { orderRoutes } from './order-routes.ts';
import { positionRoutes } from './position-routes.ts';

export { registerTrading } from './trading-plugin.ts';

/** The trading center (/api/trading/...): the ticket, orders, positions and the account's margin figures. */
export async function tradingRoutes(app: FastifyInstance) {
  await app.register(getTicketRoute);
  await app.register(orderRoutes);
  await app.register(positionRoutes);
}

export { tradingAdminRoutes };
