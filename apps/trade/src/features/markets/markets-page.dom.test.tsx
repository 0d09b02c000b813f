// The markets screen in a DOM: a desktop's sortable table whose day lines come from one sparklines request, sorted by a
// header's button (by click or from the keyboard) with aria-sort saying how; a phone's list instead of the table.
import { type Listing, marketApi, type Sparkline } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { quoteAt, STOCK } from '../../testing/fixtures.ts';
import { renderTrade } from '../../testing/render-trade.tsx';

/** Three stocks in catalogue order: their day's move and volume differ, so every sort reorders them. */
const stock = (symbol: string, last: string, volume: number): Listing => ({
  instrument: { ...STOCK, symbol, name: `${symbol} Inc.` },
  quote: quoteAt(last, { symbol, volume }),
});
const LISTINGS = [stock('BBB', '101.00', 500), stock('AAA', '98.00', 3_000), stock('CCC', '103.50', 1_000)];

const line = (symbol: string, closes: string[]): Sparkline => ({
  symbol,
  tradingDate: '2026-03-02',
  prevClose: '100.00',
  closes,
  simulated: true,
});

const marketsScreen = [
  handle(marketApi.instruments, { rows: LISTINGS, total: LISTINGS.length }),
  handle(marketApi.sparklines, ({ query }) =>
    query.symbols.map((symbol, i) => line(symbol, ['100.00', '100.50', `10${i}.25`])),
  ),
];

const symbolsInRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('data-symbol'));

describe('the markets screen', () => {
  it('on a desktop: a table with each row’s day line, from one sparklines request for the page', async () => {
    const { api } = await renderTrade('/markets', { api: marketsScreen, viewport: 'desktop' });
    const table = await screen.findByRole('table', { name: 'US stocks: All' });
    expect(screen.queryByRole('list', { name: 'US stocks: All' })).toBeNull();
    expect(symbolsInRows(table)).toEqual(['BBB', 'AAA', 'CCC']);
    await waitFor(() => expect(within(table).getAllByTestId('sparkline')[0]?.dataset.points).toBe('3'));
    expect(api.callsTo(marketApi.sparklines).map((call) => call.query.symbols)).toEqual([['BBB', 'AAA', 'CCC']]);
    for (const [i, symbol] of ['BBB', 'AAA', 'CCC'].entries()) {
      const spark = within(table.querySelector<HTMLElement>(`tr[data-symbol="${symbol}"]`)!).getByTestId('sparkline');
      expect(spark.dataset.last).toBe(`10${i}.25`);
      expect(spark.querySelector('polyline')?.getAttribute('points')).toMatch(
        /^(\d+(\.\d)?,\d+(\.\d)? ){2}\d+(\.\d)?,\d+(\.\d)?$/,
      );
      expect(spark.querySelector('polyline')?.getAttribute('stroke')).toBeTruthy();
    }
  });

  it('keeps the day lines live: each ends at the pushed last price, and a quote of a new minute asks for them again', async () => {
    const { api, socket } = await renderTrade('/markets', { api: marketsScreen, viewport: 'desktop' });
    const table = await screen.findByRole('table', { name: 'US stocks: All' });
    const spark = () => within(table.querySelector<HTMLElement>('tr[data-symbol="AAA"]')!).getByTestId('sparkline');
    await waitFor(() => expect(spark().dataset.last).toBe('101.25'));
    await waitFor(() => expect(socket.topics()).toContain('quote:AAA'));

    // A tick within the bar the lines were answered with: the line's end moves, nothing is asked.
    socket.pushQuotes(quoteAt('99.10', { symbol: 'AAA', time: LISTINGS[1]!.quote.time + 1_000 }));
    await waitFor(() => expect(spark().dataset.last).toBe('99.10'));
    expect(spark().dataset.points).toBe('3');
    expect(api.callsTo(marketApi.sparklines)).toHaveLength(1);

    // A tick of a later minute than the answer: a new bar began, so the lines are asked again, once.
    socket.pushQuotes(quoteAt('99.20', { symbol: 'AAA', time: Date.now() + 120_000 }));
    await waitFor(() => expect(api.callsTo(marketApi.sparklines)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo(marketApi.sparklines)).toHaveLength(2);
  });

  it('sorts by Change %, largest then smallest first, and by Volume from the keyboard; aria-sort says which', async () => {
    const { user, router } = await renderTrade('/markets', { api: marketsScreen, viewport: 'desktop' });
    const table = await screen.findByRole('table', { name: 'US stocks: All' });
    const change = within(table).getByRole('columnheader', { name: /Change %/ });
    const volume = within(table).getByRole('columnheader', { name: /Volume/ });
    expect(change.getAttribute('aria-sort')).toBe('none');

    await user.click(within(change).getByRole('button'));
    expect(change.getAttribute('aria-sort')).toBe('descending');
    expect(router.state.location.search).toContain('sort=changePercent&dir=descending');
    expect(symbolsInRows(table)).toEqual(['CCC', 'BBB', 'AAA']);
    await user.click(within(change).getByRole('button'));
    expect(change.getAttribute('aria-sort')).toBe('ascending');
    expect(symbolsInRows(table)).toEqual(['AAA', 'BBB', 'CCC']);

    within(volume).getByRole('button').focus();
    await user.keyboard('{Enter}');
    expect(volume.getAttribute('aria-sort')).toBe('descending');
    expect(change.getAttribute('aria-sort')).toBe('none');
    expect(symbolsInRows(table)).toEqual(['AAA', 'CCC', 'BBB']);
  });

  it('on a phone: a list of the instruments, no table', async () => {
    await renderTrade('/markets', { api: marketsScreen, viewport: 'phone' });
    const list = await screen.findByRole('list', { name: 'US stocks: All' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
