// Institution follow (issue 17 §3) at a phone’s width: the operator creates an institution (API, as the back office
// does); a new user with a verified identity and money on the trading account opens home's Institution follow tile,
// reads the institution's rules and fees, follows it with 100 USD for its shortest period through the confirm dialog
// (the server's preview: held now, the lock-up's date, the management fee, the profit share and high-water mark, the
// risks), finds it in the records' Follow investments tab; the sandbox's settle-now settles it; the tab shows the
// final figures, and the history and the statement show the follow entries agreeing with them. axe on the list, the
// institution's page and the dialog in English and Chinese.
import {
  type AdminFollowInstitutionView,
  compareDecimals,
  type FollowOrderView,
  followAdminApi,
  followApi,
  sumDecimals,
} from '@platform/contracts';
import { expect, type Page, test } from '@playwright/test';
import { verifyIdentityByApi } from '../admin/money-support.ts';
import { adminToken } from '../admin/support.ts';
import { callApi } from '../support/api.ts';
import { expectAccessible, expectShown, recordShownTexts } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { dataOf } from './money-support.ts';
import { fundedTrader } from './trading-support.ts';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** USD as the screens show it: grouped, two places, with the code. */
const usd = (value: string) => {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace(/^[-+]/, '').split('.');
  const shown = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
  return `${negative && /[1-9]/.test(shown) ? '-' : ''}${shown} USD`;
};

