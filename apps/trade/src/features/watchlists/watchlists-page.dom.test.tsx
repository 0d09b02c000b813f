// Watchlists in a DOM: a stock added from its quote's Watchlist menu, the list's prices moving with the quotes the
// socket pushes, and edit mode moving a stock up and removing it, each change sent to the server (a fake that keeps
// the list, as the server does).
import { type Listing, marketApi, type Watchlist, watchlistsApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { intradayChart, LISTING, quoteAt, STOCK, SYMBOL } from '../../testing/fixtures.ts';
import { renderTrade } from '../../testing/render-trade.tsx';

const listing = (symbol: string, last: string): Listing => ({
  instrument: { ...STOCK, symbol, name: `${symbol} Inc.` },
  quote: quoteAt(last, { symbol }),
});
const CATALOGUE = [listing('AAA', '50.00'), listing('BBB', '75.00'), LISTING];

/** The server's lists, kept across requests: what was added, moved or removed is what the next read returns. */
function listsServer(symbols: string[]) {
  let list: Watchlist = { id: 1, name: 'Main', symbols, position: 0 };
  const keep = (next: string[]) => {
    list = { ...list, symbols: next };
    return list;
  };
  return [
    handle(watchlistsApi.find, () => [list]),
    handle(watchlistsApi.addSymbol, ({ body }) => keep([...list.symbols, body.symbol])),
    handle(watchlistsApi.removeSymbol, ({ body }) => keep(list.symbols.filter((s) => s !== body.symbol))),
    handle(watchlistsApi.reorderSymbols, ({ body }) => keep(body.symbols)),
    handle(marketApi.instruments, { rows: CATALOGUE, total: CATALOGUE.length }),
    handle(marketApi.quotes, ({ query }) =>
      query.symbols.map((s) => CATALOGUE.find((l) => l.instrument.symbol === s)!.quote),
    ),
  ];
}

const rowSymbols = () =>
  within(screen.getByRole('list', { name: 'Instruments in Main' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-symbol'));

describe('watchlists', () => {
  it('adds the quote’s stock from its Watchlist menu', async () => {
    const { user, api } = await renderTrade(`/quote/${SYMBOL}`, {
      api: [...listsServer(['AAA']), handle(marketApi.instrument, LISTING), handle(marketApi.chart, intradayChart())],
    });
    const menu = await screen.findByRole<HTMLButtonElement>('button', { name: /Watchlist/ });
    // The button waits for the lists before it opens them.
    await waitFor(() => expect(menu.disabled).toBe(false));
    await user.click(menu);
    // The menu opens (its fade never ends in happy-dom, so its items count as hidden to the query).
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await user.click(await screen.findByRole('menuitem', { name: 'Add to Main', hidden: true }));
    expect(await screen.findByText('Added to Main')).toBeTruthy();
    expect(api.callsTo(watchlistsApi.addSymbol).map((call) => call.body)).toEqual([{ symbol: SYMBOL }]);
  });

  it('moves its prices with the pushed quotes; edit moves a stock up and removes it, on the server too', async () => {
    const { user, socket, api } = await renderTrade('/watchlists', { api: listsServer(['AAA', 'BBB', SYMBOL]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Watchlists' })).toBeTruthy();
    await screen.findByRole('list', { name: 'Instruments in Main' });
    const lastOf = (symbol: string) =>
      within(document.querySelector<HTMLElement>(`li[data-symbol="${symbol}"]`)!).getByTestId('last').textContent;
    await waitFor(() => expect(lastOf(SYMBOL)).toBe('100.50'));
    await waitFor(() => expect(socket.topics()).toContain(`quote:${SYMBOL}`));
    socket.pushQuotes(quoteAt('101.75', { time: LISTING.quote.time + 1_000 }));
    await waitFor(() => expect(lastOf(SYMBOL)).toBe('101.75'));
    expect(rowSymbols()).toEqual(['AAA', 'BBB', SYMBOL]);

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: `Move ${SYMBOL} up` }));
    await waitFor(() => expect(rowSymbols()).toEqual(['AAA', SYMBOL, 'BBB']));
    expect(api.callsTo(watchlistsApi.reorderSymbols).map((call) => call.body.symbols)).toEqual([
      ['AAA', SYMBOL, 'BBB'],
    ]);
    await user.click(screen.getByRole('button', { name: `Remove ${SYMBOL}` }));
    await waitFor(() => expect(rowSymbols()).toEqual(['AAA', 'BBB']));
    expect(api.callsTo(watchlistsApi.removeSymbol).map((call) => call.body)).toEqual([{ symbol: SYMBOL }]);
  });
});
