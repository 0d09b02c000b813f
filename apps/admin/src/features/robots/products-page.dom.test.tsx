// Robot products in a DOM: each product's rule and uptake listed; the editor says changes apply to later purchases,
// puts the server's refusals (a quantity of one and a half lots, a name another product has) on their inputs, and
// saves a new buy price and rent option with a reason, which the list then shows; in Chinese too.
import { type AdminRobotProductView, robotsAdminApi } from '@platform/contracts';
import { fieldError, handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROBOT_PRODUCTS } from '../../testing/fixtures.ts';
import { expectToShow, FIRST, renderAdmin, rowWith, sortsFromHeading } from '../../testing/render-admin.tsx';

const REVERSION = ROBOT_PRODUCTS.find((p) => p.strategy === 'mean_reversion')!;
const OTHER = ROBOT_PRODUCTS.find((p) => p.id !== REVERSION.id)!;

/** A server holding the seeded products; it refuses what only it knows (the lot, the names taken) on their fields. */
function productsServer() {
  let products = [...ROBOT_PRODUCTS];
  return [
    handle(robotsAdminApi.products, () => products),
    handle(robotsAdminApi.updateProduct, ({ params, body }) => {
      const product = products.find((p) => p.id === params.id)!;
      const params_ = body.defaultParams;
      if ('quantity' in params_ && params_.quantity % product.lotSize !== 0) {
        return refuse(400, 'The quantity must be a whole number of lots', [
          { field: 'defaultParams.quantity', message: 'The quantity must be a whole number of lots' },
        ]);
      }
      if (products.some((p) => p.id !== params.id && p.name === body.name)) {
        return refuse(400, 'Another robot product has this name', [
          { field: 'name', message: 'Another robot product has this name' },
        ]);
      }
      const money = (v: string) => Number(v).toFixed(2);
      const saved: AdminRobotProductView = {
        ...product,
        name: body.name,
        buyPrice: money(String(body.buyPrice)),
        rentOptions: body.rentOptions.map((o) => ({ days: Number(o.days), fee: money(String(o.fee)) })),
      };
      products = products.map((p) => (p.id === params.id ? saved : p));
      return saved;
    }),
  ];
}

describe('robot products', () => {
  it('lists each product with its rule and uptake', async () => {
    await renderAdmin('/robots/products', { api: productsServer(), viewport: 'desktop' });
    const row = await rowWith(REVERSION.name);
    expectToShow(row, [
      'Mean reversion',
      `${REVERSION.symbol} when the price is`,
      'standard deviations below its',
      `${REVERSION.robots} bought`,
    ]);
  });

  it('puts the server’s refusals on their inputs, then saves new prices with a reason', async () => {
    const { user, api } = await renderAdmin('/robots/products', { api: productsServer(), viewport: 'desktop' });
    await user.click(within(await rowWith(REVERSION.name)).getByRole('button', { name: `Edit ${REVERSION.name}` }));
    const form = await screen.findByRole('dialog', { name: `Edit ${REVERSION.name}` });
    expect(form.textContent).toContain('These changes apply to later purchases only.');
    await user.type(within(form).getByLabelText(/^Reason/), 'New prices');
    const quantity = within(form).getByLabelText(/^Quantity/);
    await user.clear(quantity);
    await user.type(quantity, String(REVERSION.lotSize * 1.5));
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(fieldError(quantity)).toBe('The quantity must be a whole number of lots'));
    expect(quantity.getAttribute('aria-invalid')).toBe('true');

    await user.clear(quantity);
    await user.type(quantity, String(REVERSION.lotSize));
    const name = within(form).getByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, OTHER.name);
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(fieldError(name)).toBe('Another robot product has this name'));
    expect(name.getAttribute('aria-invalid')).toBe('true');

    await user.clear(name);
    await user.type(name, REVERSION.name);
    const price = within(form).getByLabelText(/^Buy price/);
    await user.clear(price);
    await user.type(price, '131.5');
    await user.click(within(form).getByRole('button', { name: 'Add a rent option' }));
    const n = REVERSION.rentOptions.length + 1;
    await user.type(within(form).getByLabelText(`Days of rent option ${n}`), '90');
    await user.type(within(form).getByLabelText(`Fee of rent option ${n}`), '39');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const row = await rowWith(REVERSION.name);
    expect(row.textContent).toContain('Buy 131.50 USD');
    expect(row.textContent).toContain('Rent 90 days: 39.00 USD');
    const sent = api.callsTo(robotsAdminApi.updateProduct).at(-1)!;
    expect(sent.params.id).toBe(REVERSION.id);
    expect(sent.body).toMatchObject({ name: REVERSION.name, reason: 'New prices' });
    expect(sent.body.rentOptions).toContainEqual({ days: 90, fee: '39' });
  });

  it('is in Chinese, the editor’s errors too', async () => {
    const { user } = await renderAdmin('/robots/products', {
      api: productsServer(),
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '机器人产品' }, FIRST)).toBeTruthy();
    await user.click((await screen.findAllByRole('button', { name: /^编辑 / }, FIRST))[0]!);
    const form = await screen.findByRole('dialog', { name: /^编辑 / });
    await user.click(within(form).getByRole('button', { name: '保存产品' }));
    expect(fieldError(within(form).getByLabelText(/^原因/))).toBe('请输入原因');
  });

  it('sorts by instrument from its heading', async () => {
    const rendered = await renderAdmin('/robots/products', { api: productsServer(), viewport: 'desktop' });
    await sortsFromHeading(rendered, robotsAdminApi.products, /^Instrument/, 'symbol');
  });
});
