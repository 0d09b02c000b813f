// The back office's positions monitor in a DOM: every user's positions read-only (open ones at the price they would
// close at now with the floating P/L, signed; closed ones with how and what they realised, a loss the house absorbed),
// with links to the user and the instrument; narrowed to one user, symbol and state through the address; sorted from
// the headings and paged by the server; asked again every 5 s while on screen; in Chinese; for a phone (closed to an
// operator without a trading role: orders-page.dom.test.tsx).
import { tradingAdminApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectToShow, FIRST, renderAdmin, rowWith, sortsFromHeading } from '../../testing/render-admin.tsx';
import type { AdminPosition as Position } from './api.ts';
import { listed } from './trading-fixtures.ts';

const OPEN: Position = {
  id: 77,
  orderId: 501,
  origin: 'ticket',
  userId: 100_042,
  username: 'lucy',
  symbol: 'AAPL',
  name: 'Apple Inc.',
  currency: 'USD',
  side: 'buy',
  quantity: 1200,
  lotSize: 1,
  multiplier: 1,
  leverage: 10,
  feeRate: '0.001',
  openPrice: '100.00',
  openedAt: '2026-11-28T12:00:01.000Z',
  margin: '12000.00',
  openFee: '120.00',
  stopLoss: '95.00',
  takeProfit: null,
  state: 'open',
  markPrice: '101.50',
  floatingPnl: '1800.00',
  closePrice: null,
  closedAt: null,
  closeFee: null,
  realizedPnl: null,
  closeReason: null,
  absorbedLoss: null,
};

const STOPPED_OUT: Position = {
  ...OPEN,
  id: 78,
  orderId: 502,
  userId: 100_043,
  username: 'ming@example.com',
  symbol: 'MSFT',
  name: 'Microsoft Corporation',
  side: 'sell',
  quantity: 5,
  leverage: 20,
  openPrice: '400.00',
  margin: '100.00',
  openFee: '2.00',
  stopLoss: null,
  state: 'closed',
  markPrice: null,
  floatingPnl: null,
  closePrice: '425.00',
  closedAt: '2026-11-28T14:00:00.000Z',
  closeFee: '2.13',
  realizedPnl: '-125.00',
  closeReason: 'stop_out',
  absorbedLoss: '27.13',
};

/** The list's server over `rows` (read at each request, so a test may change them). */
const positionsServer = (rows: Position[], total?: number) => [
  handle(tradingAdminApi.positions, ({ query }) => listed(rows, query, total)),
];

const ALL = [OPEN, STOPPED_OUT];

