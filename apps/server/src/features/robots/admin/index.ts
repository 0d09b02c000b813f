// The back office's robot catalogue (/api/admin/robots/...): every product with its uptake, and audited changes.
import { robotsAdminApi, uptakeTopic } from '@platform/contracts';
import { asc, type RobotProductRow, robotProducts } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { updateAudited } from '../../../core/audit/audited-change.ts';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { refusingDuplicate } from '../../../lib/db-errors.ts';
import { ok } from '../../../lib/envelope.ts';
import { listOrder } from '../../../lib/list-order.ts';
import { say } from '../../../lib/say.ts';
import { productRow } from '../product-views.ts';
import { checkParams } from '../purchase-terms.ts';
import { adminProductViews } from './admin-views.ts';

const audited = (row: RobotProductRow) => ({
  name: row.name,
  defaultParams: row.defaultParams,
  buyPrice: row.buyPrice,
  rentOptions: row.rentOptions,
  minAllocation: row.minAllocation,
  active: row.active,
});

export async function robotsAdminRoutes(app: FastifyInstance) {
  // The products list's uptake news: whoever may read the list hears when robots are bought, started, paused or stopped.
  app.newsFeed.allowCaller(uptakeTopic('robots'), robotsAdminApi.products.caller);
  route(app, robotsAdminApi.products, async ({ query }) => {
    const sortable = { name: robotProducts.name, symbol: robotProducts.symbol };
    const order = listOrder(query.sort, sortable, robotProducts.id, [asc(robotProducts.id)]);
    const rows = await app.db
      .select()
      .from(robotProducts)
      .orderBy(...order);
    return ok(await adminProductViews(app.db, app.orderDesk, rows));
  });
  route(app, robotsAdminApi.updateProduct, async ({ params, body, req }) => {
    const row = await refusingDuplicate(
      'robot_products_name_unique',
      () => AppError.badRequest('robotNameTaken', 'name'),
      () =>
        app.db.transaction(async (tx) => {
          const before = await productRow(tx, params.id, { lock: true });
          const terms = await app.orderDesk.terms(tx, before.symbol);
          const defaultParams = checkParams(before, body.defaultParams, terms.lotSize, 'defaultParams');
          const values = {
            name: body.name,
            description: body.description,
            defaultParams,
            buyPrice: body.buyPrice,
            rentOptions: body.rentOptions.sort((a, b) => a.days - b.days),
            minAllocation: body.minAllocation,
            active: body.active,
          };
          return updateAudited(tx, req, robotProducts, before.id, values, {
            action: 'robots.product.update',
            targetType: 'robot_product',
            reason: body.reason,
            detail: (after) => ({ before: audited(before), after: audited(after) }),
          });
        }),
    );
    const [view] = await adminProductViews(app.db, app.orderDesk, [row]);
    return ok(view!, say(req, 'robotProductSaved'));
  });
}
