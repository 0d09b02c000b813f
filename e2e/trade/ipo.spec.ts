// IPO subscriptions (issue 17 §1) at a phone’s width: the operator lists an offering (API, as the back office does), a
// new user with money on the trading account opens home's IPO tile, subscribes through the confirm dialog (the
// server's preview, the financing disclosure), finds it under Subscribed and changes it in Chinese; a second
// subscriber oversubscribes the offering; the sandbox's close-now runs the allotment, which the test recomputes from
// the published seed and lines; the user sees the allotment and their marked line; list-now turns the allotted
// shares into a position tagged IPO in the records. axe on the list, the offering page and the dialog in en and zh.
import { createHash, createHmac } from 'node:crypto';
import {
  type AdminIpoOfferingView,
  type IpoAllotmentView,
  type IpoOfferingBody,
  type IpoSubscriptionView,
  ipoAdminApi,
  ipoApi,
  moneyApi,
} from '@platform/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { newMoneyUser, submitBankDeposit } from '../admin/money-support.ts';
import { adminToken } from '../admin/support.ts';
import { callApi } from '../support/api.ts';
import { expectAccessible, expectShown, recordShownTexts } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { dataOf, idempotencyKey, operatorApprovesDeposit } from './money-support.ts';
import { fundedTrader } from './trading-support.ts';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A symbol no catalogue stock and no other run has: Z and four letters from the time, the process and the width. */
function freshSymbol(width: string) {
  let n = Date.now() * 7 + process.pid * 31 + (width === 'phone' ? 0 : 1);
  let text = '';
  for (let i = 0; i < 4; i += 1) {
    text += LETTERS[n % 26];
    n = Math.floor(n / 26);
  }
  return `Z${text}`;
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/** 5 lots of 100 shares at 10.00–12.50, open now for two days, listing five days later; financing at 6.5 %, 5×. */
function offeringBody(symbol: string): IpoOfferingBody {
  const now = Date.now();
  const closesAt = new Date(now + 2 * 86_400_000);
  return {
    symbol,
    company: `${symbol} Robotics Inc.`,
    exchange: 'NASDAQ',
    sector: 'Technology',
    priceLow: '10.00',
    priceHigh: '12.50',
    lotSize: 100,
    sharesOffered: 500,
    sharesOutstanding: 2_000_000,
    opensAt: new Date(now - 60_000).toISOString(),
    closesAt: closesAt.toISOString(),
    listingDate: day(new Date(closesAt.getTime() + 5 * 86_400_000)),
    prospectusDate: day(new Date(now)),
    fee: '5.00',
    financingRate: '6.5',
    financingLeverage: 5,
    reason: 'E2E: an offering to subscribe to',
  };
}

/** A second subscriber, through the API only: 10,000 USD on the trading account. */
async function fundedApiUser(request: APIRequestContext) {
  const user = await newMoneyUser(request);
  await operatorApprovesDeposit(request, (await submitBankDeposit(request, user, '10000')).id);
  await dataOf(
    await callApi(
      request,
      moneyApi.createTransfer,
      { body: { from: 'funding', to: 'trading', currency: 'USD', amount: '10000' } },
      { token: user.token, idempotencyKey: idempotencyKey() },
    ),
  );
  return user;
}

/** The allotment recomputed from what is published: the seed (checked against its hash), the lots and references. */
function recompute(allotment: IpoAllotmentView) {
  const { seed, seedHash, lotsOffered: offered, lotsRequested: requested, lines } = allotment;
  expect(seed).not.toBeNull();
  expect(createHash('sha256').update(seed!).digest('hex')).toBe(seedHash);
  expect(lines.reduce((sum, line) => sum + line.requestedLots, 0)).toBe(requested);
  const L = BigInt(offered);
  const R = BigInt(requested);
  const rows = lines.map((line) => {
    const r = BigInt(line.requestedLots);
    const proRata = R <= L ? r : (r * L) / R;
    const fraction = R > L && (r * L) % R !== 0n;
    return {
      reference: line.reference,
      requestedLots: line.requestedLots,
      proRataLots: Number(proRata),
      draw: fraction ? createHmac('sha256', seed!).update(line.reference).digest('hex') : null,
      lotteryLots: 0,
      allottedLots: 0,
    };
  });
  let left = R <= L ? 0 : offered - rows.reduce((sum, row) => sum + row.proRataLots, 0);
  for (const row of rows.filter((x) => x.draw !== null).sort((a, b) => (a.draw! < b.draw! ? -1 : 1))) {
    if (left === 0) break;
    row.lotteryLots = 1;
    left -= 1;
  }
  for (const row of rows) row.allottedLots = row.proRataLots + row.lotteryLots;
  return rows;
}

test('operator lists an IPO → user subscribes → deadline (sandbox) → allotted → position at listing', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.slow(); // two funded accounts, an allotment, a listing and eight axe runs
  const admin = await adminToken(request);
  const symbol = freshSymbol(testInfo.project.name);
  const company = `${symbol} Robotics Inc.`;
  const offering = await dataOf<AdminIpoOfferingView>(
    await callApi(request, ipoAdminApi.create, { body: offeringBody(symbol) }, { token: admin }),
  );
  const user = await fundedTrader(context, request, '10000');
  await recordShownTexts(page);

  // Home's IPO tile is live and leads to the list; the offering is purchasable with its range and lot.
  await page.goto('/');
  await page.getByRole('link', { name: 'IPO subscription', exact: true }).click();
  await expect(page).toHaveURL(/\/ipo$/);
  await expect(heading(page, 'IPO subscription')).toBeVisible();
  const card = page.getByTestId('ipo-offering').filter({ hasText: company });
  await expect(card.getByTestId('ipo-price')).toHaveText('10.00 – 12.50 USD');
  await expect(card.getByTestId('ipo-lotSize')).toHaveText('100');
  await expect(card.getByTestId('ipo-time-left')).toHaveText(/^(1 d 23 h|2 d 0 h) left$/);
  await expectAccessible(page);
  await shot(page, 'ipo-list');
  await page.getByRole('tab', { name: 'Subscribed' }).click();
  await expect(page).toHaveURL(/\?view=subscribed$/);
  await expect(page.getByTestId('empty-state')).toHaveText(/No subscription is waiting for an allotment/);

  // The offering's page: every field, the seed's hash from the opening, the form.
  await page.getByRole('tab', { name: 'Purchasable' }).click();
  await card.getByRole('link', { name: company }).click();
  await expect(page).toHaveURL(new RegExp(`/ipo/${offering.id}$`));
  await expect(heading(page, company)).toBeVisible();
  await expect(page.getByTestId('ipo-exchange')).toHaveText('NASDAQ');
  await expect(page.getByTestId('ipo-financing')).toHaveText('6.5% a year on the financed part, 5× leverage');
  await expect(page.getByTestId('ipo-seed-hash-value')).toHaveText(offering.seedHash);
  await expect(page.getByTestId('ipo-seed')).toHaveText('Revealed after the allotment');
  await expectAccessible(page);
  await shot(page, 'ipo-offering');

  // Financed: the dialog discloses the rate, the leverage, the days and the financed amount (2 lots: 2,500.00).
  await page.getByRole('button', { name: 'One lot more' }).click();
  await expect(page.getByLabel('Lots', { exact: true })).toHaveValue('2');
  await expect(page.getByTestId('ipo-amount')).toHaveText('Amount at 12.50 USD: 2,500.00 USD (before the fee)');
  await page.getByText('Subscribe with financing').click();
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm subscription · ${symbol}` });
  await expect(dialog.getByTestId('preview-margin')).toHaveText('500.00 USD');
  await expect(dialog.getByTestId('preview-financedAmount')).toHaveText('2,000.00 USD');
  await expect(dialog.getByTestId('preview-financing')).toContainText(
    '6.5% a year on the financed amount of 2,000.00 USD',
  );
  await expect(dialog).toContainText('Allotment is not guaranteed.');
  await expectAccessible(page);
  await shot(page, 'ipo-confirm-financed');
  await dialog.getByRole('button', { name: 'Cancel' }).last().click();
  await expect(dialog).toBeHidden();

  // Paid in full: 2 lots freeze 2,500.00 + the 5.00 fee.
  await page.getByText('Subscribe with financing').click();
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(dialog.getByTestId('preview-total')).toHaveText('2,500.00 USD');
  await expect(dialog.getByTestId('preview-frozen')).toHaveText('2,505.00 USD');
  await expect(dialog.getByTestId('preview-financing')).toHaveCount(0);
  await expect(dialog).toContainText('Whatever is not allotted is released to your trading account in full.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectShown(page, 'Subscribed: 2,505.00 USD frozen until the allotment');
  const yours = page.getByTestId('ipo-yours');
  await expect(yours.getByTestId('ipo-status')).toHaveText('Subscribed · waiting allotment');
  await expect(yours.getByTestId('ipo-amountPending')).toHaveText('2,505.00 USD');

  // Under Subscribed, waiting for the allotment.
  await page.goto('/ipo?view=subscribed');
  const mine = page.getByTestId('ipo-subscription').filter({ hasText: company });
  await expect(mine.getByTestId('ipo-status')).toHaveText('Subscribed · waiting allotment');
  await expect(mine.getByTestId('ipo-quantity')).toHaveText('200 shares');
  await expectAccessible(page);
  await shot(page, 'ipo-subscribed');

  // In Chinese: the list, the page, and the dialog of a change to 3 lots.
  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.goto('/ipo');
  await expect(heading(page, '新股申购')).toBeVisible();
  await expect(page.getByTestId('ipo-offering').filter({ hasText: company })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/ipo/${offering.id}`);
  await expect(yours.getByTestId('ipo-status')).toHaveText('已申购 · 待配售');
  await expectAccessible(page);
  await yours.getByRole('button', { name: '修改数量' }).click();
  await yours.getByRole('button', { name: '加一手' }).click();
  await yours.getByRole('button', { name: '查看新数量' }).click();
  const change = page.getByRole('dialog', { name: `确认新数量 · ${symbol}` });
  await expect(change.getByTestId('preview-frozen')).toHaveText('3,755.00 USD');
  await expect(change).toContainText('不保证获配。');
  await expectAccessible(page);
  await shot(page, 'ipo-confirm-zh');
  await change.getByRole('button', { name: '确认' }).click();
  await expectShown(page, '申购已修改：已冻结 3,755.00 USD，待配售');
  await expect(yours.getByTestId('ipo-quantity')).toHaveText('300 股');
  await page.evaluate(() => localStorage.setItem('language', 'en'));

  // A second subscriber asks for 4 lots: 7 requested of 5 offered, so pro-rata and a lottery decide.
  const other = await fundedApiUser(request);
  await dataOf(
    await callApi(
      request,
      ipoApi.subscribe,
      { params: { id: offering.id }, body: { quantity: 400 } },
      { token: other.token, idempotencyKey: idempotencyKey() },
    ),
  );

  // The operator fixes the final price within the range, then the sandbox closes the subscription: the allotment runs.
  await dataOf(
    await callApi(
      request,
      ipoAdminApi.patch,
      { params: { id: offering.id }, body: { finalPrice: '12.00', reason: 'E2E: final price' } },
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

  // Anyone can recompute it: the published lines are what the seed and the requests give.
  const allotment = await dataOf<IpoAllotmentView>(
    await callApi(request, ipoApi.allotment, { params: { id: offering.id } }, { token: user.token }),
  );
  expect(allotment.lotsOffered).toBe(5);
  expect(allotment.lotsRequested).toBe(7);
  const expected = recompute(allotment);
  expect(allotment.lines.map((line) => ({ ...line }))).toEqual(expected);
  expect(expected.reduce((sum, row) => sum + row.allottedLots, 0)).toBe(5);
  const [own] = (
    await dataOf<{ rows: IpoSubscriptionView[] }>(
      await callApi(request, ipoApi.subscriptions, { query: { view: 'mine' } }, { token: user.token }),
    )
  ).rows.filter((s) => s.offeringId === offering.id);
  const ownLine = expected.find((row) => row.reference === own!.reference)!;
  const allottedShares = ownLine.allottedLots * 100;

  // The user sees the allotment: both quantities, the seed revealed, their own line marked.
  await page.goto(`/ipo/${offering.id}`);
  await expect(yours.getByTestId('ipo-status')).toHaveText(allottedShares === 300 ? 'Allotted' : 'Partially allotted');
  await expect(yours.getByTestId('ipo-allottedQuantity')).toHaveText(`${allottedShares} shares`);
  await expect(page.getByTestId('ipo-seed')).toHaveText(allotment.seed!);
  await expect(page.getByTestId('ipo-multiple')).toHaveText('1.40×');
  const ownRow = page.locator('tr[data-own="true"]');
  await expect(ownRow).toHaveCount(1);
  await expect(ownRow).toContainText(own!.reference);
  await expect(page.getByTestId('ipo-allotment-line')).toHaveCount(2);
  await expectAccessible(page);
  await shot(page, 'ipo-allotted');
  await page.goto('/ipo?view=mine');
  await expect(page.getByTestId('ipo-subscription').filter({ hasText: company }).getByTestId('ipo-status')).toHaveText(
    allottedShares === 300 ? 'Allotted' : 'Partially allotted',
  );

  // The listing: the allotted shares become a position tagged IPO, and the page leads to it and to the quote.
  await dataOf(
    await callApi(
      request,
      ipoAdminApi.listNow,
      { params: { id: offering.id }, body: { reason: 'E2E: listing date' } },
      { token: admin },
    ),
  );
  await page.goto(`/ipo/${offering.id}`);
  await expect(page.getByTestId('ipo-phase')).toHaveText('Listed');
  await expect(yours.getByRole('link', { name: `Quote ${symbol}` })).toHaveAttribute('href', `/quote/${symbol}`);
  // In the dark theme the inks (badges, the marked line) stay readable.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
  await expectAccessible(page);
  await shot(page, 'ipo-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await yours.getByRole('link', { name: 'See the position in your records' }).click();
  await expect(page).toHaveURL(/\/records$/);
  const holding = page
    .getByRole('listitem')
    .filter({ hasText: symbol })
    .filter({ has: page.getByTestId('ipo-tag') });
  await expect(holding).toHaveCount(1);
  await expect(holding.getByTestId('ipo-tag')).toHaveText('IPO');
  await expect(holding.getByTestId('quantity')).toHaveText(String(allottedShares));
  await expect(holding.getByTestId('openPrice')).toHaveText(/^12(\.0+)?$/);
  await expectAccessible(page);
  await shot(page, 'ipo-records');
});
