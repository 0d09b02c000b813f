import { watchlistsApi } from '@platform/contracts';
import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { E2E, LAYOUT } from '../support/constants.ts';
import { registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { signInByApi } from './support.ts';

async function boxOf(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  expect(box, testId).not.toBeNull();
  return box!;
}

test(
  'a desktop sees markets as a table, and a quote beside its watchlist and ticket with Buy and Sell in the window; a phone keeps its list and column',
  LAYOUT,
  async ({ page, context, request }, testInfo) => {
    test.slow(); // a registration and two screens at full width
    const desktop = testInfo.project.name === 'desktop';
    const { email, password } = await registerByApi(request, E2E.inviteCode);
    const { token } = await signInByApi(context, request, email, password);
    const lists = (await (await callApi(request, watchlistsApi.find, {}, { token })).json()).data as { id: number }[];
    for (const symbol of ['AAPL', 'MSFT']) {
      await callApi(request, watchlistsApi.addSymbol, { params: { id: lists[0]!.id }, body: { symbol } }, { token });
    }

    // Markets: a table on a desktop (its sorting and day lines are dom tests, features/markets/markets-page.dom.test.tsx),
    // a phone's list.
    await page.goto('/markets');
    const table = page.getByRole('table', { name: 'US stocks: All' });
    const tabs = page.getByTestId('scroll-tabs');
    if (desktop) {
      await expect(table).toBeVisible({ timeout: 30_000 }); // the first quotes of a fresh server take a while
      await expect(page.getByRole('list', { name: 'US stocks: All' })).toHaveCount(0);
      // The seven markets fit beside each other: nothing to scroll.
      await expect(tabs.getByRole('button', { name: 'Show more markets' })).toHaveCount(0);
    } else {
      await expect(page.getByRole('list', { name: 'US stocks: All' }).getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
      // The tabs run past the screen's edge: it fades, and an arrow shows more.
      await expect(tabs).toHaveAttribute('data-more-forward', 'true');
      await expect(tabs).not.toHaveAttribute('data-more-back', 'true');
      await tabs.getByRole('button', { name: 'Show more markets' }).click();
      await expect(tabs).toHaveAttribute('data-more-back', 'true');
      await expect(tabs.getByRole('button', { name: 'Show earlier markets' })).toBeVisible();
    }
    await shot(page, 'markets');

    // A quote: watchlist, chart and ticket side by side in one row on a desktop, the chart drawn once.
    await page.goto('/quote/AAPL');
    await expect(page.getByRole('heading', { level: 1, name: 'AAPL' })).toBeVisible();
    // The chart's chunk and first drawing can take a while on a busy machine.
    await expect(page.getByTestId('price-chart').locator('canvas').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('price-chart')).toHaveCount(1);
    if (desktop) {
      await expect(page.getByTestId('ticket-submit')).toBeVisible();
      const watch = await boxOf(page, 'quote-watchlist');
      const chart = await boxOf(page, 'price-chart');
      const main = await boxOf(page, 'quote-main');
      const ticket = await boxOf(page, 'quote-ticket-column');
      expect(watch.x + watch.width).toBeLessThanOrEqual(chart.x);
      expect(chart.x + chart.width).toBeLessThanOrEqual(ticket.x);
      // One row: the columns start together beside the quote's column (the chart itself sits below its controls).
      for (const side of [watch, ticket]) {
        expect(side.y).toBeLessThan(main.y + main.height);
        expect(main.y).toBeLessThan(side.y + side.height);
      }
      expect(chart.width).toBeGreaterThan(ticket.width);
      expect(ticket.x + ticket.width).toBeLessThanOrEqual(1280);
      await expect(page.getByRole('link', { name: 'Buy', exact: true })).toHaveCount(0);
      // The ticket's own direction choice is Buy and Sell there, in the window.
      const column = page.getByTestId('quote-ticket-column');
      await expect(column.getByText('Buy (long)')).toBeInViewport({ ratio: 1 });
      await expect(column.getByText('Sell (short)')).toBeInViewport({ ratio: 1 });
      await expect(page.getByTestId('quote-action-bar')).toHaveCount(0);

      // One click in the watchlist switches the instrument.
      const watchlist = page.getByRole('list', { name: /^Instruments in / });
      await expect(watchlist.getByRole('link', { name: /AAPL/ })).toHaveAttribute('aria-current', 'page');
      await watchlist.getByRole('link', { name: /MSFT/ }).click();
      await expect(page).toHaveURL(/\/quote\/MSFT$/);
      await expect(page.getByRole('heading', { level: 1, name: 'MSFT' })).toBeVisible();
      await expect(watchlist.getByRole('link', { name: /MSFT/ })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('price-chart')).toHaveCount(1);
    } else {
      await expect(page.getByTestId('quote-watchlist')).toHaveCount(0);
      await expect(page.getByTestId('quote-ticket')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Buy', exact: true })).toBeVisible();
      const chart = await boxOf(page, 'price-chart');
      expect(chart.width).toBeLessThanOrEqual(375);
    }
    await shot(page, 'quote');
  },
);
