// The money journey across the server, as the user sees it: a test payment credited after its confirmations, moved to
// trading, withdrawn after review; the history and the statement agree. Each screen's behaviour (refusals, filters,
// dialogs) is its component test's (apps/trade/src/features/*/*.dom.test.tsx), the exact balances the server's
// (apps/server/src/features/money/**), and axe the sweep's (accessibility.spec.ts).
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectShown, recordShownTexts } from '../support/helpers.ts';
import {
  expectBalance,
  operatorApprovesWithdrawal,
  prepareWithdrawals,
  signedInMoneyUser,
  TRADE_PASSWORD,
  tronAddress,
} from './money-support.ts';

const main = (page: Page) => page.getByRole('main');
const toAssets = async (page: Page) => {
  await main(page).getByRole('link', { name: 'Assets' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
};
const moneyAction = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Money actions' }).getByRole('link', { name, exact: true }).click();

test('a test payment is credited after 3 confirmations, moved to trading, withdrawn after review; history and statement agree', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // blocks every few seconds, a review, two downloads
  const user = await signedInMoneyUser(context, request);
  await recordShownTexts(page);

  await page.goto('/assets');
  await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
  await expectBalance(page, 'funding', 'USDT', { total: '0.000000' });

  // Deposit: a test payment to the user's own TRON address waits for its confirmations, then is credited.
  await moneyAction(page, 'Deposit');
  await page.getByLabel('Currency', { exact: true }).selectOption('USDT');
  await page.getByLabel('Network').selectOption('TRC20');
  await expect(page.getByTestId('deposit-address')).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  const sandbox = page.getByRole('region', { name: 'Send a test payment' });
  await sandbox.getByLabel('Amount').fill('250');
  await sandbox.getByRole('button', { name: 'Send a test payment' }).click();
  await expectShown(page, 'Test payment sent to your address');
  const payment = page.getByRole('region', { name: 'Payments to your address' }).getByRole('listitem').first();
  await expect(payment).toContainText('Waiting for confirmations');
  // (The counts between are not awaited: on a busy machine the page's refresh can step from 0 to 3 at once.)
  await expect(payment).toContainText('Completed', { timeout: 45_000 });
  await expect(payment.getByTestId('confirmations')).toHaveText('Confirmations 3/3');
  await toAssets(page);
  await expectBalance(page, 'funding', 'USDT', { available: '250.000000', total: '250.000000' });
  await expect(page.getByTestId('assets-total')).toHaveText('≈ 250.00 USD');

  // Transfer 100 to trading.
  await moneyAction(page, 'Transfer');
  await page.getByLabel('Currency', { exact: true }).selectOption('USDT');
  await expect(page.getByTestId('transfer-available-funding')).toHaveText('250.00 USDT');
  await page.getByLabel('Amount').fill('100');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expectShown(page, 'Transfer completed');
  await expect(page.getByTestId('transfer-available-funding')).toHaveText('150.00 USDT');
  await expect(page.getByTestId('transfer-available-trading')).toHaveText('100.00 USDT');

  // Withdraw 50 USDT to an address (identity verified, transaction password set, through the user's own API): the
  // fee is disclosed before sending, amount and fee are frozen until review.
  await prepareWithdrawals(request, user);
  await page.goto('/assets/withdraw');
  await page.getByRole('tab', { name: 'To digital currency' }).click();
  await page.getByLabel('Currency', { exact: true }).selectOption('USDT');
  await page.getByLabel('Network').selectOption('TRC20');
  const destination = tronAddress();
  await page.getByLabel('Wallet address').fill(destination);
  await page.getByLabel('Amount').fill('50');
  await expect(page.getByTestId('fee-rule')).toHaveText('Fee: 1 USDT per withdrawal.');
  const fee = page.getByTestId('fee-summary');
  await expect(fee.getByTestId('quoteFee')).toHaveText('1.00 USDT');
  await expect(fee.getByTestId('quoteArrives')).toHaveText('50.00 USDT');
  await expect(fee.getByTestId('quoteFrozen')).toHaveText('51.00 USDT');
  await page.getByLabel('Transaction password').fill(TRADE_PASSWORD);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expectShown(page, 'Withdrawal submitted for review');
  const recent = page.getByRole('region', { name: 'Recent withdrawals' }).getByRole('listitem').first();
  await expect(recent).toContainText('Pending review');
  await expect(recent).toContainText(destination);
  const withdrawalId = Number(
    (await recent.locator('[data-testid^="withdrawal-"]').getAttribute('data-testid'))!.slice(11),
  );
  await toAssets(page);
  await expectBalance(page, 'funding', 'USDT', { available: '99.000000', frozen: '51.000000', total: '150.000000' });

  // An operator approves it (the back office's review screen is the admin journeys'): paid out.
  await operatorApprovesWithdrawal(request, withdrawalId);
  await page.reload();
  await expectBalance(page, 'funding', 'USDT', { available: '99.000000', frozen: '0.000000', total: '99.000000' });
  await expectBalance(page, 'trading', 'USDT', { total: '100.000000' });

  // The history lists every movement.
  await moneyAction(page, 'History');
  const movements = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
  await expect(movements).toHaveCount(4);
  const amounts = await movements
    .locator('[data-amount]')
    .evaluateAll((nodes) =>
      nodes.map(
        (n) => `${n.getAttribute('data-account')} ${n.getAttribute('data-type')} ${n.getAttribute('data-amount')}`,
      ),
    );
  expect(amounts.sort()).toEqual(
    [
      'funding deposit 250.000000',
      'funding transfer -100.000000',
      'trading transfer 100.000000',
      'funding withdrawal -51.000000',
    ].sort(),
  );
  await page.getByRole('tab', { name: 'Withdrawals' }).click();
  await expect(page.getByTestId(`withdrawal-${withdrawalId}`)).toContainText('Completed');

  // The statement of this month closes at today's balances, on screen and in both downloads.
  await page.getByRole('link', { name: 'Download a statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  await expect(page.getByTestId('statement-funding-USDT')).toHaveAttribute('data-closing', '99.000000');
  await expect(page.getByTestId('statement-trading-USDT')).toHaveAttribute('data-closing', '100.000000');

  // A period that ends before it starts is refused at the form.
  const to = await page.getByLabel(/^To/).inputValue();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel(/^From/).fill(tomorrow);
  await page.getByRole('button', { name: 'Show statement' }).click();
  await expect(page.getByText('The period must start on or before its end')).toBeVisible();
  await page.getByLabel(/^From/).fill(`${to.slice(0, 8)}01`);

  const csvDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await csvFile.path())!, 'utf8');
  const closing = csv
    .split('\r\n')
    .filter((line) => line.includes(',closing,'))
    .map((line) => {
      const cells = line.split(',');
      return `${cells[0]} ${cells[1]} ${cells.at(-1)}`;
    });
  expect(closing).toEqual(expect.arrayContaining(['funding USDT 99.000000', 'trading USDT 100.000000']));
  expect(csv).toContain(',deposit,');
  expect(csv).toContain(',-51.000000,99.000000');

  const pdfDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const pdfFile = await pdfDownload;
  expect(pdfFile.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await readFile((await pdfFile.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
});
