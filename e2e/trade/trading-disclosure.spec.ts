// What the trading center shows where the user is looking (issue 27 §3): a refused order on a phone, the closing fee
// beside the opening fee before ordering, and the close dialog's shares with the net proceeds after the closing fee.
import { sumDecimals, tradingApi } from '@platform/contracts';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectAccessible, expectShown, recordShownTexts } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { dataOf, idempotencyKey } from './money-support.ts';
import { fundedTrader, SYMBOL } from './trading-support.ts';

const quantityField = (page: Page) => page.getByRole('textbox', { name: 'Quantity', exact: true });
/** The decimal amount of a shown 'USD' figure ('1,234.50 USD', '+3.20 USD', '−0.40 USD'). */
const amountIn = async (locator: Locator) => (await locator.textContent())!.replace(/[\s,A-Z+]/g, '').replace('−', '-');

async function inViewport(page: Page, locator: Locator) {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  expect(box, 'drawn').not.toBeNull();
  return box!.y >= 0 && box!.y + box!.height <= height;
}

test('a refused order on a phone shows its reason on the screen, at the field, focused', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // a funded account and a ticket
  await fundedTrader(context, request, '1000');
  await page.goto(`/trade/${SYMBOL}?side=buy`);
  // 100 shares at 1× cost far more than the 1,000 USD free: the server's figures refuse it.
  await quantityField(page).fill('100');
  await expect(page.getByTestId('ticket-figures')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('figure-total')).toHaveText(/^[\d,]+\.\d{2} USD$/);
  const submit = page.getByTestId('ticket-submit');
  await submit.scrollIntoViewIfNeeded();
  // Where the user is: at the button, the quantity far above the screen.
  expect(await inViewport(page, quantityField(page))).toBe(false);
  await submit.click();
  const error = page.getByText('Not enough available margin for this order');
  await expect(error).toBeVisible();
  await expect.poll(() => inViewport(page, error)).toBe(true);
  await expect(quantityField(page)).toBeFocused();
  await expect(quantityField(page)).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'refused-in-view');

  // A fractional quantity says why, on the same field, in view.
  await quantityField(page).fill('1.5');
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  const lots = page.getByText('Quantity must be a whole number of lots (lot size 1)');
  await expect(lots).toBeVisible();
  await expect.poll(() => inViewport(page, lots)).toBe(true);
});

test('the ticket shows the closing fee with the opening fee; the close dialog offers shares and nets the fee', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // a funded account, an order, a close
  const user = await fundedTrader(context, request, '10000');
  await recordShownTexts(page);

  // Before ordering: the opening fee, the closing fee estimated at the current bid, and both.
  await page.goto(`/trade/${SYMBOL}?side=buy`);
  await quantityField(page).fill('8');
  const figures = page.getByTestId('ticket-figures');
  await expect(figures).toHaveAttribute('aria-busy', 'false');
  await expect(figures.getByTestId('figure-fee')).toHaveText(/^[\d,]+\.\d{2} USD$/);
  await expect(figures.getByTestId('figure-closeFee')).toHaveText(/^[\d,]+\.\d{2} USD$/);
  await expect(figures.getByTestId('close-fee-note')).toContainText('The closing fee is estimated at the current bid');
  const open = await amountIn(figures.getByTestId('figure-fee'));
  const closing = await amountIn(figures.getByTestId('figure-closeFee'));
  expect(await amountIn(figures.getByTestId('figure-roundTripFee'))).toBe(sumDecimals([open, closing], 2));
  await shot(page, 'ticket-fees');

  // A position of 8, then its close dialog.
  await dataOf(
    await callApi(
      request,
      tradingApi.placeOrder,
      { body: { symbol: SYMBOL, type: 'market', side: 'buy', quantity: 8, leverage: 1 } },
      { token: user.token, idempotencyKey: idempotencyKey() },
    ),
  );
  await page.goto('/records?tab=holdings');
  const holding = page.getByRole('list', { name: 'Holdings' }).getByRole('listitem').first();
  await holding.getByRole('button', { name: `Close ${SYMBOL}` }).click();
  const dialog = page.getByRole('dialog', { name: `Close ${SYMBOL}` });
  const quantity = dialog.getByRole('textbox', { name: 'Quantity to close' });
  await expect(quantity).toHaveValue('8');
  for (const [percent, size] of [
    [25, '2'],
    [50, '4'],
    [75, '6'],
    [100, '8'],
  ] as const) {
    await dialog.getByRole('button', { name: `Close ${percent} % (${size})` }).click();
    await expect(quantity).toHaveValue(size);
    await expect(dialog.getByRole('button', { name: `Close ${percent} % (${size})` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await dialog.getByRole('button', { name: 'Close 50 % (4)' }).click();
  const closeFigures = dialog.getByTestId('close-figures');
  await expect(closeFigures.getByTestId('close-fee')).toHaveText(/^[\d,]+\.\d{2} USD$/);
  await expect(closeFigures).toContainText('Net proceeds (P/L − closing fee)');
  // Net = P/L − closing fee, read together (the live quote may move between two reads).
  await expect
    .poll(async () => {
      const [pnl, fee, net] = await Promise.all(
        ['close-pnl', 'close-fee', 'close-net'].map((id) => amountIn(closeFigures.getByTestId(id))),
      );
      return sumDecimals([pnl!, `-${fee}`], 2) === sumDecimals([net!], 2);
    })
    .toBe(true);
  await expectAccessible(page);
  await shot(page, 'close-shares');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expectShown(page, 'Position closed. Realised P/L');
  await expect(holding.getByTestId('quantity')).toHaveText('4');
});
