// Block trading (issue 17 §2) at a phone’s width: a KYC-verified user applies for the permission from home's quick
// access, an operator sets the house offer and approves the application in the back office, the user places a
// 10,000-share block order at the offer's price and finds it in the trading records tagged as a block. The screen's
// states, prices and confirm figures are dom tests (features/block-trading/block-trading-page.dom.test.tsx); the
// price at the band's edge, the 10,000-share minimum and the fill are API tests (block-trading.test.ts); axe runs in
// markets-accessibility.spec.ts.
import { expect, type Page, test } from '@playwright/test';
import { verifyIdentityByApi } from '../admin/money-support.ts';
import { goTo, rowWith, startSignedIn } from '../admin/support.ts';
import { expectShown, recordShownTexts } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { fundedTrader, SYMBOL } from './trading-support.ts';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('apply from home → operator sets the offer and approves → 10,000-share block order → block in the records', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.slow(); // a funded, verified account, a back-office session and a fill
  const user = await fundedTrader(context, request, '400000');
  await verifyIdentityByApi(request, user.token);
  await recordShownTexts(page);

  // Home's quick-access tile is live and leads to the screen.
  await page.goto('/');
  await page.getByRole('link', { name: 'Block trading', exact: true }).click();
  await expect(page).toHaveURL(/\/block-trading$/);
  await expect(heading(page, 'Block trading')).toBeVisible();
  const state = page.getByTestId('block-permission-state');
  await expect(state).toHaveText('Not yet opened');
  await page.getByRole('button', { name: 'Apply for activation' }).click();
  await expect(state).toHaveText('Permissions under review');
  await expect(page.getByRole('region', { name: 'House block offers' })).toHaveCount(0);

  // The operator, on a desktop screen: sets the offer (band and size, no price) and approves the application.
  const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await office.newPage();
  await startSignedIn(admin, request, 'zh');
  await admin.goto('/admin/users');
  await goTo(admin, /^(Block trading|大宗交易)$/);
  await expect(heading(admin, /^(Block trading|大宗交易)$/)).toBeVisible();
  await admin.getByLabel(/^(Symbol|代码)/).fill(SYMBOL);
  await admin.getByLabel(/^(Band \(%\)|价格区间（%）)/).fill('2');
  await admin.getByLabel(/^(Available size \(shares\)|可用数量（股）)/).fill('5000000');
  await admin.getByRole('button', { name: /^(Save offer|保存报价)$/ }).click();
  await expect(rowWith(admin, SYMBOL)).toContainText(/±2%/);
  await shot(admin, 'block-trading-admin');
  await rowWith(admin, user.email)
    .getByRole('button', { name: /^(Approve|通过)/ })
    .click();
  await expect(rowWith(admin, user.email)).toHaveCount(0);
  await office.close();

  // The user sees the permission open and the offer priced from the live last price with the band disclosed.
  await page.reload();
  await expect(state).toHaveText('Opened');
  const offer = page.getByRole('article', { name: new RegExp(`^${SYMBOL}`) });
  await expect(offer.getByTestId('block-band')).toHaveText(/^Priced at last \d+\.\d{2} ± 2%$/);
  await expect(page.getByRole('region', { name: 'House block offers' }).getByTestId('simulated-badge')).toBeVisible();
  await expect(offer.getByLabel(/^Quantity \(shares\)/)).toHaveValue('10,000');
  await offer.getByRole('button', { name: 'Place block order' }).click();
  // Before it is placed: the server's figures at the offer's price now (amount = price × 10,000, margin at 10×).
  const dialog = page.getByRole('dialog', { name: `Confirm block order · ${SYMBOL}` });
  await expect(dialog.getByTestId('preview-quantity')).toHaveText('10,000');
  await expect(dialog.getByTestId('preview-amount')).toHaveText(/^[\d,]+\.\d{2} USD$/);
  await shot(page, 'block-trading-confirm');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectShown(page, 'Block order filled at');
  await shot(page, 'block-trading');

  // The trading records show the block trade among the holdings.
  await page.goto('/records');
  const holding = page
    .getByRole('listitem')
    .filter({ hasText: SYMBOL })
    .filter({ has: page.getByTestId('block-tag') });
  await expect(holding).toHaveCount(1);
  await expect(holding.getByTestId('block-tag')).toHaveText('Block');
  await shot(page, 'block-trading-records');
});
