// The chart's type and indicators in a DOM: the user picks a type, overlays and the lower pane's indicator, the
// library draws those series (its panes and series reported on the canvas), a bad parameter is refused at its field,
// the legend reads the indicator values at the bar and follows a live tick, and the choice outlives the page.
import { marketApi, watchlistsApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { intradayChart, LISTING, quoteAt, SYMBOL } from '../../testing/fixtures.ts';
import { renderTrade } from '../../testing/render-trade.tsx';
import { DEFAULT_CHOICES, useChartPrefs } from './chart/chart-settings.ts';

/** 30 one-minute bars closing 100.00, 100.25, … 107.25: the last five average 106.75. */
function chartOf30() {
  const chart = intradayChart();
  const start = chart.bars[0]!.time;
  const bars = Array.from({ length: 30 }, (_, i) => {
    const close = (100 + i * 0.25).toFixed(2);
    return { time: start + i * 60_000, open: close, high: close, low: close, close, volume: 1_000 + i };
  });
  return { ...chart, bars };
}

const quoteScreen = [
  handle(marketApi.instrument, LISTING),
  handle(marketApi.chart, () => chartOf30()),
  handle(watchlistsApi.find, []),
];

const reset = () => useChartPrefs.setState({ ...DEFAULT_CHOICES });
beforeEach(reset);
afterEach(reset);

describe('the chart’s type and indicators', () => {
  it('draws the chosen type and indicators, refuses a bad parameter at its field, and remembers the choice', async () => {
    const { user, unmount } = await renderTrade(`/quote/${SYMBOL}`, { api: quoteScreen });
    const chart = await screen.findByTestId('price-chart');
    // By default: the intraday line, MA 5/10/20 over it, volume and its averages in a pane below.
    await waitFor(() => expect(chart.dataset.drawnType).toBe('line'));
    expect(chart.dataset.drawnSeries?.split(' ')).toEqual([
      'ma-5-0',
      'ma-10-1',
      'ma-20-2',
      'volume',
      'volume-ma-5-0',
      'volume-ma-10-1',
    ]);
    expect(chart.dataset.drawnPanes).toBe('2');

    await user.click(within(screen.getByRole('radiogroup', { name: 'Chart type' })).getByText('Candles'));
    await waitFor(() => expect(chart.dataset.drawnType).toBe('candles'));
    await user.click(screen.getByRole('checkbox', { name: 'BOLL' }));
    await user.click(within(screen.getByRole('radiogroup', { name: 'Lower pane indicator' })).getByText('MACD'));
    await waitFor(() => expect(chart.dataset.drawnSeries).toContain('macd-12-26-9-dif'));
    expect(chart.dataset.drawnSeries).toContain('boll-20-2-middle');
    expect(chart.dataset.drawnSeries).not.toContain('volume');
    expect(chart.dataset.drawnPanes).toBe('2');

    // The legend reads the last bar (no crosshair yet): its close, and MA5 = (106.25 + … + 107.25) / 5 = 106.75.
    const legend = screen.getByTestId('chart-legend');
    expect(within(legend).getByTestId('chart-legend-bar').textContent).toContain('Close 107.25');
    expect(within(legend).getByTestId('chart-legend-main').textContent).toContain('MA5 106.75');
    expect(within(legend).getByTestId('chart-legend-sub').textContent).toContain('HIST (DIF−DEA)');

    await user.click(screen.getByRole('button', { name: 'Indicator settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Indicator settings' });
    const fast = within(dialog).getByRole('textbox', { name: 'MACD fast period' });
    await user.clear(fast);
    await user.type(fast, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(fast.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(fast));
    expect(dialog.textContent).toContain('Enter a whole number from 1 to 250.');
    await user.clear(fast);
    await user.type(fast, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(chart.dataset.drawnSeries).toContain('macd-8-26-9-dif'));

    const stored = JSON.parse(localStorage.getItem('trade.chart') ?? '{}').state;
    expect(stored).toMatchObject({ type: 'candles', overlays: ['ma', 'boll'], sub: 'macd' });
    expect(stored.params.macd).toEqual({ fast: 8, slow: 26, signal: 9 });

    // Another visit reads the choice back from storage (the store starts from the defaults first).
    unmount();
    reset();
    localStorage.setItem('trade.chart', JSON.stringify({ state: stored, version: 1 }));
    await useChartPrefs.persist.rehydrate();
    await renderTrade(`/quote/${SYMBOL}`, { api: quoteScreen });
    const again = await screen.findByTestId('price-chart');
    await waitFor(() => expect(again.dataset.drawnType).toBe('candles'));
    expect(again.dataset.drawnSeries).toContain('macd-8-26-9-dif');
    expect(again.dataset.drawnSeries).toContain('boll-20-2-upper');
  });

  it('recomputes the indicators as a live tick moves the last bar', async () => {
    const { socket } = await renderTrade(`/quote/${SYMBOL}`, { api: quoteScreen });
    const chart = await screen.findByTestId('price-chart');
    await waitFor(() => expect(chart.dataset.drawnBars).toBe('30'));
    const main = screen.getByTestId('chart-legend-main');
    expect(main.textContent).toContain('MA5 106.75');

    // The last bar closes at 110.00: MA5 = (106.25 + 106.50 + 106.75 + 107.00 + 110.00) / 5 = 107.30.
    socket.pushQuotes(quoteAt('110.00', { time: Number(chart.dataset.drawnLastTime) + 30_000 }));
    await waitFor(() => expect(chart.dataset.drawnLastClose).toBe('110'));
    await waitFor(() => expect(main.textContent).toContain('MA5 107.30'));
    expect(screen.getByTestId('chart-legend-bar').textContent).toContain('Close 110.00');
  });
});
