import { marketApi, watchlistsApi } from '@platform/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { apiPath, callApi } from '../support/api.ts';
import { E2E, LAYOUT } from '../support/constants.ts';
import { expectAccessible, registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { signInByApi } from './support.ts';

interface SparklineBody {
  data: { symbol: string; closes: string[] }[];
}

/** The change % of every row, top to bottom, read in one go (the rows re-sort as quotes tick). */
const changePercents = (table: Locator) =>
  table
    .locator('tbody tr [data-testid="change-percent"]')
    .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-value'))));
const isOrdered = (values: number[], direction: 'ascending' | 'descending') =>
  values.every((v, i) => i === 0 || (direction === 'ascending' ? values[i - 1]! <= v : values[i - 1]! >= v));

async function boxOf(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  expect(box, testId).not.toBeNull();
  return box!;
}

test(
  'a desktop sees markets as a sortable table with the day’s lines, and a quote beside its watchlist and ticket; a phone keeps its list and column',
  LAYOUT,
  async ({ page, context, request }, testInfo) => {
    test.slow(); // a registration, two screens at full width and two axe runs
    const desktop = testInfo.project.name === 'desktop';
    const { email, password } = await registerByApi(request, E2E.inviteCode);
    const { token } = await signInByApi(context, request, email, password);
    const lists = (await (await callApi(request, watchlistsApi.find, {}, { token })).json()).data as { id: number }[];
    for (const symbol of ['AAPL', 'MSFT']) {
      await callApi(request, watchlistsApi.addSymbol, { params: { id: lists[0]!.id }, body: { symbol } }, { token });
    }

    // Markets: a table on a desktop, its lines drawn from one sparklines request for the page; a phone's list.
    const sparklines = desktop
      ? page.waitForResponse((r) => r.url().includes(apiPath(marketApi.sparklines)))
      : Promise.resolve(null);
    await page.goto('/markets');
    const table = page.getByRole('table', { name: 'US stocks: All' });
    const tabs = page.getByTestId('scroll-tabs');
    if (desktop) {
      await expect(table).toBeVisible({ timeout: 30_000 }); // the first quotes of a fresh server take a while
      await expect(page.getByRole('list', { name: 'US stocks: All' })).toHaveCount(0);
      const body = (await (await sparklines)!.json()) as SparklineBody;
      const rows = table.locator('tbody tr');
      expect(body.data.map((line) => line.symbol)).toEqual(
        await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-symbol'))),
      );
      for (const line of body.data.slice(0, 3)) {
        const spark = table.locator(`tr[data-symbol="${line.symbol}"]`).getByTestId('sparkline');
        await expect(spark).toHaveAttribute('data-points', String(line.closes.length));
        await expect(spark).toHaveAttribute('data-last', line.closes.at(-1)!);
        const polyline = spark.locator('polyline');
        await expect(polyline).toHaveAttribute('points', /^(\d+(\.\d)?,\d+(\.\d)? ){2,}\d+(\.\d)?,\d+(\.\d)?$/);
        // Drawn in a colour (the day's direction, or grey when flat), not left without a stroke.
        expect(await polyline.evaluate((el) => getComputedStyle(el).stroke)).toMatch(/^rgb/);
      }

      // Change % sorts largest first, then smallest first; the header says which (aria-sort).
      const header = table.getByRole('columnheader', { name: 'Change %' });
      await expect(header).toHaveAttribute('aria-sort', 'none');
      await header.getByRole('button').click();
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expect(page).toHaveURL(/sort=changePercent&dir=descending/);
      await expect.poll(async () => isOrdered(await changePercents(table), 'descending')).toBe(true);
      await header.getByRole('button').click();
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await expect.poll(async () => isOrdered(await changePercents(table), 'ascending')).toBe(true);
      const values = await changePercents(table);
      expect(values[0]).toBeLessThan(values.at(-1)!);

      // From the keyboard: Volume, largest first.
      const volume = table.getByRole('columnheader', { name: 'Volume' });
      await volume.getByRole('button').focus();
      await page.keyboard.press('Enter');
      await expect(volume).toHaveAttribute('aria-sort', 'descending');
      await expect(header).toHaveAttribute('aria-sort', 'none');
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
    await expectAccessible(page);

    // A quote: watchlist, chart and ticket side by side in one row on a desktop, the chart drawn once.
    await page.goto('/quote/AAPL');
    await expect(page.getByRole('heading', { level: 1, name: 'AAPL' })).toBeVisible();
    await expect(page.getByTestId('price-chart').locator('canvas').first()).toBeVisible();
    await expect(page.getByTestId('price-chart')).toHaveCount(1);
    if (desktop) {
      await expect(page.getByTestId('ticket-submit')).toBeVisible();
      const watch = await boxOf(page, 'quote-watchlist');
      const chart = await boxOf(page, 'price-chart');
      const ticket = await boxOf(page, 'quote-ticket-column');
      expect(watch.x + watch.width).toBeLessThanOrEqual(chart.x);
      expect(chart.x + chart.width).toBeLessThanOrEqual(ticket.x);
      for (const side of [watch, ticket]) {
        expect(side.y).toBeLessThan(chart.y + chart.height);
        expect(chart.y).toBeLessThan(side.y + side.height);
      }
      expect(chart.width).toBeGreaterThan(ticket.width);
      expect(ticket.x + ticket.width).toBeLessThanOrEqual(1280);
      await expect(page.getByRole('link', { name: 'Buy', exact: true })).toHaveCount(0);

      // One click in the watchlist switches the instrument.
      const column = page.getByRole('list', { name: /^Instruments in / });
      await expect(column.getByRole('link', { name: /AAPL/ })).toHaveAttribute('aria-current', 'page');
      await column.getByRole('link', { name: /MSFT/ }).click();
      await expect(page).toHaveURL(/\/quote\/MSFT$/);
      await expect(page.getByRole('heading', { level: 1, name: 'MSFT' })).toBeVisible();
      await expect(column.getByRole('link', { name: /MSFT/ })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByTestId('price-chart')).toHaveCount(1);
    } else {
      await expect(page.getByTestId('quote-watchlist')).toHaveCount(0);
      await expect(page.getByTestId('quote-ticket')).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Buy', exact: true })).toBeVisible();
      const chart = await boxOf(page, 'price-chart');
      expect(chart.width).toBeLessThanOrEqual(375);
    }
    await shot(page, 'quote');
    await expectAccessible(page);
  },
);
