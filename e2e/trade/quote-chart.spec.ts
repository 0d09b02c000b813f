import { expect, type Locator, test } from '@playwright/test';
import { shot } from '../support/shots.ts';

/**
 * Where the drawing starts, as a share of the pane's width, and the pane's share of the chart's box. The pane's canvas is
 * read column by column for ink (the line, the volume bars); a column with only a few inked pixels holds just the
 * dotted lines that mark the last price and volume across the whole pane.
 */
const drawing = (chart: Locator) =>
  chart.evaluate((box) => {
    const canvases = [...box.querySelectorAll('canvas')];
    const pane = canvases.reduce((widest, canvas) => (canvas.width > widest.width ? canvas : widest));
    const { data, width, height } = pane.getContext('2d')!.getImageData(0, 0, pane.width, pane.height);
    let first = width;
    for (let x = 0; x < width && first === width; x++) {
      let inked = 0;
      for (let y = 0; y < height; y++) {
        const i = (y * width + x) * 4;
        if (Math.min(data[i]!, data[i + 1]!, data[i + 2]!) < 230) inked += 1;
      }
      if (inked >= 6) first = x;
    }
    return {
      drawingStarts: first / width,
      paneShare: pane.getBoundingClientRect().width / box.getBoundingClientRect().width,
    };
  });

/** What the chart library holds (written by the chart after each draw and live update), and the pane's pixels. */
const drawn = (chart: Locator) =>
  chart.evaluate((box: HTMLElement) => {
    // Every canvas: the pane, and the price scale, whose last-price label shows a move too small to shift the line
    // by a pixel.
    let hash = 0;
    for (const canvas of box.querySelectorAll('canvas')) {
      if (!canvas.width || !canvas.height) continue;
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      for (let i = 0; i < data.length; i += 4) hash = (hash * 31 + data[i]! + data[i + 1]! * 7 + data[i + 2]! * 13) | 0;
    }
    return {
      bars: Number(box.dataset.drawnBars ?? 0),
      lastTime: Number(box.dataset.drawnLastTime ?? 0),
      lastClose: box.dataset.drawnLastClose ?? '',
      pixels: hash,
    };
  });

test('on a phone Buy and Sell stay above the tab bar and a swipe over the chart scrolls the page; widened, the chart follows its box', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/quote/AAPL');
  const chart = page.getByTestId('price-chart');
  // The first drawing can take a while on a busy machine.
  await expect.poll(async () => (await drawn(chart)).bars, { timeout: 45_000 }).toBeGreaterThan(0);
  await expect(chart).toHaveAttribute('data-period', 'intraday');
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect.poll(async () => (await drawing(chart)).drawingStarts).toBeLessThan(0.05);
  // The test server's sandbox trades around the clock, and the chart says so (its daily bars keep the calendar).
  await expect(page.getByTestId('around-the-clock')).toContainText('Sandbox: trades around the clock');

  const tabs = page.getByRole('contentinfo').getByRole('navigation');
  const buy = page.getByRole('link', { name: 'Buy', exact: true });
  const sell = page.getByRole('link', { name: 'Sell', exact: true });
  const fullyAboveTabs = async () => {
    const bar = (await tabs.boundingBox())!;
    const boxes = [(await buy.boundingBox())!, (await sell.boundingBox())!];
    return boxes.every((box) => box.y >= 0 && box.y + box.height <= bar.y && box.width > 0);
  };
  await expect(buy).toBeVisible();
  expect(await fullyAboveTabs()).toBe(true);
  // The buttons are not covered: the element under each one's centre is the button itself.
  for (const link of [buy, sell]) {
    const box = (await link.boundingBox())!;
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent ?? '', {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(hit).toBe(await link.textContent());
  }
  await shot(page, 'quote-375-top', { fullPage: false });

  // A vertical swipe up over the chart scrolls the page (the chart does not keep it), and Buy and Sell stay put.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = (await chart.boundingBox())!;
  const cdp = await page.context().newCDPSession(page);
  const x = box.x + box.width / 2;
  const y = box.y + box.height * 0.8;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - step * 20 }] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  expect(await fullyAboveTabs()).toBe(true);

  // At the very end of the page nothing is hidden beneath the bar: the last quote figure sits above it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(fullyAboveTabs).toBe(true);
  const action = (await page.getByTestId('quote-action-bar').boundingBox())!;
  const lastFigure = (await page.getByTestId('quote-main').getByRole('definition').last().boundingBox())!;
  expect(lastFigure.y + lastFigure.height).toBeLessThanOrEqual(action.y);
  await shot(page, 'quote-375-bottom', { fullPage: false });

  // Between a phone and a desktop there is no tab bar: the bar keeps to the bottom of the window.
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.evaluate(() => window.scrollTo(0, 0));
  const wide = (await buy.boundingBox())!;
  expect(wide.y + wide.height).toBeLessThanOrEqual(700);
  await expect(buy).toBeInViewport({ ratio: 1 });
  await expect(sell).toBeInViewport({ ratio: 1 });

  // A desktop: the canvas fills the wider box, and the same bars are spread over it instead of keeping their phone
  // spacing.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => (await chart.boundingBox())?.width).toBeGreaterThan(600);
  await expect
    .poll(async () => {
      const { drawingStarts, paneShare } = await drawing(chart);
      return drawingStarts < 0.05 && paneShare > 0.85;
    })
    .toBe(true);
  await shot(page, 'quote-widened-1280', { fullPage: false });
});

test('real quotes move the drawn chart: its last bar follows the price, with no request', async ({ page }) => {
  // The new minute's bar and the other periods' live bars are dom tests (features/quote-detail/chart-periods.dom.test.tsx)
  // and unit tests (live-bars.test.ts); here the real socket's quotes reach the canvas.
  const chartRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/market/chart')) chartRequests.push(request.url());
  });
  await page.goto('/quote/AAPL');
  const chart = page.getByTestId('price-chart');
  // The first drawing can take a while on a busy machine.
  await expect.poll(async () => (await drawn(chart)).bars, { timeout: 45_000 }).toBeGreaterThan(0);
  await expect(chart).toHaveAttribute('data-period', 'intraday');
  // The drawn bars are the data's (read together: a new minute's bar can land between two reads).
  await expect
    .poll(async () => (await drawn(chart)).bars - Number(await chart.getAttribute('data-bars')), { timeout: 10_000 })
    .toBe(0);
  const first = await drawn(chart);
  const requestsAtStart = chartRequests.length;
  // A quiet minute can hold its price from its open to its close (its path through the seconds has no range: it
  // failed a run after 30 s); the next minute's bar comes within a minute whatever the price does.
  test.setTimeout(150_000);
  await expect
    .poll(
      async () => {
        const now = await drawn(chart);
        return now.lastClose !== first.lastClose || now.bars !== first.bars;
      },
      { timeout: 70_000 },
    )
    .toBe(true);
  await expect.poll(async () => (await drawn(chart)).pixels !== first.pixels, { timeout: 30_000 }).toBe(true);
  expect(chartRequests.slice(requestsAtStart)).toEqual([]);
});
