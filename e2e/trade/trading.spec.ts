// The trading center (issue 13 §3, §5) at a phone’s width: a market order from the quote's Buy to a closed position whose
// P/L and fees the ledger agrees with, against the real server and its simulated market. The ticket's validation, the
// limit order's cancel prompt and the records in Chinese are dom tests (apps/trade/src/features/trading/*.dom.test.tsx);
// the hold a cancel releases is an API test (trading-scenarios.test.ts); axe runs in markets-accessibility.spec.ts.
import { sumDecimals } from '@platform/contracts';
import { expect, type Page, test } from '@playwright/test';
import { expectShown, recordShownTexts } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { expectBalance } from './money-support.ts';
import { fundedTrader, SYMBOL, sameAmount, sumOf, tradingMovements } from './trading-support.ts';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const quantityField = (page: Page) => page.getByRole('textbox', { name: 'Quantity', exact: true });

test('quote → Buy → half position → confirm → holdings with live P/L → close; closed positions and the ledger agree', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // a funded account, a fill, live ticks, a close
  const user = await fundedTrader(context, request, '10000');
  await recordShownTexts(page);

  // On a phone Buy on the quote opens the ticket with the direction chosen; a desktop shows the ticket beside the
  // chart (e2e/trade/desktop-layout.spec.ts), and its ticket page is the same form.
  await page.goto(`/quote/${SYMBOL}`);
  await expect(heading(page, SYMBOL)).toBeVisible();
  await page.getByRole('link', { name: 'Buy', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/trade/${SYMBOL}\\?side=buy$`));
  await expect(heading(page, `Trade ${SYMBOL}`)).toBeVisible();
  await expect(page.getByTestId('simulated-badge')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Buy (long)' })).toBeChecked();
  await expect(page.getByTestId('ticket-ask')).toHaveText(/^\d+\.\d{2}$/);
  await expect(page.getByTestId('ticket-disclosure')).toContainText('Margin call at a 100 % margin level');
  await expect(page.getByTestId('trading-account-USD')).toHaveAttribute('data-balance', '10000.00');

  // No quantity: the spec's message. Half position sizes it from the free margin.
  await page.getByTestId('ticket-submit').click();
  await expect(page.getByText('Please add quantity')).toBeVisible();
  await page.getByRole('button', { name: 'Half position' }).click();
  await expect(quantityField(page)).toHaveValue(/^[1-9]\d*$/);
  const figures = page.getByTestId('ticket-figures');
  await expect(figures.getByText(/^Opening fee \(\d+(\.\d+)? %\)$/)).toBeVisible();
  await expect(figures.getByTestId('figure-closeFee')).toHaveText(/^[\d,]+\.\d{2} USD$/);
  await expect(figures.getByTestId('figure-roundTripFee')).toHaveText(/^[\d,]+\.\d{2} USD$/);
  await expect(figures.getByTestId('figure-total')).toHaveText(/^[\d,]+\.\d{2} USD$/);
  await expect(figures).toHaveAttribute('aria-busy', 'false');
  await shot(page, 'ticket');

  // The confirm sheet lists every figure; Ok places the order once.
  await page.getByTestId('ticket-submit').click();
  const sheet = page.getByRole('dialog', { name: 'Confirm your order' });
  await expect(sheet).toBeVisible();
  const quantity = (await quantityField(page).inputValue()).trim();
  await expect(sheet.getByTestId('confirm-side')).toHaveText('Buy (long)');
  await expect(sheet.getByTestId('confirm-type')).toHaveText('Market');
  await expect(sheet.getByTestId('confirm-quantity')).toHaveText(quantity);
  await expect(sheet.getByTestId('confirm-leverage')).toHaveText('1×');
  for (const figure of ['margin', 'fee', 'closeFee', 'roundTripFee', 'total']) {
    await expect(sheet.getByTestId(`confirm-${figure}`)).toHaveText(/^[\d,]+\.\d{2} USD$/);
  }
  await expect(sheet.getByTestId('confirm-stopLoss')).toHaveText('None');
  await shot(page, 'confirm');
  await sheet.getByRole('button', { name: 'Ok' }).dblclick();

  const result = page.getByTestId('order-result');
  await expect(result).toContainText('Order filled');
  await expect(result.getByTestId('result-quantity')).toHaveText(quantity);
  await expect(result.getByTestId('result-fillPrice')).toHaveText(/^\d+\.\d{2} USD$/);
  await shot(page, 'result');
  await result.getByRole('link', { name: 'View holdings' }).click();

  // Holdings: one position (the double click traded once), its floating P/L moving with the live quote.
  await expect(heading(page, 'Trading records')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Holdings' })).toHaveAttribute('aria-selected', 'true');
  const holdings = page.getByRole('list', { name: 'Holdings' }).getByRole('listitem');
  await expect(holdings).toHaveCount(1);
  const holding = holdings.first();
  await expect(holding).toHaveAttribute('data-symbol', SYMBOL);
  await expect(holding.getByTestId('quantity')).toHaveText(quantity);
  await expect(holding).toHaveAttribute('data-floating-pnl', /^-?\d+\.\d{2}$/);
  const firstPnl = await holding.getAttribute('data-floating-pnl');
  await expect.poll(() => holding.getAttribute('data-floating-pnl'), { timeout: 30_000 }).not.toBe(firstPnl);
  await expect(page.getByTestId('trading-account-USD')).toHaveAttribute('data-floating-pnl', /^-?\d+\.\d{2}$/);
  await shot(page, 'holdings');

  // Stops: a stop-loss above the price is refused on its field; on the right sides both are saved.
  await holding.getByRole('button', { name: `Stop-loss / take-profit ${SYMBOL}` }).click();
  const stops = page.getByRole('dialog', { name: `Stop-loss and take-profit · ${SYMBOL}` });
  const mark = Number(await holding.getByTestId('mark').textContent());
  await stops.getByRole('textbox', { name: 'Stop-loss' }).fill((Math.ceil(mark * 150) / 100).toFixed(2));
  await stops.getByRole('textbox', { name: 'Take-profit' }).fill((Math.ceil(mark * 200) / 100).toFixed(2));
  await stops.getByRole('button', { name: 'Save' }).click();
  await expect(stops.getByText('A stop-loss must be below the current price for a buy position')).toBeVisible();
  const stopLoss = (Math.floor(mark * 50) / 100).toFixed(2);
  await stops.getByRole('textbox', { name: 'Stop-loss' }).fill(stopLoss);
  await stops.getByRole('button', { name: 'Save' }).click();
  await expectShown(page, 'Stop-loss and take-profit saved');
  await expect(holding.getByTestId('stopLoss')).toHaveText(stopLoss);

  // Close it in full after confirming.
  await holding.getByRole('button', { name: `Close ${SYMBOL}` }).click();
  const closing = page.getByRole('dialog', { name: `Close ${SYMBOL}` });
  await expect(closing.getByRole('textbox', { name: 'Quantity to close' })).toHaveValue(quantity);
  await shot(page, 'close-dialog');
  await closing.getByRole('button', { name: 'Ok' }).click();
  await expectShown(page, 'Position closed. Realised P/L');
  await expect(page.getByText('No open positions.')).toBeVisible();

  // Closed positions: prices, realised P/L, fees (opening + closing) and who closed it.
  await page.getByRole('tab', { name: 'Closed positions' }).click();
  const closed = page.getByRole('list', { name: 'Closed positions' }).getByRole('listitem');
  await expect(closed).toHaveCount(1);
  await expect(closed.first().getByTestId('closedBy')).toHaveText('You');
  await expect(closed.first().getByTestId('quantity')).toHaveText(quantity);
  const pnl = (await closed.first().getAttribute('data-realized-pnl'))!;
  const fees = (await closed.first().getAttribute('data-fees'))!;
  await shot(page, 'closed');

  // The ledger agrees: 10,000 + realised P/L − fees, on the assets screen and in the movements.
  const expected = sumDecimals(['10000', pnl, `-${fees}`], 2);
  const movements = await tradingMovements(request, user);
  expect(sameAmount(sumOf(movements), expected)).toBe(true);
  expect(sameAmount(sumOf(movements.filter((m) => m.type === 'trade_pnl')), pnl)).toBe(true);
  expect(sameAmount(sumOf(movements.filter((m) => m.type === 'trade_fee')), `-${fees}`)).toBe(true);
  await page.goto('/assets');
  await expect(heading(page, 'Assets')).toBeVisible();
  await expectBalance(page, 'trading', 'USD', { available: expected, frozen: '0.00', total: expected });
  const account = page.getByTestId('trading-account-USD');
  await expect(account).toHaveAttribute('data-balance', expected);
  await expect(account).toHaveAttribute('data-used-margin', '0.00');
  await shot(page, 'assets');
});
