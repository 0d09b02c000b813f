// The user's follow endpoints: institutions and their records, the preview, placing an order (money-moving:
// idempotent, one transaction) and the caller's orders.
import { followApi } from '@platform/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { ok } from '../../lib/envelope.ts';
import { findInstitutions } from './find-institutions.ts';
import { findOrders, getOrder } from './find-orders.ts';
import { getInstitution } from './get-institution.ts';
import { placeOrder } from './place-order.ts';
import { previewOrder } from './preview-order.ts';

export async function followUserRoutes(app: FastifyInstance) {
  route(app, followApi.institutions, async ({ query }) => ok(await findInstitutions(app.db, app.orderDesk, query)));
  route(app, followApi.institution, async ({ params }) => ok(await getInstitution(app.db, app.orderDesk, params.id)));
  route(app, followApi.preview, async ({ user, params, query }) =>
    ok(await previewOrder(app.db, user.id, params.id, query)),
  );
  route(app, followApi.placeOrder, ({ user, params, body }) => ({
    run: async (tx) => ({ msgKey: 'followPlaced', data: await placeOrder(tx, user.id, params.id, body) }),
  }));
  route(app, followApi.orders, async ({ user, query }) => ok(await findOrders(app.db, user.id, query)));
  route(app, followApi.order, async ({ user, params }) => ok(await getOrder(app.db, user.id, params.id)));
}
