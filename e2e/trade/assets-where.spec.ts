// Where the money is (issue 27 §3), at a phone’s width: a user whose IPO shares are allotted and paid, not yet listed,
// sees the margin paid on its own line of the assets overview and in the total (before, 8,000 USD dropped out of it
// until the listing); every amount on the page is grouped; the allotment's inbox message says its amount grouped and
// is dated in the reader's format, in English and Chinese.
import { type AdminIpoOfferingView, ipoAdminApi, ipoApi } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import { adminToken } from '../admin/support.ts';
import { callApi } from '../support/api.ts';
import { shot } from '../support/shots.ts';
import { dataOf, idempotencyKey } from './money-support.ts';
import { fundedTrader } from './trading-support.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
function freshSymbol(width: string) {
  let n = Date.now() * 11 + process.pid * 17 + (width === 'phone' ? 0 : 1);
  let text = '';
  for (let i = 0; i < 4; i += 1) {
    text += LETTERS[n % 26];
    n = Math.floor(n / 26);
  }
  return `Y${text}`;
}
const day = (at: Date) => at.toISOString().slice(0, 10);
/** An amount of four or more whole digits, ungrouped, before a currency code. */
const UNGROUPED = /(?<![\d.,])-?\d{4,}(?:\.\d+)?(?= ?(?:USD|EUR|USDT|USDC|BTC|ETH)\b)/g;

test('an allotted IPO’s margin stays in the total until listing; money grouped; inbox dated for the reader', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.slow();
  const admin = await adminToken(request);
  const symbol = freshSymbol(testInfo.project.name);
  const now = Date.now();
  const closesAt = new Date(now + 2 * 86_400_000);
  const offering = await dataOf<AdminIpoOfferingView>(
    await callApi(
      request,
      ipoAdminApi.create,
      {
        body: {
          symbol,
          company: `${symbol} Holdings Inc.`,
          exchange: 'NASDAQ',
          sector: 'Technology',
          priceLow: '8.00',
          priceHigh: '8.00',
          lotSize: 100,
          sharesOffered: 1000,
          sharesOutstanding: 2_000_000,
          opensAt: new Date(now - 60_000).toISOString(),
          closesAt: closesAt.toISOString(),
          listingDate: day(new Date(closesAt.getTime() + 5 * 86_400_000)),
          prospectusDate: day(new Date(now)),
          fee: '5.00',
          reason: 'E2E: where the money is',
        },
      },
      { token: admin },
    ),
  );
  const user = await fundedTrader(context, request, '20000');
  await dataOf(
    await callApi(
      request,
      ipoApi.subscribe,
      { params: { id: offering.id }, body: { quantity: 1000 } },
      { token: user.token, idempotencyKey: idempotencyKey() },
    ),
  );
  await dataOf(
    await callApi(
      request,
      ipoAdminApi.patch,
      { params: { id: offering.id }, body: { finalPrice: '8.00', reason: 'E2E: final price' } },
      { token: admin },
    ),
  );
  await dataOf(
    await callApi(
      request,
      ipoAdminApi.closeNow,
      { params: { id: offering.id }, body: { reason: 'E2E: deadline passes' } },
      { token: admin },
    ),
  );

  // Allotted, paid, not listed: 11,995 on the trading account, 8,000 in escrow; the 5 fee spent.
  const errors: string[] = [];
  page.on('console', (m) => (m.type() === 'error' ? errors.push(m.text()) : undefined));
  await page.goto('/assets');
  const total = page.getByTestId('assets-total');
  await expect(total, errors.join('\n')).toHaveAttribute('data-amount', '19995.00', { timeout: 45_000 });
  await expect(total).toContainText('19,995.00 USD');
  const escrow = page.getByTestId('assets-holdings').locator('li[data-line="ipoEscrow"]');
  await expect(escrow).toContainText('IPO shares paid, until listing');
  await expect(escrow).toContainText('8,000.00 USD');
  await expect(page.getByTestId('assets-holdings').locator('li[data-line="trading"]')).toContainText('11,995.00 USD');
  expect((await page.locator('main').innerText()).match(UNGROUPED) ?? []).toEqual([]);
  await shot(page, 'assets-ipo-escrow');

  // The allotment's message: its amount grouped, its time in the reader's format.
  await page.goto('/inbox');
  const message = page.getByTestId(/^message-\d+$/).filter({ hasText: 'IPO shares allotted' });
  await expect(message).toContainText(`Your subscription to ${symbol}: 1000 of 1000 shares allotted`, {
    timeout: 45_000,
  });
  await expect(message).toContainText(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d/);
  expect((await page.locator('main').innerText()).match(UNGROUPED) ?? []).toEqual([]);
  await shot(page, 'inbox-en');

  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.reload();
  const zh = page.getByTestId(/^message-\d+$/).filter({ hasText: '新股已配售' });
  await expect(zh).toContainText(/\d{4}年\d{1,2}月\d{1,2}日 \d\d:\d\d/, { timeout: 45_000 });
  await shot(page, 'inbox-zh');
  await page.goto('/assets');
  await expect(page.getByTestId('assets-holdings').locator('li[data-line="ipoEscrow"]')).toContainText(
    '已缴款新股（待上市）',
    { timeout: 45_000 },
  );
  await shot(page, 'assets-zh');
  await page.evaluate(() => localStorage.setItem('language', 'en'));
});
