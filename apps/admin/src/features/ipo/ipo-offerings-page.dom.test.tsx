// IPO offerings in a DOM: the new-offering form refuses a price range whose low is above its high, financing offered
// without its figures and a missing reason, each on its field, and sends nothing; in Chinese too. (The list, the final
// price, the sandbox and the allotment are tested beside: offering-list.test.tsx, sandbox-and-allotment.test.tsx,
// offering-values.test.ts; the server's side in apps/server/src/features/ipo/ipo-admin.test.ts.)
import { adminApi, ipoAdminApi } from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, renderAdmin, sortsFromHeading } from '../../testing/render-admin.tsx';
import { offering } from './offering-fixture.ts';

const emptyServer = () => [
  handle(adminApi.sandbox, { sandbox: true }),
  handle(ipoAdminApi.offerings, { rows: [], total: 0 }),
];

describe('a new IPO offering', () => {
  it('refuses a bad price range, financing without its figures and no reason, on their fields', async () => {
    const { user, api } = await renderAdmin('/ipo', { api: emptyServer(), viewport: 'desktop' });
    await user.click(await screen.findByRole('button', { name: 'New offering' }, FIRST));
    const form = await screen.findByRole('dialog', { name: 'New offering' });
    await user.type(within(form).getByLabelText(/^Symbol/), 'qabcd');
    await user.type(within(form).getByLabelText(/^Company name/), 'E2E Robotics Inc.');
    await user.type(within(form).getByLabelText(/^Price range low/), '25.00');
    await user.type(within(form).getByLabelText(/^Price range high/), '20.00');
    await user.type(within(form).getByLabelText(/^Lot size/), '100');
    await user.type(within(form).getByLabelText(/^Shares offered/), '1000000');
    await user.type(within(form).getByLabelText(/^Shares outstanding/), '20000000');
    await user.click(within(form).getByText('Offer financing', { exact: true }));
    await user.click(within(form).getByRole('button', { name: 'Save offering' }));
    expect(
      await within(form).findByText('The price range is not valid: low at most high, both above zero'),
    ).toBeTruthy();
    expect(fieldError(within(form).getByLabelText(/^Annual interest rate/))).toBe(
      'From 0 to 50 %, with at most 2 decimals',
    );
    expect(fieldError(within(form).getByLabelText(/^Leverage/))).toBe('A whole number from 2 to 100');
    expect(fieldError(within(form).getByLabelText(/^Reason/))).toBe('Please enter a reason');
    expect(api.callsTo(ipoAdminApi.create)).toHaveLength(0);
  });

  it('is in Chinese, the form’s errors too', async () => {
    const { user } = await renderAdmin('/ipo', { api: emptyServer(), language: 'zh', viewport: 'desktop' });
    expect(await screen.findByRole('heading', { level: 1, name: '新股发行' }, FIRST)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '新建新股' }));
    const form = await screen.findByRole('dialog', { name: '新建新股' });
    await user.click(within(form).getByRole('button', { name: '保存新股' }));
    expect(fieldError(within(form).getByLabelText(/^原因/))).toBe('请输入原因');
  });

  it('sorts by deadline from its heading, latest first', async () => {
    const server = [...emptyServer(), handle(ipoAdminApi.offerings, { rows: [offering({ id: 1 })], total: 1 })];
    const rendered = await renderAdmin('/ipo', { api: server, viewport: 'desktop' });
    await sortsFromHeading(rendered, ipoAdminApi.offerings, /^Deadline/, '-closesAt');
  });
});
