// The back office's orders monitor in a DOM: every user's orders read-only (what was asked, what it filled at, what
// it cost, whose, with links to the user and the instrument); narrowed to one user (an ID that is not one refused on
// its field), one symbol and one status through the address; sorted from the headings and paged by the server; asked
// again every 10 s while on screen; in Chinese; for a phone. Both lists are closed to an operator without a trading
// role.
import { tradingAdminApi } from '@platform/contracts';
import { fieldError, handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  expectToShow,
  FIRST,
  operatorWith,
  renderAdmin,
  rowWith,
  sortsFromHeading,
} from '../../testing/render-admin.tsx';
import type { AdminOrder as Order } from './api.ts';
import { listed } from './trading-fixtures.ts';

const FILLED: Order = {
  id: 501,
  userId: 100_042,
  username: 'lucy',
  symbol: 'AAPL',
  name: 'Apple Inc.',
  currency: 'USD',
  type: 'market',
  side: 'buy',
  timeInForce: 'gtc',
  quantity: 1200,
  leverage: 10,
  feeRate: '0.001',
  limitPrice: null,
  triggerPrice: null,
  trailAmount: null,
  trailPercent: null,
  trailAnchor: null,
  triggeredAt: null,
  stopLoss: null,
  takeProfit: null,
  status: 'filled',
  origin: 'ticket',
  reason: null,
  heldAmount: '0.00',
  fillPrice: '100.00',
  amount: '120000.00',
  margin: '12000.00',
  fee: '120.00',
  positionId: 77,
  createdAt: '2026-11-28T12:00:00.000Z',
  filledAt: '2026-11-28T12:00:01.000Z',
  endedAt: '2026-11-28T12:00:01.000Z',
  expiresAt: null,
};

const PENDING: Order = {
  ...FILLED,
  id: 502,
  userId: 100_043,
  username: 'ming@example.com',
  symbol: 'MSFT',
  name: 'Microsoft Corporation',
  type: 'limit',
  side: 'sell',
  timeInForce: 'day',
  quantity: 5,
  leverage: 2,
  limitPrice: '450.00',
  status: 'pending',
  heldAmount: '1127.25',
  fillPrice: null,
  amount: null,
  margin: null,
  fee: null,
  positionId: null,
  filledAt: null,
  endedAt: null,
  expiresAt: '2026-11-28T21:00:00.000Z',
};

const REJECTED: Order = {
  ...PENDING,
  id: 503,
  status: 'rejected',
  reason: 'Not enough free margin for this order',
  heldAmount: '0.00',
  endedAt: '2026-11-28T12:05:00.000Z',
};

/** The list's server over `rows` (read at each request, so a test may change them). */
const ordersServer = (rows: Order[], total?: number) => [
  handle(tradingAdminApi.orders, ({ query }) => listed(rows, query, total)),
];

const TRAILING: Order = {
  ...PENDING,
  id: 504,
  userId: 100_044,
  username: 'wei',
  symbol: 'NVDA',
  name: 'NVIDIA Corporation',
  type: 'trailing_stop',
  timeInForce: 'gtc',
  limitPrice: null,
  triggerPrice: '448.00',
  trailAmount: '2.00',
  trailAnchor: '450.00',
};

const ALL = [FILLED, PENDING, REJECTED, TRAILING];

