// The trading back office (issue 13 §4): settings per class changed by an admin with a reason (audited), read-only
// orders, positions and exposure. Set-up goes through the real API: a trader with money places a market order.
import { DEFAULT_TRADING_SETTINGS, type TradingSettingsView, tradingAdminApi, tradingApi } from '@platform/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectAccessible } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { approveDepositByApi, newMoneyUser, submitBankDeposit, transferByApi } from './money-support.ts';
import { adminToken, goTo, logInAsAdmin, rowWith } from './support.ts';

/** A steady large-cap the other admin specs never halt. */
const SYMBOL = 'MSFT';

async function ready(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status')).toHaveCount(0);
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** Puts the stock class back as the other journeys expect it (fee rate 0.001), keeping its other settings. */
async function restoreStock(request: APIRequestContext) {
  const token = await adminToken(request);
  const { classes } = await data<{ classes: TradingSettingsView[] }>(
    await callApi(request, tradingAdminApi.settings, {}, { token }),
  );
  const stock = classes.find((c) => c.class === 'stock') ?? { ...DEFAULT_TRADING_SETTINGS.stock };
  if (stock.feeRate === '0.001') return;
  const { leverages, marginCallLevel, stopOutLevel, closedMarket } = stock;
  await data(
    await callApi(
      request,
      tradingAdminApi.updateSettings,
      {
        params: { class: 'stock' },
        body: { leverages, feeRate: '0.001', marginCallLevel, stopOutLevel, closedMarket, reason: 'E2E clean-up' },
      },
      { token },
    ),
  );
}

let keys = 0;
/** A trader with 1,000 USD on the trading account who bought one share at the market. */
async function traderWithPosition(request: APIRequestContext) {
  const user = await newMoneyUser(request);
  await approveDepositByApi(request, (await submitBankDeposit(request, user, '1000')).id);
  await transferByApi(request, user, '1000');
  const { order, position } = await data<{ order: { id: number }; position: { id: number } | null }>(
    await callApi(
      request,
      tradingApi.placeOrder,
      { body: { symbol: SYMBOL, type: 'market', side: 'buy', quantity: 1, leverage: 1 } },
      { token: user.token, idempotencyKey: `e2e-trading-${Date.now().toString(36)}-${process.pid}-${keys++}` },
    ),
  );
  expect(position, 'a market order fills at once').not.toBeNull();
  return { user, orderId: order.id, positionId: position!.id };
}

test('an admin changes the stock fee rate with a reason; a stop-out above the margin call is refused', async ({
  page,
  request,
}) => {
  await restoreStock(request);
  const reason = `Fee review ${Date.now().toString(36)}`;
  try {
    await logInAsAdmin(page);
    await goTo(page, /^Trading settings$/);
    await ready(page, 'Trading settings');
    await expect(page.getByText(/Changes apply to new orders only/).first()).toBeVisible();
    await expect(
      page.getByText('No one can set a price: orders fill at prices from the market data only.'),
    ).toBeVisible();
    const stock = page.getByRole('region', { name: 'Stock', exact: true });
    await expect(stock).toContainText('0.1 %');
    await shot(page, 'settings-en');

    await stock.getByRole('button', { name: 'Edit Stock settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stock: trading settings' });
    await expect(dialog.getByLabel(/^Fee rate/)).toHaveValue('0.1');
    await dialog.getByLabel(/^Fee rate/).fill('0.2');
    // The reason is required.
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect(dialog.getByText('Please enter a reason')).toBeVisible();
    await dialog.getByLabel(/^Reason/).fill(reason);
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect(dialog).toBeHidden();
    await expect(stock).toContainText('0.2 %');
    // Audited with the reason and the values before and after.
    const entry = rowWith(page, reason);
    await expect(entry).toContainText('trading.settings.update');
    await expect(entry).toContainText('trading_class #stock');

    await stock.getByRole('button', { name: 'Edit Stock settings' }).click();
    await expect(dialog.getByLabel(/^Margin-call level/)).toHaveValue('100');
    await dialog.getByLabel(/^Stop-out level/).fill('150');
    await dialog.getByLabel(/^Reason/).fill('Checking the levels');
    await dialog.getByRole('button', { name: 'Save settings' }).click();
    await expect(dialog.getByText('The stop-out level must be below the margin-call level')).toBeVisible();
    await expect(dialog.getByLabel(/^Stop-out level/)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await shot(page, 'settings-form-en');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(stock).toContainText('0.2 %');
  } finally {
    await restoreStock(request);
  }
});

test('orders, positions and exposure show a trader’s market order, read-only', async ({ page, request }) => {
  const { user, orderId, positionId } = await traderWithPosition(request);
  await logInAsAdmin(page);

  await goTo(page, /^Orders$/);
  await ready(page, 'Orders');
  await page.getByLabel('User ID').fill(String(user.userId));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`userId=${user.userId}`));
  const order = page.locator(`tr[data-order-id="${orderId}"]`);
  await expect(order).toContainText(SYMBOL);
  await expect(order).toContainText('Filled');
  await expect(order).toContainText(`Position #${positionId}`);
  // Read-only: the rows have nothing to press (only the sortable headings are buttons).
  await expect(page.getByRole('table', { name: 'Orders' }).locator('tbody').getByRole('button')).toHaveCount(0);
  await shot(page, 'orders-en');

  await goTo(page, /^Positions$/);
  await ready(page, 'Positions');
  await page.getByLabel('User ID').fill(String(user.userId));
  await page.getByLabel('State').selectOption('open');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/state=open/);
  const position = page.locator(`tr[data-position-id="${positionId}"]`);
  await expect(position).toContainText(SYMBOL);
  await expect(position).toContainText('Open');
  // The floating P/L at the live bid, signed (or flat) in USD.
  await expect(position).toContainText(/(▲ \+|▼ -)?[\d,]+\.\d{2} USD/);
  await expect(page.getByRole('table', { name: 'Positions' }).locator('tbody').getByRole('button')).toHaveCount(0);
  await shot(page, 'positions-en');

  await goTo(page, /^Exposure$/);
  await ready(page, 'Exposure');
  const row = page.locator(`tr[data-symbol="${SYMBOL}"]`);
  await expect(row).toBeVisible();
  await expect(page.getByText(/^Computed at /)).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await expect(row).toBeVisible();
  await shot(page, 'exposure-en');
});
