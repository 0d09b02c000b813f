// The quote's chart in a DOM: each period is drawn with the bars the API returned for it (interval, count, caption,
// the words a screen reader hears), and the live socket moves it without asking again: a tick moves the last bar, and
// the next minute adds a bar one minute after the last. (A browser check, e2e/trade/quote-chart.spec.ts, proves that
// real quotes move the drawn canvas.)
import { type Chart, type ChartPeriod, marketApi, watchlistsApi } from '@platform/contracts';
import { handle } from '@platform/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { intradayChart, LISTING, quoteAt, SYMBOL } from '../../testing/fixtures.ts';
import { renderTrade } from '../../testing/render-trade.tsx';

const DAY = 86_400_000;
/** Each period's interval and a bar count of its own, so a chart left from the last period cannot pass for it. */
const PERIODS: Record<ChartPeriod, { label: string; interval: Chart['interval']; step: number; count: number }> = {
  intraday: { label: 'Intraday', interval: '1m', step: 60_000, count: 3 },
  '1D': { label: '1D', interval: '1d', step: DAY, count: 120 },
  '1W': { label: '1W', interval: '30m', step: 1_800_000, count: 60 },
  '1M': { label: '1M', interval: '1h', step: 3_600_000, count: 40 },
  '3M': { label: '3M', interval: '1d', step: DAY, count: 62 },
  '1Y': { label: '1Y', interval: '1d', step: DAY, count: 250 },
};

function chartOf(period: ChartPeriod): Chart {
  if (period === 'intraday') return intradayChart();
  const { interval, step, count } = PERIODS[period];
  const end = Date.parse('2026-03-02T00:00:00Z');
  const bars = Array.from({ length: count }, (_, i) => ({
    time: end - (count - i) * step,
    open: '100.00',
    high: '101.00',
    low: '99.00',
    close: (100 + (i % 7) / 10).toFixed(2),
    volume: 1_000 + i,
  }));
  return { ...intradayChart(), period, interval, bars, aroundTheClock: true };
}

const quoteScreen = [
  handle(marketApi.instrument, LISTING),
  handle(marketApi.chart, ({ query }) => chartOf(query.period)),
  handle(watchlistsApi.find, []),
];

describe('the quote’s chart', () => {
  it('draws each of the six periods with the bars the API returned for it', async () => {
    const { user, api } = await renderTrade(`/quote/${SYMBOL}`, { api: quoteScreen });
    const chart = await screen.findByTestId('price-chart');
    const periods = screen.getByRole('radiogroup', { name: 'Chart period' });
    for (const [period, { label, interval, count }] of Object.entries(PERIODS)) {
      if (period !== 'intraday') await user.click(within(periods).getByText(label));
      await waitFor(() => expect(chart.dataset.period).toBe(period));
      expect(chart.dataset.interval).toBe(interval);
      expect(chart.dataset.bars).toBe(String(count));
      expect(chart.dataset.drawnBars).toBe(String(count));
      expect(chart.getAttribute('aria-label')).toContain(`${count} bars of ${interval}`);
    }
    expect(api.callsTo(marketApi.chart).map((call) => call.query.period)).toEqual(Object.keys(PERIODS));
  });

  it('says 1D is daily candles over six months, and that the sandbox trades around the clock', async () => {
    const { user } = await renderTrade(`/quote/${SYMBOL}`, { api: quoteScreen });
    const chart = await screen.findByTestId('price-chart');
    await user.click(within(screen.getByRole('radiogroup', { name: 'Chart period' })).getByText('1D'));
    await waitFor(() => expect(chart.dataset.interval).toBe('1d'));
    expect(screen.getByTestId('chart-period-caption').textContent).toBe('Daily candles, the last 6 months');
    expect(new Date(Number(chart.dataset.drawnLastTime)).toISOString()).toMatch(/T00:00:00\.000Z$/);
    expect(screen.getByTestId('around-the-clock').textContent).toContain('Sandbox: trades around the clock');
  });

  it('moves with the socket: a tick moves the last bar, the next minute adds a bar, and nothing is asked again', async () => {
    const { socket, api } = await renderTrade(`/quote/${SYMBOL}`, { api: quoteScreen });
    const chart = await screen.findByTestId('price-chart');
    await waitFor(() => expect(chart.dataset.drawnBars).toBe('3'));
    const lastTime = Number(chart.dataset.drawnLastTime);
    const requests = api.callsTo(marketApi.chart).length;

    socket.pushQuotes(quoteAt('100.75', { time: lastTime + 30_000 }));
    await waitFor(() => expect(chart.dataset.drawnLastClose).toBe('100.75'));
    expect(chart.dataset.drawnBars).toBe('3');

    socket.pushQuotes(quoteAt('101.25', { time: lastTime + 60_000 + 5_000 }));
    await waitFor(() => expect(chart.dataset.drawnBars).toBe('4'));
    expect(Number(chart.dataset.drawnLastTime) - lastTime).toBe(60_000);
    expect(chart.dataset.drawnLastClose).toBe('101.25');
    expect(chart.dataset.liveBars).toBe('4');
    expect(api.callsTo(marketApi.chart)).toHaveLength(requests);
  });
});
