// What only the server knows refuses a robot product's change, on the field it names (the back office shows it on that
// input): a quantity that is not a whole number of the instrument's lots, and a name another product has. Nothing
// changes.
import { type AdminRobotProductView, robotsAdminApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call } from '../../testing/api.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

const bodyOf = (p: AdminRobotProductView) => ({
  name: p.name,
  description: p.description,
  defaultParams: p.defaultParams,
  buyPrice: p.buyPrice,
  rentOptions: p.rentOptions,
  minAllocation: p.minAllocation,
  active: p.active,
  reason: 'Browser check moved here',
});

describe('a robot product’s change refused by the server', { timeout: 120_000 }, () => {
  it('names the quantity field for part of a lot, and the name field for a name taken', async () => {
    const products = (await call(t.app, 'GET', urlOf(robotsAdminApi.products), { token: t.admin })).body
      .data as AdminRobotProductView[];
    const product = products.find((p) => p.strategy === 'mean_reversion' && p.lotSize > 1)!;
    const other = products.find((p) => p.id !== product.id)!;
    const url = urlOf(robotsAdminApi.updateProduct, { id: product.id });
    const params = product.defaultParams as Extract<AdminRobotProductView['defaultParams'], { quantity: number }>;

    const partLot = await call(t.app, 'POST', url, {
      token: t.admin,
      body: { ...bodyOf(product), defaultParams: { ...params, quantity: product.lotSize * 1.5 } },
    });
    expect(partLot.status).toBe(400);
    expect(partLot.body.data).toEqual([
      { field: 'defaultParams.quantity', message: 'The quantity must be a whole number of lots' },
    ]);

    const taken = await call(t.app, 'POST', url, { token: t.admin, body: { ...bodyOf(product), name: other.name } });
    expect(taken.status).toBe(400);
    expect(taken.body.data).toEqual([{ field: 'name', message: 'Another robot product has this name' }]);

    const after = (await call(t.app, 'GET', urlOf(robotsAdminApi.products), { token: t.admin })).body
      .data as AdminRobotProductView[];
    expect(after.find((p) => p.id === product.id)).toMatchObject({ name: product.name, defaultParams: params });
  });
});
