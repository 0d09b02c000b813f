import { expect, type Locator, test } from '@playwright/test';
import { PHONE_ONLY } from '../support/constants.ts';

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

test('the chart follows its box when the window widens from a phone to a desktop', PHONE_ONLY, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/quote/AAPL');
  const chart = page.getByTestId('price-chart');
  await expect(chart).toHaveAttribute('data-period', 'intraday');
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect.poll(async () => (await drawing(chart)).drawingStarts).toBeLessThan(0.05);
  // The test server's sandbox trades around the clock, and the chart says so (its daily bars keep the calendar).
  await expect(page.getByTestId('around-the-clock')).toContainText('Sandbox: trades around the clock');

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect.poll(async () => (await chart.boundingBox())?.width).toBeGreaterThan(600);
  // The canvas fills the wider box, and the same bars are spread over it instead of keeping their phone spacing.
  await expect
    .poll(async () => {
      const { drawingStarts, paneShare } = await drawing(chart);
      return drawingStarts < 0.05 && paneShare > 0.85;
    })
    .toBe(true);
  await page.screenshot({ path: '/tmp/shots-h4/quote-widened-1280.png' });
});