describe('the orders monitor', () => {
  it('shows every user’s orders read-only, with whose they are and links to the user and the instrument', async () => {
    await renderAdmin('/trading/orders', { api: ordersServer(ALL), viewport: 'desktop' });
    const filled = await rowWith('#501');
    expect(filled.getAttribute('data-order-id')).toBe('501');
    expectToShow(filled, [
      'lucy',
      '#100042',
      'AAPL',
      'Apple Inc.',
      'Buy',
      'Qty 1,200',
      'Market · GTC · 10×',
      'Filled 100.00',
      'Amount 120,000.00 USD',
      'Margin 12,000.00 USD',
      'Fee 120.00 USD',
      'Fee rate 0.1 %',
      'Position #77',
    ]);
    expect(within(filled).getByRole('link', { name: 'lucy' }).getAttribute('href')).toBe('/users/100042');
    expect(within(filled).getByRole('link', { name: 'AAPL' }).getAttribute('href')).toBe('/market/instruments/AAPL');
    expectToShow(await rowWith('#502'), [
      'ming@example.com',
      'Sell',
      'Limit · Day · 2×',
      'Limit 450.00',
      'Held 1,127.25 USD',
      'Pending (entrusted)',
    ]);
    expectToShow(await rowWith('#503'), ['Rejected', 'Not enough free margin for this order']);
    expectToShow(await rowWith('#504'), ['Trailing stop · GTC · 2×', 'Trigger 448.00', 'Trail 2.00']);
    // Read-only: nothing in the rows to press.
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(within(table.querySelector('tbody')!).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('4 in total')).toBeTruthy();
  });

  it('narrows to one user, symbol and status through the address, refusing a user ID that is not one', async () => {
    const { user, api, router } = await renderAdmin('/trading/orders', { api: ordersServer(ALL), viewport: 'desktop' });
    await rowWith('#501');
    const userId = screen.getByLabelText('User ID');
    await user.type(userId, '10004x');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(fieldError(userId)).toBe('Enter a user ID (digits only)');
    expect(router.state.location.search).toBe('');
    expect(api.callsTo(tradingAdminApi.orders)).toHaveLength(1);

    await user.clear(userId);
    await user.type(userId, '100043');
    await user.type(screen.getByLabelText('Symbol'), ' msft ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('#501')).toBeNull());
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('userId=100043&symbol=MSFT');
    expect(api.callsTo(tradingAdminApi.orders).at(-1)!.query).toMatchObject({ userId: 100_043, symbol: 'MSFT' });
    expect(screen.getAllByRole('row')).toHaveLength(3);

    await user.selectOptions(screen.getByLabelText('Status'), 'filled');
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    expect(api.callsTo(tradingAdminApi.orders).at(-1)!.query).toMatchObject({
      userId: 100_043,
      symbol: 'MSFT',
      status: 'filled',
    });
    expect(router.state.location.search).toContain('status=filled');
  });

  it('sorts from its headings and pages, both by the server', async () => {
    const rendered = await renderAdmin('/trading/orders', {
      api: ordersServer(ALL, 45),
      viewport: 'desktop',
    });
    await rowWith('#501');
    expect(rendered.api.callsTo(tradingAdminApi.orders)[0]!.query).toMatchObject({ pageNum: 1, pageSize: 20 });
    expect(rendered.api.callsTo(tradingAdminApi.orders)[0]!.query).not.toHaveProperty('sort');
    await sortsFromHeading(rendered, tradingAdminApi.orders, /^Order/, '-createdAt');
    await sortsFromHeading(rendered, tradingAdminApi.orders, /^User/, 'user');
    await sortsFromHeading(rendered, tradingAdminApi.orders, /^Instrument/, 'symbol');
    // The figures are not the server's to sort.
    expect(within(screen.getByRole('columnheader', { name: 'Status' })).queryByRole('button')).toBeNull();

    await rendered.user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(rendered.api.callsTo(tradingAdminApi.orders).at(-1)!.query).toMatchObject({ pageNum: 3, sort: 'symbol' }),
    );
    expect(rendered.router.state.location.search).toContain('sort=symbol');
  });

  it('asks again every 10 seconds while on screen: pending orders fill as the market moves', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const orders = [PENDING];
      const { api } = await renderAdmin('/trading/orders', { api: ordersServer(orders), viewport: 'desktop' });
      expect((await rowWith('#502')).textContent).toContain('Pending (entrusted)');
      const reads = () => api.callsTo(tradingAdminApi.orders).length;
      const before = reads();

      orders[0] = { ...PENDING, status: 'filled', fillPrice: '450.00', positionId: 78 };
      vi.advanceTimersByTime(10_000);
      await waitFor(() => expect(reads()).toBe(before + 1));
      expect((await rowWith('Position #78')).textContent).toContain('Filled 450.00');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is in Chinese, and on a phone its table scrolls in its own region', async () => {
    await renderAdmin('/trading/orders', { api: ordersServer(ALL), language: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '订单' }, FIRST)).toBeTruthy();
    expectToShow(await rowWith('#501'), [
      '买入',
      '数量 1,200',
      '市价 · 撤销前有效 · 10倍',
      '成交价 100.00',
      '费率 0.1%',
    ]);
    expectToShow(await rowWith('#502'), ['卖出', '委托中', '冻结 1,127.25 USD']);
    expectToShow(await rowWith('#504'), ['跟踪止损 · 撤销前有效 · 2倍', '触发价 448.00', '跟踪 2.00']);
    expect(screen.getByRole('columnheader', { name: /^订单/ })).toBeTruthy();
    expect(screen.getByLabelText('用户ID')).toBeTruthy();
    expect(screen.getByRole('region', { name: '订单' }).getAttribute('tabindex')).toBe('0');
  });

  it('closes both trading lists to an operator without a trading role, asking the server nothing', async () => {
    const { api, router } = await renderAdmin('/trading/orders', {
      operator: operatorWith(['mediator']),
      api: ordersServer(ALL),
      viewport: 'desktop',
    });
    const noAccess = 'Only admins, reviewers and support can see trading records.';
    expect(await screen.findByText(noAccess, {}, FIRST)).toBeTruthy();
    await router.navigate('/trading/positions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Positions' }, FIRST)).toBeTruthy();
    expect(screen.getByText(noAccess)).toBeTruthy();
    expect(api.callsTo(tradingAdminApi.orders)).toHaveLength(0);
    expect(api.callsTo(tradingAdminApi.positions)).toHaveLength(0);
  });
});
