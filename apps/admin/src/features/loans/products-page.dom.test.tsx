// Loan products in a DOM: a minimum above the maximum refused on its field (nothing sent); the saved product listed
// with its disclosed terms; withdrawn with a reason, then deleted with one; in Chinese too.
import { type AdminLoanProductView, type LoanProductBody, loansAdminApi } from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectToShow, FIRST, renderAdmin, rowWith, sortsFromHeading } from '../../testing/render-admin.tsx';

const EVERYDAY: LoanProductBody = {
  name: 'Everyday loan',
  description: 'Small and monthly.',
  minAmount: '100',
  maxAmount: '5000',
  termMonths: [3, 6, 12],
  apr: '12.5',
  originationFeePercent: '1',
  overdueFeeKind: 'daily_percent',
  overdueFee: '0.05',
  active: true,
  reason: 'A small loan for everyday needs',
};

/** A server saving and deleting products as the real one does (with the everyday loan, or none). */
function productsServer({ withEveryday = false } = {}) {
  let products: AdminLoanProductView[] = [];
  const view = (id: number, body: LoanProductBody): AdminLoanProductView => ({
    id,
    name: body.name,
    description: body.description ?? '',
    currency: 'USD',
    minAmount: Number(body.minAmount).toFixed(2),
    maxAmount: Number(body.maxAmount).toFixed(2),
    termMonths: body.termMonths.map(Number).sort((a, b) => a - b),
    apr: body.apr,
    originationFeePercent: body.originationFeePercent,
    overdueFeeKind: body.overdueFeeKind,
    overdueFee: body.overdueFee,
    collateral: 'none',
    active: body.active ?? true,
    pending: 0,
    loansOutstanding: 0,
    principalOutstanding: '0.00',
    createdAt: '2026-11-28T12:00:00.000Z',
    updatedAt: '2026-11-28T12:00:00.000Z',
  });
  if (withEveryday) products = [view(1, EVERYDAY)];
  return [
    handle(loansAdminApi.options, { sandbox: true }),
    handle(loansAdminApi.settings, { maxExposurePerUser: '50000.00', updatedAt: null }),
    handle(loansAdminApi.products, () => products),
    handle(loansAdminApi.createProduct, ({ body }) => {
      const made = view(products.length + 1, body);
      products = [...products, made];
      return made;
    }),
    handle(loansAdminApi.updateProduct, ({ params, body }) => {
      const saved = view(params.id, body);
      products = products.map((p) => (p.id === params.id ? saved : p));
      return saved;
    }),
    handle(loansAdminApi.deleteProduct, ({ params }) => {
      products = products.filter((p) => p.id !== params.id);
      return { id: params.id };
    }),
  ];
}

describe('loan products', () => {
  it('refuses a minimum above the maximum on its field, then lists the product with its terms', async () => {
    const { user, api } = await renderAdmin('/loans/products', { api: productsServer(), viewport: 'desktop' });
    await user.click(await screen.findByRole('button', { name: 'New product' }, FIRST));
    const form = await screen.findByRole('dialog', { name: 'New loan product' });
    const set = async (label: RegExp, value: string) => {
      const input = within(form).getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
    };
    await set(/^Name/, 'Everyday loan');
    await set(/^Description/, 'Small and monthly.');
    await set(/^Minimum amount/, '6000');
    await set(/^Maximum amount/, '5000');
    await set(/^APR/, '12.5');
    await set(/^Origination fee/, '1');
    await set(/^Overdue fee value/, '0.05');
    for (const months of ['12', '3', '6'])
      await user.type(within(form).getByLabelText(/^Terms \(months\)/), `${months}{Enter}`);
    await set(/^Reason/, 'A small loan for everyday needs');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(fieldError(within(form).getByLabelText(/^Minimum amount/))).toBe(
      'The minimum amount must be above zero and not above the maximum',
    );
    expect(api.callsTo(loansAdminApi.createProduct)).toHaveLength(0);

    await set(/^Minimum amount/, '100');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    const row = await rowWith('Everyday loan');
    expect(api.callsTo(loansAdminApi.createProduct)[0]!.body).toMatchObject({
      name: 'Everyday loan',
      apr: '12.5',
      reason: 'A small loan for everyday needs',
    });
    expectToShow(row, [
      '100 – 5,000',
      '3, 6, 12 months',
      '12.5 %',
      'Origination 1 %',
      'Overdue 0.05 % a day',
      'Offered',
    ]);
  });

  it('withdraws a product with a reason, then deletes it with one', async () => {
    const { user, api } = await renderAdmin('/loans/products', {
      api: productsServer({ withEveryday: true }),
      viewport: 'desktop',
    });
    // Withdrawn with a reason: it takes no applications.
    await user.click(await screen.findByRole('button', { name: 'Edit Everyday loan' }, FIRST));
    const edit = await screen.findByRole('dialog', { name: 'Edit Everyday loan' });
    await user.click(within(edit).getByText('Offered to users', { exact: true }));
    expect((within(edit).getByRole('switch', { name: /^Offered to users/ }) as HTMLInputElement).checked).toBe(false);
    await user.type(within(edit).getByLabelText(/^Reason/), 'No longer offered');
    await user.click(within(edit).getByRole('button', { name: 'Save product' }));
    await waitFor(async () => expect((await rowWith('Everyday loan')).textContent).toContain('Withdrawn'));
    expect(api.callsTo(loansAdminApi.updateProduct)[0]!.body).toMatchObject({
      active: false,
      reason: 'No longer offered',
    });

    // No one applied for it: it can be deleted, with a reason.
    await user.click(screen.getByRole('button', { name: 'Edit Everyday loan' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Everyday loan' });
    await user.type(within(again).getByLabelText(/^Reason/), 'Created by mistake');
    await user.click(within(again).getByRole('button', { name: 'Delete product' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit Everyday loan' })).toBeNull());
    expect(api.callsTo(loansAdminApi.deleteProduct)[0]!.body).toEqual({ reason: 'Created by mistake' });
  });

  it('is in Chinese', async () => {
    const { user } = await renderAdmin('/loans/products', {
      api: productsServer(),
      language: 'zh',
      viewport: 'desktop',
    });
    expect(await screen.findByRole('heading', { level: 1, name: '贷款产品' }, FIRST)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '新建产品' }));
    expect(await screen.findByRole('dialog', { name: '新建贷款产品' })).toBeTruthy();
  });

  it('sorts by APR from its heading', async () => {
    const rendered = await renderAdmin('/loans/products', {
      api: productsServer({ withEveryday: true }),
      viewport: 'desktop',
    });
    await sortsFromHeading(rendered, loansAdminApi.products, /^APR/, 'apr');
  });
});
