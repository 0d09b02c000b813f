// The trading records in a DOM: an entrusted limit order cancelled only after the prompt (Keep order keeps it), with
// what was released said; the follow investments tab when there are none; the records in Chinese. The money a cancel
// releases is proven at the API (apps/server/src/features/trading/trading-scenarios.test.ts, "a cancel releases the
// hold in full").
import { followApi, type OrderView, tradingApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { limitOrder, openPosition, SYMBOL, tradingAccount } from '../../testing/fixtures.ts';
import { renderTrade } from '../../testing/render-trade.tsx';

const LIMIT_ORDER = limitOrder();

/** The server's pending orders: a cancel ends the order, and the next read no longer lists it. */
function recordsScreen(orders: OrderView[] = [LIMIT_ORDER]) {
  let pending = orders;
  return [
    handle(tradingApi.account, { accounts: [tradingAccount('10000.00', { pendingMargin: '503.01' })] }),
    handle(tradingApi.positions, { rows: [], total: 0 }),
    handle(tradingApi.orders, () => ({ rows: pending, total: pending.length })),
    handle(tradingApi.cancelOrder, ({ params }) => {
      const order = pending.find((o) => o.id === params.id)!;
      pending = pending.filter((o) => o.id !== params.id);
      return { ...order, status: 'cancelled' as const, endedAt: '2026-03-02T15:31:00.000Z' };
    }),
    handle(followApi.orders, { rows: [], total: 0 }),
  ];
}

describe('the trading records', () => {
  it('cancels an entrusted order only after the prompt, says what was released, and lists it no more', async () => {
    const { user, api } = await renderTrade('/records?tab=entrusted', { api: recordsScreen() });
    expect((await screen.findByRole('tab', { name: 'Entrusted orders' })).getAttribute('aria-selected')).toBe('true');
    const list = await screen.findByRole('list', { name: 'Entrusted orders' });
    const order = within(list).getByRole('listitem');
    expect(within(order).getByTestId('limitPrice').textContent).toBe('50.25');

    await user.click(within(order).getByRole('button', { name: `Cancel order ${SYMBOL}` }));
    const prompt = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(prompt.textContent).toContain('Its held amount of 503.01 USD is released in full.');
    await user.click(within(prompt).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Prompt' })).toBeNull());
    expect(api.callsTo(tradingApi.cancelOrder)).toEqual([]);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await user.click(within(order).getByRole('button', { name: `Cancel order ${SYMBOL}` }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Prompt' })).getByRole('button', { name: 'Cancel order' }),
    );
    expect(await screen.findByText('Order cancelled. 503.01 USD released to your trading account.')).toBeTruthy();
    expect(await screen.findByText('No entrusted orders.')).toBeTruthy();
    expect(api.callsTo(tradingApi.cancelOrder).map((call) => call.params)).toEqual([{ id: LIMIT_ORDER.id }]);
  });

  it('says plainly when there are no follow investments, with the way to the institutions', async () => {
    const { user } = await renderTrade('/records', { api: recordsScreen([]) });
    await user.click(await screen.findByRole('tab', { name: 'Follow investments' }));
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('You have no follow investments yet.');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/follow');
  });

  it('tags the positions a block order, an IPO and a robot opened, with their quantity and open price', async () => {
    const positions = [
      openPosition({ id: 1, origin: 'block', quantity: 10_000 }),
      openPosition({ id: 2, origin: 'ipo', quantity: 200, openPrice: '12.00' }),
      openPosition({ id: 3, origin: 'robot', quantity: 1 }),
    ];
    await renderTrade('/records', {
      api: [...recordsScreen([]), handle(tradingApi.positions, { rows: positions, total: positions.length })],
    });
    const holdings = within(await screen.findByRole('list', { name: 'Holdings' })).getAllByRole('listitem');
    expect(holdings.map((item) => item.querySelector('[data-testid$="-tag"]')?.textContent)).toEqual([
      'Block',
      'IPO',
      'Robot',
    ]);
    expect(within(holdings[1]!).getByTestId('quantity').textContent).toBe('200');
    expect(within(holdings[1]!).getByTestId('openPrice').textContent).toMatch(/^12(\.0+)?$/);
  });

  it('reads in Chinese', async () => {
    await renderTrade('/records?tab=entrusted', { api: recordsScreen([]), language: 'zh' });
    expect(await screen.findByRole('heading', { level: 1, name: '交易记录' })).toBeTruthy();
    expect(await screen.findByText('暂无委托订单。')).toBeTruthy();
  });
});

describe('the trading figures, pushed rather than polled', () => {
  const accountReads = (api: { callsTo: (endpoint: typeof tradingApi.account) => unknown[] }) =>
    api.callsTo(tradingApi.account).length;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('asks again only on news while the server confirms the watch, and polls while the socket is down', async () => {
    const { api, socket } = await renderTrade('/records?tab=entrusted', { api: recordsScreen() });
    await screen.findByRole('list', { name: 'Entrusted orders' });
    await waitFor(() => expect(socket.sent()).toContainEqual({ op: 'trading.watch' }));
    await waitFor(() => expect(socket.sent()).toContainEqual({ op: 'inbox.watch' }));
    // The server confirms both watches: the engine's news, and the inbox's (money moved otherwise).
    socket.push({ type: 'trading.watching' });
    socket.push({ type: 'inbox.unread', unread: 0 });
    await pause(100);
    const quiet = accountReads(api);
    await pause(3_500); // longer than a poll period: nothing asked
    expect(accountReads(api)).toBe(quiet);

    socket.push({ type: 'trading.event', event: { kind: 'order.filled', orderId: LIMIT_ORDER.id, positionId: 9 } });
    await waitFor(() => expect(accountReads(api)).toBe(quiet + 1));
    // Money delivered to the inbox (here an IPO's refund) moves the trading account too.
    socket.push({
      type: 'inbox.unread',
      unread: 1,
      latest: {
        id: 3,
        kind: 'ipo.allotted',
        category: 'trade',
        params: { symbol: 'YABCD', allotted: '10', requested: '1000', released: '12000.00' },
        link: '/ipo',
        urgent: false,
        read: false,
        createdAt: '2026-03-02T15:30:00.000Z',
      },
    });
    await waitFor(() => expect(accountReads(api)).toBe(quiet + 2));

    // The socket goes: asked at once, then on the poll's period until it is back.
    socket.drop();
    await waitFor(() => expect(accountReads(api)).toBe(quiet + 3));
    await waitFor(() => expect(accountReads(api)).toBeGreaterThanOrEqual(quiet + 4), { timeout: 4_000 });
  }, 15_000);
});
