// The depth panel in a DOM: painted from the REST answer, then following the depth the socket pushes (subscribed for
// its symbol only); bids and asks with size bars, the spread, the prints coloured by side in the user's convention and
// named in words; marked as simulated; in English and Chinese.
import { depthTopic, marketApi, quoteTopic } from '@platform/contracts';
import { directionColor } from '@platform/ui';
import { handle, screenRenderer } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { useMarketPrefs } from '../../../lib/market/prefs.ts';
import { useSession } from '../../../lib/session.ts';
import { depthAt, SYMBOL } from '../../../testing/fixtures.ts';
import { DepthPanel } from './depth-panel.tsx';

const renderPanel = screenRenderer({
  routes: [{ path: '/depth/:symbol', element: <DepthPanel symbol={SYMBOL} timeZone="America/New_York" /> }],
  i18n,
  createQueryClient,
  Providers: AppProviders,
  // The panel is public: nobody signed in (another file in this worker may have left a session).
  prepare() {
    useSession.setState({ token: null, user: null, signedOutBecause: null });
    return [];
  },
});

const TIME = Date.parse('2026-03-10T14:00:07Z');

const prices = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

afterEach(() => useMarketPrefs.setState({ upColor: 'green-up' }));

describe('the depth panel', () => {
  it('paints the REST depth, then follows the pushed depth of its symbol', async () => {
    const { socket, api } = await renderPanel(`/depth/${SYMBOL}`, { api: [handle(marketApi.depth, depthAt(TIME))] });
    const panel = await screen.findByTestId('depth-panel');
    expect(await within(panel).findByText('Market depth')).toBeTruthy();
    expect(within(panel).getByTestId('simulated-badge').textContent).toBe('Simulated data');
    expect(api.callsTo(marketApi.depth)[0]?.query).toMatchObject({ symbol: SYMBOL });
    // Size then price on the bid side, price then size on the ask side: the best of each meet in the middle.
    expect(prices('depth-bids')).toEqual(['300100.50', '1,200100.49', '600100.47', '100100.46', '2,400100.45']);
    expect(prices('depth-asks')[0]).toBe('100.52500');
    expect(screen.getByTestId('depth-spread').textContent).toBe('Spread 0.02Last 100.50');
    // Each level's bar is its share of the largest size on either side.
    const rows = within(screen.getByTestId('depth-bids')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.style.getPropertyValue('--bar'))).toEqual(['13%', '50%', '25%', '4%', '100%']);
    const tape = within(screen.getByTestId('depth-tape')).getAllByRole('row').slice(1);
    expect(tape.map((row) => row.textContent)).toEqual(['10:00:07100.52150Buy', '10:00:06100.5075Sell']);

    // It asked the socket for its symbol's depth (and its quote, which keeps the connection up).
    await waitFor(() => expect(socket.topics()).toEqual([depthTopic(SYMBOL), quoteTopic(SYMBOL)]));
    socket.push({
      type: 'depth',
      data: depthAt(TIME + 1_000, {
        last: '100.53',
        asks: [{ price: '100.54', size: 700 }, ...depthAt(TIME).asks.slice(2)],
        trades: [{ time: TIME + 1_000, price: '100.53', size: 40, side: 'buy' }, ...depthAt(TIME).trades],
      }),
    });
    expect(prices('depth-asks')[0]).toBe('100.54700');
    expect(screen.getByTestId('depth-spread').textContent).toBe('Spread 0.04Last 100.53');
    expect(within(screen.getByTestId('depth-tape')).getAllByRole('row')).toHaveLength(4);
    // Another symbol's depth and an older one change nothing.
    socket.push({ type: 'depth', data: { ...depthAt(TIME + 2_000), symbol: 'OTHER', last: '1.00' } });
    socket.push({ type: 'depth', data: depthAt(TIME - 1_000, { last: '99.00' }) });
    expect(screen.getByTestId('depth-spread').textContent).toBe('Spread 0.04Last 100.53');
  });

  it('colours bids and buys by the user’s rise colour, asks and sells by the fall colour', async () => {
    for (const upColor of ['green-up', 'red-up'] as const) {
      useMarketPrefs.setState({ upColor });
      const view = await renderPanel(`/depth/${SYMBOL}`, { api: [handle(marketApi.depth, depthAt(TIME))] });
      await screen.findByTestId('depth-tape');
      const up = directionColor('up', upColor);
      const down = directionColor('down', upColor);
      const bestBid = within(screen.getByTestId('depth-bids')).getByText('100.50');
      expect(bestBid.style.color).toBe(up);
      expect(within(screen.getByTestId('depth-asks')).getByText('100.52').style.color).toBe(down);
      const [buy, sell] = within(screen.getByTestId('depth-tape')).getAllByRole('row').slice(1);
      expect(within(buy!).getByText('Buy').style.color).toBe(up);
      expect(within(sell!).getByText('Sell').style.color).toBe(down);
      view.unmount();
    }
  });

  it('speaks Chinese, and says when the market is closed or the instrument has no book', async () => {
    await renderPanel(`/depth/${SYMBOL}`, {
      api: [handle(marketApi.depth, depthAt(TIME, { status: 'closed' }))],
      language: 'zh',
    });
    expect(await screen.findByText('盘口深度')).toBeTruthy();
    expect(screen.getByText('逐笔成交')).toBeTruthy();
    expect(screen.getByTestId('depth-status').textContent).toBe('已收盘：盘口和成交停留在最后一笔成交时。');
    expect(within(screen.getByTestId('depth-tape')).getAllByText('买')).toHaveLength(1);
  });

  it('says an index has no book', async () => {
    await renderPanel(`/depth/${SYMBOL}`, {
      api: [handle(marketApi.depth, depthAt(TIME, { bids: [], asks: [], trades: [] }))],
    });
    expect(await screen.findByText(/has no order book/)).toBeTruthy();
  });
});