describe('the positions monitor', () => {
  it('shows open positions at the closing price now and closed ones with what they realised, read-only', async () => {
    await renderAdmin('/trading/positions', { api: positionsServer(ALL), viewport: 'desktop' });
    const open = await rowWith('#77');
    expect(open.getAttribute('data-position-id')).toBe('77');
    expect(open.getAttribute('data-state')).toBe('open');
    expectToShow(open, [
      'Order #501',
      'lucy',
      '#100042',
      'Apple Inc.',
      'Buy',
      'Qty 1,200',
      '10×',
      '100.00',
      'Margin 12,000.00 USD',
      'Fees 120.00 USD',
      '101.50',
      'SL 95.00 · TP —',
      '▲ +1,800.00 USD',
      'Open',
    ]);
    expect(within(open).getByRole('link', { name: 'lucy' }).getAttribute('href')).toBe('/users/100042');
    expect(within(open).getByRole('link', { name: 'AAPL' }).getAttribute('href')).toBe('/market/instruments/AAPL');

    const closed = await rowWith('#78');
    expect(closed.getAttribute('data-state')).toBe('closed');
    expectToShow(closed, [
      'ming@example.com',
      'Sell',
      'Fees 4.13 USD',
      '425.00',
      '▼ -125.00 USD',
      'Absorbed by the house: 27.13 USD',
      'Closed',
      'Stop-out',
    ]);
    const table = screen.getByRole('table', { name: 'Positions' });
    expect(within(table.querySelector('tbody')!).queryAllByRole('button')).toHaveLength(0);
  });

  it('narrows to one user, symbol and state through the address', async () => {
    const { user, api, router } = await renderAdmin('/trading/positions', {
      api: positionsServer(ALL),
      viewport: 'desktop',
    });
    await rowWith('#77');
    await user.selectOptions(screen.getByLabelText('State'), 'open');
    await waitFor(() => expect(screen.queryByText('#78')).toBeNull());
    expect(router.state.location.search).toBe('?state=open');
    expect(api.callsTo(tradingAdminApi.positions).at(-1)!.query).toMatchObject({ state: 'open' });

    await user.type(screen.getByLabelText('User ID'), '100043');
    await user.type(screen.getByLabelText('Symbol'), 'msft');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Nothing matches these filters')).toBeTruthy();
    expect(api.callsTo(tradingAdminApi.positions).at(-1)!.query).toMatchObject({
      userId: 100_043,
      symbol: 'MSFT',
      state: 'open',
    });

    await user.selectOptions(screen.getByLabelText('State'), '');
    expect((await rowWith('#78')).textContent).toContain('Stop-out');
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('userId=100043&symbol=MSFT');
  });

  it('sorts from its headings and pages, both by the server', async () => {
    const rendered = await renderAdmin('/trading/positions', {
      api: positionsServer(ALL, 30),
      viewport: 'desktop',
    });
    await rowWith('#77');
    await sortsFromHeading(rendered, tradingAdminApi.positions, /^Opened/, '-openedAt');
    await sortsFromHeading(rendered, tradingAdminApi.positions, /^User/, 'user');
    await sortsFromHeading(rendered, tradingAdminApi.positions, /^Instrument/, 'symbol');
    await sortsFromHeading(rendered, tradingAdminApi.positions, /^Instrument/, '-symbol');
    // A floating P/L moves with every tick: not the server's to sort.
    expect(within(screen.getByRole('columnheader', { name: 'P/L' })).queryByRole('button')).toBeNull();

    await rendered.user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(rendered.api.callsTo(tradingAdminApi.positions).at(-1)!.query).toMatchObject({
        pageNum: 2,
        pageSize: 20,
        sort: '-symbol',
      }),
    );
  });

  it('asks again every 5 seconds while on screen: the mark and the floating P/L move with every tick', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const positions = [OPEN];
      const { api } = await renderAdmin('/trading/positions', {
        api: positionsServer(positions),
        viewport: 'desktop',
      });
      expect((await rowWith('#77')).textContent).toContain('▲ +1,800.00 USD');
      const reads = () => api.callsTo(tradingAdminApi.positions).length;
      const before = reads();

      positions[0] = { ...OPEN, markPrice: '99.00', floatingPnl: '-1200.00' };
      vi.advanceTimersByTime(5_000);
      await waitFor(() => expect(reads()).toBe(before + 1));
      await waitFor(() => expect(screen.getByText('▼ -1,200.00 USD')).toBeTruthy());
    } finally {
      vi.useRealTimers();
    }
  });

  it('is in Chinese, and on a phone its table scrolls in its own region', async () => {
    await renderAdmin('/trading/positions', { api: positionsServer(ALL), language: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '持仓' }, FIRST)).toBeTruthy();
    expectToShow(await rowWith('#77'), ['订单 #501', '买入', '保证金 12,000.00 USD', '止损 95.00', '持仓中']);
    expectToShow(await rowWith('#78'), ['卖出', '已平仓', '强制平仓', '由平台承担：27.13 USD']);
    expect(screen.getByRole('columnheader', { name: /^开仓/ })).toBeTruthy();
    expect(screen.getByLabelText('状态')).toBeTruthy();
    expect(screen.getByRole('region', { name: '持仓' }).getAttribute('tabindex')).toBe('0');
  });
});
