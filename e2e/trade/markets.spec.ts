import { marketApi, watchlistsApi } from '@platform/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { apiPath, callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { registerByApi } from '../support/helpers.ts';
import { signInByApi } from './support.ts';

const PERIODS = [
  ['intraday', 'Intraday'],
  ['1D', '1D'],
  ['1W', '1W'],
  ['1M', '1M'],
  ['3M', '3M'],
  ['1Y', '1Y'],
] as const;

interface ChartBody {
  data: { period: string; interval: string; bars: unknown[] };
}

const chartResponse = (page: Page, period: string) =>
  page.waitForResponse(
    (r) => r.url().includes(apiPath(marketApi.chart)) && new URL(r.url()).searchParams.get('period') === period,
  );

async function defaultList(request: APIRequestContext, token: string) {
  const res = await callApi(request, watchlistsApi.find, {}, { token });
  const lists: Array<{ id: number; name: string; symbols: string[] }> = (await res.json()).data;
  return lists[0]!;
}

test('home → a stock → six chart periods → watchlist with live prices → reorder and remove', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // six chart periods and waiting for live ticks
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  const { token } = await signInByApi(context, request, email, password);

  // Home shows market data, and says it is simulated.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: /^Hello/ })).toBeVisible();
  await expect(page.getByTestId('simulated-badge').first()).toBeVisible();
  const active = page.getByRole('list', { name: 'Most active US stocks' }).getByRole('listitem').first();
  const symbol = (await active.getAttribute('data-symbol'))!;
  // The journey adds the stock itself, so it starts outside the default list.
  const list = await defaultList(request, token);
  if (list.symbols.includes(symbol)) {
    await callApi(request, watchlistsApi.removeSymbol, { params: { id: list.id }, body: { symbol } }, { token });
  }

  // The detail page draws each period with the bars the API returned for it.
  const intraday = chartResponse(page, 'intraday');
  await active.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: symbol })).toBeVisible();
  await expect(page.getByTestId('simulated-badge')).toBeVisible();
  await expect(page.getByTestId('market-status')).toHaveText('Open');
  const chart = page.getByTestId('price-chart');
  for (const [period, label] of PERIODS) {
    const response = period === 'intraday' ? intraday : chartResponse(page, period);
    if (period !== 'intraday') await page.getByRole('radiogroup', { name: 'Chart period' }).getByText(label).click();
    const body = (await (await response).json()) as ChartBody;
    expect(body.data.bars.length).toBeGreaterThan(0);
    await expect(chart).toHaveAttribute('data-period', period);
    await expect(chart).toHaveAttribute('data-interval', body.data.interval);
    await expect(chart).toHaveAttribute('data-bars', String(body.data.bars.length));
    await expect(chart).toHaveAttribute(
      'aria-label',
      new RegExp(`${body.data.bars.length} bars of ${body.data.interval}`),
    );
    await expect(chart.locator('canvas').first()).toBeVisible();
  }

  // On a phone Buy and Sell open the order ticket with the side chosen; a desktop has the ticket beside the chart
  // (e2e/trade/desktop-layout.spec.ts).
  await expect(page.getByRole('link', { name: 'Buy', exact: true })).toHaveAttribute(
    'href',
    `/trade/${symbol}?side=buy`,
  );
  await expect(page.getByRole('link', { name: 'Sell', exact: true })).toHaveAttribute(
    'href',
    `/trade/${symbol}?side=sell`,
  );

  await page.getByRole('button', { name: /Watchlist/ }).click();
  await page.getByRole('menuitem', { name: `Add to ${list.name}` }).click();
  await expect(page.getByText(`Added to ${list.name}`)).toBeVisible();

  // On the watchlist the price moves with the server's ticks, pushed over the WebSocket.
  await page.goto('/watchlists');
  await expect(page.getByRole('heading', { level: 1, name: 'Watchlists' })).toBeVisible();
  await expect(page.getByTestId('simulated-badge')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Market data connection' })).toHaveText(/Live/);
  const rows = page.getByRole('list', { name: `Instruments in ${list.name}` }).getByRole('listitem');
  await expect(page.locator(`li[data-symbol="${symbol}"]`).getByTestId('last')).toHaveText(/\d/);
  // Some price on the list moves within the minute. Not necessarily the stock's own: in the sandbox's around-the-clock
  // hours a stock can sit on one price for a while (its off-hours stretch is quiet), while forex and gold trade on.
  const lastPrices = () => rows.getByTestId('last').allTextContents();
  const first = await lastPrices();
  await expect.poll(lastPrices, { timeout: 60_000 }).not.toEqual(first);
  const symbolsOnScreen = async () => rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-symbol')));
  const before = await symbolsOnScreen();
  expect(before.at(-1)).toBe(symbol);

  // Edit: move the stock up one place, then remove it; the server keeps each change.
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('button', { name: `Move ${symbol} up` }).click();
  const moved = [...before];
  moved.splice(-2, 2, symbol, before.at(-2)!);
  await expect.poll(symbolsOnScreen).toEqual(moved);
  expect((await defaultList(request, token)).symbols).toEqual(moved);
  await page.getByRole('button', { name: `Remove ${symbol}` }).click();
  await expect(page.locator(`li[data-symbol="${symbol}"]`)).toHaveCount(0);
  expect((await defaultList(request, token)).symbols).not.toContain(symbol);
});