test('operator creates an institution → verified user follows it with 100 USD → settles → records and statement agree', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.slow(); // a funded, verified account, a settlement and six axe runs
  const admin = await adminToken(request);
  const name = `E2E Trend ${testInfo.project.name} ${Date.now().toString(36)}`;
  const institution = await dataOf<AdminFollowInstitutionView>(
    await callApi(
      request,
      followAdminApi.create,
      {
        body: {
          name,
          description: 'A trend follower on one large stock, for the browser tests.',
          params: { strategy: 'trend', symbol: 'AAPL', fastMinutes: 20, slowMinutes: 60, exposurePercent: 50 },
          managementFeePercent: '5',
          profitSharePercent: '20',
          periods: [7, 1, 30],
          active: true,
          reason: 'Browser test institution',
        },
      },
      { token: admin },
    ),
  );
  const user = await fundedTrader(context, request, '1000');
  await verifyIdentityByApi(request, user.token);
  await recordShownTexts(page);

  // Home's tile is live and leads to the institutions; each shows its strategy, rules and record.
  await page.goto('/');
  await page.getByRole('link', { name: 'Follow orders', exact: true }).click();
  await expect(page).toHaveURL(/\/follow$/);
  await expect(heading(page, 'Institution follow')).toBeVisible();
  await expect(page.getByTestId('simulated-badge')).toBeVisible();
  await expect(page.getByTestId('follow-institution').first()).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'follow-list');

  // The institution's page (the list is oldest first and may run past one page): rules in words, fees in words.
  await page.goto(`/follow/${institution.id}`);
  await expect(heading(page, name)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rules' }).getByTestId('follow-rules')).toHaveText(
    'Holds AAPL with 50% of equity while its 20-minute average is above its 60-minute average; otherwise holds nothing.',
  );
  await expect(page.getByTestId('follow-managementFee')).toContainText('5% a year of the amount, pro rata');
  await expect(page.getByTestId('follow-profitShare')).toContainText('20% of the profit above your high-water mark');
  await expectAccessible(page);
  await shot(page, 'follow-institution');

  // Outside the range: the contract's message on the field, nothing asked of the server.
  const form = page.getByRole('form', { name: 'Follow this institution' });
  const amount = form.getByLabel(/^Amount \(USD\)/);
  await amount.fill('99.99');
  await form.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(form.getByText('Follow-order amounts range from 100 to 1000000 dollars')).toBeVisible();

  // 100 USD for the shortest period offered (1 day): the dialog shows the server's preview.
  await amount.fill('100');
  await form.getByLabel('Period').click();
  await page.getByRole('option', { name: '1 day', exact: true }).click();
  await form.getByRole('button', { name: 'Follow', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm follow · ${name}` });
  await expect(dialog.getByTestId('preview-amount')).toHaveText('100.00 USD');
  await expect(dialog.getByTestId('preview-period')).toHaveText('1 day');
  await expect(dialog.getByTestId('preview-held')).toHaveText('100.00 USD');
  await expect(dialog.getByTestId('preview-available')).toHaveText('1,000.00 USD');
  // 100 × 5% × 1 / 365 = 0.0137 → 0.01.
  await expect(dialog.getByTestId('preview-managementFee')).toHaveText('0.01 USD');
  await expect(dialog.getByTestId('preview-lockup')).toHaveText(/^Cannot be sold until .+\.$/);
  await expect(dialog.getByTestId('preview-highWaterMark')).toHaveText(/^1× the start/);
  await expect(dialog.getByTestId('preview-risks')).toContainText('which can be a loss');
  await expect(dialog.getByTestId('preview-risks')).toContainText('Past results do not predict future ones');
  await expectAccessible(page);
  await shot(page, 'follow-confirm');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expectShown(page, 'Follow order placed: 100.00 USD held until');

  // The records' fourth tab lists it, waiting for the institution's next mark (or already running).
  await page.goto('/records?tab=follow');
  const orders = await dataOf<{ rows: FollowOrderView[] }>(
    await callApi(request, followApi.orders, { query: { page: 1, size: 20 } }, { token: user.token }),
  );
  expect(orders.rows).toHaveLength(1);
  const placed = orders.rows[0]!;
  expect(placed).toMatchObject({ institutionId: institution.id, amount: '100.00', periodDays: 1 });
  const item = page.getByTestId(`follow-order-${placed.id}`);
  await expect(item.getByTestId('follow-status')).toHaveText(/^(Waiting confirmation|To be settled)$/);
  await expect(item.getByTestId('follow-amount')).toHaveText('100.00 USD');
  await expect(item.getByTestId('follow-period')).toHaveText('1 day');
  await expectAccessible(page);

  // The operator's sandbox control: its period ends now and it settles at a fresh mark.
  const settled = await dataOf<FollowOrderView>(
    await callApi(
      request,
      followAdminApi.settleNow,
      { params: { id: placed.id }, body: { reason: 'Browser test settles now' } },
      { token: admin },
    ),
  );
  expect(settled.status).toBe('settled');
  const fees = sumDecimals([settled.managementFee!, settled.profitShare!], 2);
  const net = sumDecimals([settled.grossPnl!, `-${fees}`], 2);
  expect(compareDecimals(settled.value!, sumDecimals(['100', net], 2))).toBe(0);

  await page.reload();
  await expect(item.getByTestId('follow-status')).toHaveText('Settled');
  await expect(item.getByTestId('follow-grossPnl')).toHaveText(
    `${compareDecimals(settled.grossPnl!, '0') > 0 ? '+' : ''}${usd(settled.grossPnl!)}`,
  );
  await expect(item.getByTestId('follow-fees')).toHaveText(usd(fees));
  await expect(item.getByTestId('follow-value')).toHaveText(usd(settled.value!));
  await shot(page, 'follow-settled');

  // The history: the trading account's follow entries are the order's gross P/L and its fees, nothing else.
  await page.goto('/assets/history?account=trading');
  const movements = page.getByRole('list', { name: 'Transactions' }).locator('[data-amount]');
  await expect(movements.first()).toBeVisible();
  const follow = (
    await movements.evaluateAll((nodes) =>
      nodes.map((n) => ({ type: n.getAttribute('data-type')!, amount: n.getAttribute('data-amount')! })),
    )
  ).filter((m) => m.type.startsWith('follow_'));
  const of = (type: string) => follow.filter((m) => m.type === type).map((m) => m.amount);
  expect(sumDecimals(of('follow_pnl'), 2)).toBe(sumDecimals([settled.grossPnl!], 2));
  expect(sumDecimals(of('follow_fee'), 2)).toBe(sumDecimals([`-${fees}`], 2));
  await expect(
    page.getByRole('list', { name: 'Transactions' }).getByText(`Follow fees No. ${placed.id}`, { exact: true }),
  ).toBeVisible();

  // The statement closes the trading account at 1,000 + the order's net result.
  await page.goto('/assets/statements');
  await expect(page.getByTestId('statement-trading-USD')).toHaveAttribute(
    'data-closing',
    sumDecimals(['1000', net], 2),
  );
  await expect(page.getByTestId('statement-trading-USD')).toContainText('Follow fees');
  await shot(page, 'follow-statement');

  // Chinese: the list, the institution's page and the dialog, axe clean.
  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.goto('/follow');
  await expect(heading(page, '机构跟单')).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/follow/${institution.id}`);
  await expect(page.getByTestId('follow-rules')).toHaveText(
    '当 AAPL 的 20 分钟均线高于 60 分钟均线时，以 50% 的权益持有该股；否则空仓。',
  );
  await expectAccessible(page);
  const zhForm = page.getByRole('form', { name: '跟单该机构' });
  await zhForm.getByLabel(/^金额（USD）/).fill('100');
  await zhForm.getByRole('button', { name: '跟单', exact: true }).click();
  const zhDialog = page.getByRole('dialog', { name: `确认跟单 · ${name}` });
  await expect(zhDialog.getByTestId('preview-lockup')).toHaveText(/之前不可卖出。$/);
  await expect(zhDialog.getByTestId('preview-risks')).toContainText('过往业绩不代表未来表现');
  await expectAccessible(page);
  await shot(page, 'follow-confirm-zh');
  await zhDialog.getByRole('button', { name: '取消' }).filter({ hasText: '取消' }).click();
  await expect(zhDialog).toHaveCount(0);
});
