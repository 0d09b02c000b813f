// The instrument search in a DOM: opened from any screen's header (by its button, or "/" outside a field), answered
// as the user types, worked with the arrow keys and Enter, and the instrument opened kept as a recent search for the
// next time, until cleared; in Chinese too.
import { marketApi, marketNotesApi, watchlistsApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { intradayChart, LISTING, STOCK, SYMBOL } from '../../testing/fixtures.ts';
import { renderTrade } from '../../testing/render-trade.tsx';

const OTHER = { ...LISTING, instrument: { ...STOCK, symbol: 'ACMX', name: 'Acme Ventures' } };
const searchable = [
  handle(marketApi.instruments, ({ query }) => {
    const rows = [LISTING, OTHER].filter(({ instrument }) =>
      `${instrument.symbol} ${instrument.name}`.toLowerCase().includes((query.q ?? '').toLowerCase()),
    );
    return { rows, total: rows.length };
  }),
  // The home screen the search is opened over (a visitor's landing).
  handle(marketApi.rankings, []),
  handle(marketApi.news, { rows: [], total: 0 }),
  handle(marketNotesApi.find, []),
  // The quote screen it opens.
  handle(marketApi.instrument, LISTING),
  handle(marketApi.chart, intradayChart()),
  handle(watchlistsApi.find, []),
];

describe('the instrument search', () => {
  it('finds by symbol or name as one types, opens the one chosen with the keys, and keeps it as recent', async () => {
    const { user, router, api } = await renderTrade('/login', { api: searchable });
    await user.click(await screen.findByRole('button', { name: 'Search instruments' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search instruments' });
    expect(dialog.textContent).toContain('Instruments you open from here are listed for next time.');

    const box = within(dialog).getByRole('combobox', { name: 'Symbol or name' });
    await user.type(box, 'acme');
    const options = await within(dialog).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([`${SYMBOL}${STOCK.name}`, 'ACMXAcme Ventures']);
    expect(api.callsTo(marketApi.instruments).at(-1)!.query).toMatchObject({ q: 'acme' });
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');

    await user.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/quote/${SYMBOL}`));
    expect(await screen.findByTestId('detail-last')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // "/" outside a field opens it again, with the recent search.
    await user.keyboard('/');
    const again = await screen.findByRole('dialog', { name: 'Search instruments' });
    const recent = within(again).getByRole('listbox', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([`${SYMBOL}${STOCK.name}`]);
    await user.click(within(again).getByRole('button', { name: 'Clear' }));
    expect(within(again).queryAllByRole('option')).toHaveLength(0);
  });

  it('says when nothing matches, in Chinese', async () => {
    const { user } = await renderTrade('/login', { api: searchable, language: 'zh' });
    await user.click(await screen.findByRole('button', { name: '搜索品种' }));
    const dialog = await screen.findByRole('dialog', { name: '搜索品种' });
    await user.type(within(dialog).getByRole('combobox', { name: '代码或名称' }), 'zzz');
    expect(await within(dialog).findByText('没有与“zzz”匹配的品种')).toBeTruthy();
  });
});
