import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { verifyIdentityByApi } from '../admin/money-support.ts';
import { startSignedIn } from '../admin/support.ts';
import { expectAccessible, expectShown, recordShownTexts } from '../support/helpers.ts';
import { depositsOf, expectBalance, signedInMoneyUser, TRADE_PASSWORD, tronAddress } from './money-support.ts';

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
  browser,
}) => {
  test.slow(); // blocks every few seconds, a review in the back office, two downloads
  const user = await signedInMoneyUser(context, request);
  await recordShownTexts(page);

  // Everything starts at zero.
  await page.goto('/assets');
  await expect(page.getByRole('heading', { level: 1, name: 'Assets' })).toBeVisible();
  await expectBalance(page, 'funding', 'USDT', { available: '0.000000', frozen: '0.000000', total: '0.000000' });

  // Deposit: the user's own TRON address, as text and as a QR code.
  await moneyAction(page, 'Deposit');
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Digital currency' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Currency', { exact: true }).selectOption('USDT');
  await page.getByLabel('Network').selectOption('TRC20');
  const address = page.getByTestId('deposit-address');
  await expect(address).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(page.getByRole('img', { name: 'QR code of your USDT deposit address' })).toHaveAttribute(
    'data-text',
    `tron:${await address.textContent()}`,
  );

  // The sandbox control says what it is; below the minimum it refuses before anything is sent.
  const sandbox = page.getByRole('region', { name: 'Send a test payment' });
  await expect(sandbox).toContainText('Sandbox control');
  await sandbox.getByLabel('Amount').fill('0.5');
  await sandbox.getByRole('button', { name: 'Send a test payment' }).click();
  await expect(sandbox.getByText('The minimum deposit amount is 1')).toBeVisible();
  expect(await depositsOf(request, user)).toHaveLength(0);

  await sandbox.getByLabel('Amount').fill('250');
  await sandbox.getByRole('button', { name: 'Send a test payment' }).click();
  await expectShown(page, 'Test payment sent to your address');

  // It waits for confirmations, counting them as blocks come, then is credited.
  const payment = page.getByRole('region', { name: 'Payments to your address' }).getByRole('listitem').first();
  await expect(payment).toContainText('250.00 USDT');
  await expect(payment).toContainText('Waiting for confirmations');
  // (The counts between are not awaited: on a busy machine the page's refresh can step from 0 to 3 at once.)
  await expect(payment).toContainText('Completed', { timeout: 45_000 });
  await expect(payment.getByTestId('confirmations')).toHaveText('Confirmations 3/3');

  await toAssets(page);
  await expectBalance(page, 'funding', 'USDT', { available: '250.000000', frozen: '0.000000', total: '250.000000' });

  // The overview estimates every balance in the display currency: USDT at par in dollars, in euros at the EUR/USD quote.
  const total = page.getByTestId('assets-total');
  await expect(total).toHaveAttribute('data-amount', '250.00');
  await expect(total).toHaveText('≈ 250.00 USD');
  await expect(page.getByText('USDT and USDC are counted at 1 USD.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('assets-today-pnl')).toHaveAttribute('data-amount', '0.00');
  const overview = page.getByRole('region', { name: 'Overview' });
  await overview.getByText('EUR', { exact: true }).click();
  await expect(overview.getByRole('radio', { name: 'EUR' })).toBeChecked();
  await expect(total).toHaveAttribute('data-currency', 'EUR');
  await expect(total).toHaveText(/^≈ \d{3}\.\d{2} EUR$/);
  const rate = (await page.getByText(/Estimated at the simulated EUR\/USD quote/).textContent())!.match(
    /quote (\d+\.\d+)/,
  )![1]!;
  const euros = Number(await total.getAttribute('data-amount'));
  expect(Math.abs(euros - 250 / Number(rate))).toBeLessThan(0.01);
  await overview.getByText('USD', { exact: true }).click();

  // Zero balances can be hidden; the choice is remembered on this device.
  await expect(page.getByTestId('balance-funding-BTC')).toBeVisible();
  const hideZero = page.getByRole('switch', { name: 'Hide zero balances' });
  await page.getByText('Hide zero balances', { exact: true }).click();
  await expect(hideZero).toBeChecked();
  await expect(page.getByTestId('balance-funding-BTC')).toHaveCount(0);
  await expect(page.getByTestId('balance-funding-USDT')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trading account', exact: true })).toContainText(
    'No balance above zero.',
  );
  await expectAccessible(page);
  await page.reload();
  await expect(hideZero).toBeChecked();
  await expect(page.getByTestId('balance-funding-BTC')).toHaveCount(0);
  await expect(page.getByTestId('assets-total')).toHaveText('≈ 250.00 USD');
  await page.getByText('Hide zero balances', { exact: true }).click();
  await expect(hideZero).not.toBeChecked();
  await expect(page.getByTestId('balance-funding-BTC')).toBeVisible();

  // Transfer to trading: more than is available is refused at the form, then 100 moves at once.
  await moneyAction(page, 'Transfer');
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Funding → Trading' })).toBeChecked();
  await page.getByLabel('Currency', { exact: true }).selectOption('USDT');
  await expect(page.getByTestId('transfer-available-funding')).toHaveText('250.00 USDT');
  await page.getByLabel('Amount').fill('1000');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('Insufficient available balance')).toBeVisible();
  await page.getByLabel('Amount').fill('100');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expectShown(page, 'Transfer completed');
  await expect(page.getByTestId('transfer-available-funding')).toHaveText('150.00 USDT');
  await expect(page.getByTestId('transfer-available-trading')).toHaveText('100.00 USDT');

  // Bind a card: every field is checked, the number by its Luhn digit.
  await toAssets(page);
  await main(page).getByRole('link', { name: 'Bank cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bank cards' })).toBeVisible();
  await expect(page.getByText('No bank card yet.')).toBeVisible();
  await main(page).getByRole('link', { name: 'Bind a bank card' }).click();
  await page.getByRole('button', { name: 'Bind card' }).click();
  await expect(page.getByText('Please Enter Bank Name')).toBeVisible();
  await expect(page.getByText('Please Input Bank Account Name')).toBeVisible();
  await expect(page.getByText('Please Input Bank Card (Visa/MC) Number')).toBeVisible();
  await page.getByLabel('Bank name').fill('E2E Savings Bank');
  await page.getByLabel('Bank account name').fill('E2E Holder');
  await page.getByLabel('Bank card (Visa/MC) number').fill('4111 1111 1111 1112');
  await page.getByRole('button', { name: 'Bind card' }).click();
  await expect(page.getByText('This is not a valid Visa or Mastercard number')).toBeVisible();
  await page.getByLabel('Bank card (Visa/MC) number').fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Bind card' }).click();
  await expectShown(page, 'Bank card bound');
  await expect(page.getByTestId('bank-card-1111')).toContainText('**** **** **** 1111');
  await expect(page.getByTestId('bank-card-1111')).toContainText('E2E Holder');

  // Withdrawals need a verified identity (kyc.spec.ts walks through it); a reviewer has approved this user's.
  await verifyIdentityByApi(request, user.token);
  // A withdrawal needs a transaction password: the form says so and sends the user to set one.
  await page.goto('/assets/withdraw?method=chain');
  await expect(page.getByTestId('trade-password-notice')).toContainText(
    'Please set a transaction password in the security center first',
  );
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
  await page.getByRole('link', { name: 'Open the security center' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security center' })).toBeVisible();
  await expect(page.getByTestId('trade-password-status')).toHaveText('Not set yet');
  await page.getByLabel('New transaction password').fill('12345');
  await page.getByLabel('Confirm transaction password').fill('12345');
  await page.getByRole('button', { name: 'Set transaction password' }).click();
  await expect(page.getByText('The transaction password is 6 digits').first()).toBeVisible();
  await page.getByLabel('New transaction password').fill(TRADE_PASSWORD);
  await page.getByLabel('Confirm transaction password').fill(TRADE_PASSWORD);
  await page.getByRole('button', { name: 'Set transaction password' }).click();
  await expectShown(page, 'Transaction password set');
  await expect(page.getByTestId('trade-password-status')).toHaveText('Set');

  // Withdraw 50 USDT to an address: its format is checked, the fee disclosed before sending.
  await page.goto('/assets/withdraw');
  await page.getByRole('tab', { name: 'To digital currency' }).click();
  await page.getByLabel('Currency', { exact: true }).selectOption('USDT');
  await page.getByLabel('Network').selectOption('TRC20');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Please enter your wallet address')).toBeVisible();
  await expect(page.getByText('Please enter the correct amount')).toBeVisible();
  await expect(page.getByText('Please enter the transaction password')).toBeVisible();
  await page.getByLabel('Wallet address').fill('0x52908400098527886E0F7030069857D2E4169EE7');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('This is not a valid address for the chosen network')).toBeVisible();
  const destination = tronAddress();
  await page.getByLabel('Wallet address').fill(destination);
  await page.getByLabel('Amount').fill('50');
  await expect(page.getByTestId('fee-rule')).toHaveText('Fee: 1 USDT per withdrawal.');
  const fee = page.getByTestId('fee-summary');
  await expect(fee.getByTestId('quoteFee')).toHaveText('1.00 USDT');
  await expect(fee.getByTestId('quoteArrives')).toHaveText('50.00 USDT');
  await expect(fee.getByTestId('quoteFrozen')).toHaveText('51.00 USDT');
  await page.getByLabel('Transaction password').fill('111111');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expectShown(page, 'The transaction password is wrong. 4 attempts left');
  await page.getByLabel('Transaction password').fill(TRADE_PASSWORD);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expectShown(page, 'Withdrawal submitted for review');
  const recent = page.getByRole('region', { name: 'Recent withdrawals' }).getByRole('listitem').first();
  await expect(recent).toContainText('Pending review');
  await expect(recent).toContainText(destination);
  const withdrawalId = (await recent.locator('[data-testid^="withdrawal-"]').getAttribute('data-testid'))!.slice(11);

  await toAssets(page);
  await expectBalance(page, 'funding', 'USDT', { available: '99.000000', frozen: '51.000000', total: '150.000000' });

  // An operator approves it in the back office.
  const operator = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const backOffice = await operator.newPage();
  await startSignedIn(backOffice, request);
  await backOffice.goto(`/admin/money/withdrawals?userId=${user.userId}`);
  await backOffice.getByRole('button', { name: `Review #${withdrawalId}` }).click();
  const dialog = backOffice.getByRole('dialog', { name: `Withdrawal #${withdrawalId}` });
  await dialog.getByRole('button', { name: 'Approve: paid out' }).click();
  await dialog.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(dialog).toBeHidden();
  await operator.close();

  await page.reload();
  await expectBalance(page, 'funding', 'USDT', { available: '99.000000', frozen: '0.000000', total: '99.000000' });
  await expectBalance(page, 'trading', 'USDT', { available: '100.000000', frozen: '0.000000', total: '100.000000' });

  // The history lists every movement; filters narrow it.
  await moneyAction(page, 'History');
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
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
  await page.getByLabel('Account').selectOption('trading');
  await expect(movements).toHaveCount(1);
  await expect(movements.first()).toContainText('Transfer in');
  await page.getByLabel('Account').selectOption('');
  await page.getByLabel('Type').selectOption('withdrawal');
  await expect(movements).toHaveCount(1);
  await expect(movements.first()).toContainText('-51.00 USDT');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(movements).toHaveCount(4);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(tomorrow);
  await expect(page.getByText('No movements match.')).toBeVisible();
  await page.getByRole('tab', { name: 'Deposits' }).click();
  await expect(page.getByRole('list', { name: 'Deposits' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Deposits' })).toContainText('Completed');
  await page.getByRole('tab', { name: 'Withdrawals' }).click();
  await expect(page.getByRole('list', { name: 'Withdrawals' })).toContainText('Completed');

  // The statement of this month closes at today's balances, on screen and in both downloads.
  await page.getByRole('link', { name: 'Download a statement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  await expect(page.getByTestId('statement-funding-USDT')).toHaveAttribute('data-closing', '99.000000');
  await expect(page.getByTestId('statement-trading-USDT')).toHaveAttribute('data-closing', '100.000000');

  // A period that ends before it starts is refused at the form.
  const to = await page.getByLabel(/^To/).inputValue();
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
