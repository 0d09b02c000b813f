// A follow institution's own page in a DOM: reached from the list, its terms and record, and its follow orders with
// their followers; on a sandbox each open order has a settle-now, marked as the sandbox's, that acts only once confirmed
// with a reason; a server that is no sandbox offers none.
import { type AdminFollowOrderView, adminApi, followAdminApi } from '@platform/contracts';
import { handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST, renderAdmin, rowWith } from '../../testing/render-admin.tsx';
import { institution } from './institution-fixture.ts';

const order = (id: number, over: Partial<AdminFollowOrderView>): AdminFollowOrderView => ({
  id,
  institutionId: 1,
  institutionName: 'Northwind Trend',
  status: 'running',
  amount: '1000.00',
  periodDays: 30,
  managementFeePercent: '1.50',
  profitSharePercent: '20.00',
  createdAt: '2030-03-02T10:00:00.000Z',
  startedAt: '2030-03-02T10:01:00.000Z',
  endsAt: '2030-04-01T10:01:00.000Z',
  startEquity: '1000000.00',
  highWaterMark: '1',
  returnPercent: '1.20',
  grossPnl: '12.00',
  managementFee: '1.23',
  profitShare: '2.40',
  value: '1008.37',
  settledAt: null,
  userId: 100_000 + id,
  userEmail: `follower${id}@example.com`,
  ...over,
});

/** A server holding the institution and two of its orders, settling one now as the real one does. */
function followServer({ sandbox = true } = {}) {
  let orders = [order(12, {}), order(11, { status: 'settled', settledAt: '2030-03-20T10:00:00.000Z' })];
  return [
    handle(adminApi.sandbox, { sandbox }),
    handle(followAdminApi.institutions, { rows: [institution({})], total: 1 }),
    handle(followAdminApi.institution, ({ params }) =>
      params.id === 1 ? institution({}) : refuse(404, 'There is no such institution'),
    ),
    handle(followAdminApi.orders, () => ({ rows: orders, total: orders.length })),
    handle(followAdminApi.settleNow, ({ params }) => {
      orders = orders.map((o) => (o.id === params.id ? { ...o, status: 'settled', settledAt: o.endsAt } : o));
      return orders.find((o) => o.id === params.id)!;
    }),
  ];
}

describe('a follow institution’s page', () => {
  it('opens from the list, shows the terms, and lists the orders with their followers', async () => {
    const { user } = await renderAdmin('/follow/institutions', { api: followServer(), viewport: 'desktop' });
    await user.click(
      within(await rowWith('Northwind Trend')).getByRole('link', {
        name: 'Page and follow orders of Northwind Trend',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Trend' }, FIRST)).toBeTruthy();
    expect(await screen.findByText('Trend follower')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Follow orders' }));
    const running = await rowWith('follower12@example.com');
    expect(running.textContent).toContain('Running');
    expect(running.textContent).toContain('1,008.37');
  });

  it('settles an open order now on a sandbox, marked so, only once confirmed with a reason', async () => {
    const { user, api } = await renderAdmin('/follow/institutions/1?tab=orders', {
      api: followServer(),
      viewport: 'desktop',
    });
    const note = await screen.findByRole('region', { name: 'Settle now' }, FIRST);
    expect(within(note).getByText('Sandbox')).toBeTruthy();
    const settled = await rowWith('follower11@example.com');
    expect(within(settled).queryByRole('button')).toBeNull();
    await user.click(
      within(await rowWith('follower12@example.com')).getByRole('button', { name: 'Settle order #12 now (sandbox)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Settle follow order #12 now?' });
    expect(within(dialog).getByText(/follower12@example.com’s 1,000.00 USD order ends now/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    expect(await within(dialog).findByText('Please enter a reason')).toBeTruthy();
    expect(api.callsTo(followAdminApi.settleNow)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Sandbox walkthrough');
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() =>
      expect(api.callsTo(followAdminApi.settleNow)[0]).toMatchObject({
        params: { id: 12 },
        body: { reason: 'Sandbox walkthrough' },
      }),
    );
    await waitFor(() =>
      expect((screen.getByText('follower12@example.com').closest('tr') as HTMLElement).textContent).toContain(
        'Settled',
      ),
    );
  });

  it('offers no settle-now when the server is no sandbox', async () => {
    const { api } = await renderAdmin('/follow/institutions/1?tab=orders', {
      api: followServer({ sandbox: false }),
      viewport: 'desktop',
    });
    await rowWith('follower12@example.com');
    await waitFor(() => expect(api.callsTo(adminApi.sandbox)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Settle now' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Settle order/ })).toBeNull();
  });

  it('says so when there is no such institution', async () => {
    await renderAdmin('/follow/institutions/99', { api: followServer(), viewport: 'desktop' });
    expect(await screen.findByText('There is no institution #99', {}, FIRST)).toBeTruthy();
  });
});
