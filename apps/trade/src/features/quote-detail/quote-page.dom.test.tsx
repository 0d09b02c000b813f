// The quote screen in a DOM: its price moves with the quotes the socket pushes (the header, the market's state and the
// chart's last bar), and it lays out differently on a phone (Buy and Sell open the ticket page) and on a desktop (the
// watchlist and the order ticket beside the chart).
import { marketApi, tradingApi, watchlistsApi } from '@platform/contracts';
import { handle, refuse } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { depthAt, intradayChart, LISTING, quoteAt, SYMBOL, ticketFor, tradingAccount } from '../../testing/fixtures.ts';
import { renderTrade } from '../../testing/render-trade.tsx';

const quoteScreen = [
  handle(marketApi.instrument, LISTING),
  handle(marketApi.chart, intradayChart()),
  handle(watchlistsApi.find, [{ id: 1, name: 'Main', symbols: [SYMBOL], position: 0 }]),
];
/** What the desktop's columns ask besides: the watchlist's quotes and the ticket with its account. */
const desktopColumns = [
  handle(marketApi.quotes, [LISTING.quote]),
  handle(tradingApi.ticket, ({ query }) => ticketFor(query)),
  handle(tradingApi.account, { accounts: [tradingAccount('10000.00')] }),
  handle(tradingApi.positions, { rows: [], total: 0 }),
  handle(marketApi.depth, depthAt(LISTING.quote.time)),
];

describe('the quote screen', () => {
  it('moves its price, change, market state and chart with each pushed quote', async () => {
    const { socket } = await renderTrade(`/quote/${SYMBOL}`, { api: quoteScreen });
    const last = await screen.findByTestId('detail-last');
    expect(last.textContent).toBe('100.50');
    const chart = await screen.findByTestId('price-chart');
    expect(chart.dataset.lastClose).toBe('100.50');
    expect(socket.topics()).toContain(`quote:${SYMBOL}`);

    socket.pushQuotes(quoteAt('101.25', { time: LISTING.quote.time + 60_000 }));
    expect(last.textContent).toBe('101.25');
    expect(screen.getByText('▲ +1.25%')).toBeTruthy();
    // The chart's last bar follows the trade, in the data and on the library's own series.
    await waitFor(() => expect(chart.dataset.lastClose).toBe('101.25'));
    expect(chart.dataset.drawnLastClose).toBe('101.25');

    // A halt reaches the screen the same way.
    socket.pushQuotes(quoteAt('101.25', { time: LISTING.quote.time + 120_000, status: 'halted' }));
    expect(screen.getByTestId('market-status').textContent).toBe('Halted');
  });

  it('on a phone: Buy and Sell open the ticket page; no ticket or watchlist beside the chart; depth in a tab', async () => {
    const { user, api } = await renderTrade(`/quote/${SYMBOL}`, {
      api: [...quoteScreen, handle(marketApi.depth, depthAt(LISTING.quote.time))],
      viewport: 'phone',
    });
    const bar = await screen.findByTestId('quote-action-bar');
    expect(within(bar).getByRole('link', { name: 'Buy' }).getAttribute('href')).toBe(`/trade/${SYMBOL}?side=buy`);
    expect(within(bar).getByRole('link', { name: 'Sell' }).getAttribute('href')).toBe(`/trade/${SYMBOL}?side=sell`);
    expect(screen.queryByTestId('quote-ticket-column')).toBeNull();
    expect(screen.queryByTestId('quote-watchlist')).toBeNull();
    // The quote's figures first; the depth and the tape only when asked for (and only then fetched).
    expect(screen.getByTestId('detail-last')).toBeTruthy();
    expect(api.callsTo(marketApi.depth)).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Depth & trades' }));
    expect(await screen.findByTestId('depth-panel', {}, { timeout: 30_000 })).toBeTruthy();
    expect(api.callsTo(marketApi.depth)[0]?.query).toMatchObject({ symbol: SYMBOL });
  });

  it('on a desktop: the watchlist and the order ticket stand beside the chart, and no Buy/Sell bar', async () => {
    await renderTrade(`/quote/${SYMBOL}`, {
      api: [...quoteScreen, ...desktopColumns],
      viewport: 'desktop',
    });
    // The ticket column is a chunk of its own, loaded the first time a desktop shows a quote: allow a busy machine time.
    const ticket = await screen.findByRole('region', { name: 'Order ticket' }, { timeout: 30_000 });
    expect(await within(ticket).findByRole('button', { name: `Buy ${SYMBOL}` })).toBeTruthy();
    // The watchlist loads on its own: wait for it too, not only for the ticket.
    const watchlist = screen.getByTestId('quote-watchlist');
    expect((await within(watchlist).findByRole('link', { name: /ACME/ })).getAttribute('aria-current')).toBe('page');
    expect(screen.queryByTestId('quote-action-bar')).toBeNull();
    // Under the ticket, the depth and the tape.
    expect(await within(screen.getByTestId('quote-ticket-column')).findByTestId('depth-panel')).toBeTruthy();
  });

  it('says so when no instrument has the symbol', async () => {
    const { api } = await renderTrade('/quote/NOPE', {
      api: [handle(marketApi.instrument, refuse(404, 'Not found'))],
    });
    expect(await screen.findByText('No instrument with the symbol NOPE.')).toBeTruthy();
    expect(api.callsTo(marketApi.instrument)[0]?.params).toEqual({ symbol: 'NOPE' });
  });
});
