// Mining products in a DOM: a zero price and a missing reason refused on their fields (nothing sent), a product listed
// through the form with its prices and term, withdrawn with a reason after being told what that does to contracts not
// yet started; the simulated network's rule, seed hash and periods; the pages in Chinese.
import { type AdminMiningProductView, miningAdminApi } from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MINING_NETWORK, MINING_PRODUCTS } from '../../testing/fixtures.ts';
import { expectToShow, FIRST, renderAdmin, rowWith, sortsFromHeading } from '../../testing/render-admin.tsx';

/** A server holding the seeded products, adding and withdrawing as the real one does. */
function productsServer() {
  let products = [...MINING_PRODUCTS];
  return [
    handle(miningAdminApi.products, () => products),
    handle(miningAdminApi.createProduct, ({ body }) => {
      const made: AdminMiningProductView = {
        ...MINING_PRODUCTS[0]!,
        ...body,
        id: 9,
        description: body.description ?? '',
        periodsInTerm: body.termDays,
        contracts: 0,
        hashRateRunning: 0,
        active: true,
      };
      products = [...products, made];
      return made;
    }),
    handle(miningAdminApi.setProductActive, ({ params, body }) => {
      products = products.map((p) => (p.id === params.id ? { ...p, active: body.active } : p));
      return products.find((p) => p.id === params.id)!;
    }),
  ];
}

describe('mining products', () => {
  it('refuses a zero price and a missing reason on their fields, then lists the product', async () => {
    const { user, api } = await renderAdmin('/mining/products', { api: productsServer(), viewport: 'desktop' });
    await user.click(await screen.findByRole('button', { name: 'New product' }, FIRST));
    const form = await screen.findByRole('dialog', { name: 'New mining product' });
    await user.type(within(form).getByLabelText(/^Name/), 'E2E S19');
    await user.type(within(form).getByLabelText(/^Pool/), 'E2E Pool');
    await user.type(within(form).getByLabelText(/^Hash-rate price/), '0');
    await user.type(within(form).getByLabelText(/^Electricity price/), '0.06');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(fieldError(within(form).getByLabelText(/^Hash-rate price/))).toBe(
      'A price is a positive amount of at most 6 decimals and at most 1000000',
    );
    expect(fieldError(within(form).getByLabelText(/^Reason/))).toBe('Please enter a reason');
    expect(api.callsTo(miningAdminApi.createProduct)).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/^Hash-rate price/));
    await user.type(within(form).getByLabelText(/^Hash-rate price/), '15');
    await user.type(within(form).getByLabelText(/^Reason/), 'A product for the test');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    const row = await rowWith('E2E S19');
    expect(api.callsTo(miningAdminApi.createProduct)[0]!.body).toMatchObject({
      name: 'E2E S19',
      pool: 'E2E Pool',
      pricePerTh: '15',
      electricityPerThDay: '0.06',
      reason: 'A product for the test',
    });
    expectToShow(row, ['On sale', '15.00 USDT for the term', '0.06 USDT electricity a day', '30 days']);
  });

  it('withdraws a product with a reason, told first that unstarted contracts are refunded', async () => {
    const { user, api } = await renderAdmin('/mining/products', { api: productsServer(), viewport: 'desktop' });
    const name = MINING_PRODUCTS[0]!.name;
    await user.click(await screen.findByRole('button', { name: `Withdraw ${name}` }, FIRST));
    const dialog = await screen.findByRole('dialog', { name: `Withdraw ${name}` });
    expect(dialog.textContent).toContain('refunded in full');
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Withdrawn by the test');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(async () => expect((await rowWith(name)).textContent).toContain('Withdrawn'));
    expect(api.callsTo(miningAdminApi.setProductActive)[0]).toMatchObject({
      params: { id: MINING_PRODUCTS[0]!.id },
      body: { active: false, reason: 'Withdrawn by the test' },
    });
  });

  it('leads to the simulated network, with its seed hash and periods', async () => {
    const { user } = await renderAdmin('/mining/products', {
      api: [...productsServer(), handle(miningAdminApi.network, MINING_NETWORK)],
      viewport: 'desktop',
    });
    await user.click(await screen.findByRole('link', { name: 'See the simulated network' }, FIRST));
    expect(await screen.findByRole('heading', { level: 1, name: 'Simulated mining network' })).toBeTruthy();
    expect((await screen.findByTestId('network-seed-hash')).textContent).toBe(MINING_NETWORK.seedHash);
    const periods = screen.getByRole('table', { name: 'Periods, newest first' });
    expect(within(periods).getAllByRole('row')).toHaveLength(MINING_NETWORK.periods.length + 1);
  });

  it('is in Chinese', async () => {
    const { user } = await renderAdmin('/mining/products', {
      api: productsServer(),
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '矿机产品' }, FIRST)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '新建产品' }));
    const form = await screen.findByRole('dialog', { name: '新建矿机产品' });
    await user.click(within(form).getByRole('button', { name: '保存产品' }));
    expect(fieldError(within(form).getByLabelText(/^原因/))).toBe('请输入原因');
  });

  it('sorts by term from its heading', async () => {
    const rendered = await renderAdmin('/mining/products', { api: productsServer(), viewport: 'desktop' });
    await sortsFromHeading(rendered, miningAdminApi.products, /^Term/, 'termDays');
  });
});
