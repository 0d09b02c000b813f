// Block trading (issue 17 §2) at a phone’s width: a KYC-verified user applies for the permission from home's quick
// access, an operator sets the house offer and approves the application in the back office, the user places a
// 10,000-share block order at the offer's price (last + band) and finds it in the trading records tagged as a block.
// axe on the new screens in English and Chinese.
import { expect, type Page, test } from '@playwright/test';
import { verifyIdentityByApi } from '../admin/money-support.ts';
import { goTo, rowWith, startSignedIn } from '../admin/support.ts';
import { expectAccessible, expectShown, recordShownTexts } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { fundedTrader, SYMBOL } from './trading-support.ts';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The buy offer the page must show: last × 1.02, down to a whole cent (inside the band). */
const buyAt = (last: string) => {
  const cents = BigInt(last.replace('.', '').padEnd(last.indexOf('.') + 2, '0'));
  const edge = (cents * 102n) / 100n;
  return `${edge / 100n}.${String(edge % 100n).padStart(2, '0')}`;
};

test('apply from home → operator sets the offer and approves → 10,000-share block order → block in the records', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.slow(); // a funded, verified account, a back-office session, a fill and five axe runs
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
  await expectAccessible(page);
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
  await expectAccessible(admin);
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
  const band = (await offer.getByTestId('block-band').textContent())!;
  const buyPrice = (await offer.getByTestId('block-buy-price').textContent())!;
  // The page refetches both together, so the price shown is the edge of the band of the last shown beside it.
  expect(buyPrice).toBe(buyAt(/last (\S+)/.exec(band)![1]!));
  await expectAccessible(page);

  // Below the threshold: a field error, nothing placed.
  const quantity = offer.getByLabel(/^Quantity \(shares\)/);
  await quantity.fill('9999');
  await offer.getByRole('button', { name: 'Place block order' }).click();
  await expect(offer.getByText('A block order is a single transaction of at least 10000 shares')).toBeVisible();
  await quantity.fill('10000');
  await offer.getByRole('button', { name: 'Place block order' }).click();
  // Before it is placed: the server's figures at the offer's price now (amount = price × 10,000, margin at 10×).
  const dialog = page.getByRole('dialog', { name: `Confirm block order · ${SYMBOL}` });
  await expect(dialog.getByTestId('preview-quantity')).toHaveText('10,000');
  const price = /^([\d,]+\.\d{2}) USD$/.exec((await dialog.getByTestId('preview-price').textContent())!)![1]!;
  // price × 10,000 in whole dollars is its cents followed by two zeros; money is shown grouped (issue 27 §3).
  const amount = BigInt(`${price.replace(/[,.]/g, '')}00`).toLocaleString('en-US');
  await expect(dialog.getByTestId('preview-amount')).toHaveText(`${amount}.00 USD`);
  await expectAccessible(page);
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
  await expectAccessible(page);

  // Chinese: the screen and the records' tag, axe clean.
  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.goto('/block-trading');
  await expect(heading(page, '大宗交易')).toBeVisible();
  await expect(state).toHaveText('已开通');
  await expect(page.getByTestId('block-band').first()).toContainText('按最新价');
  await expectAccessible(page);
  await shot(page, 'block-trading-zh');
});
