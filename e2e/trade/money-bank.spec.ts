import { expect, test } from '@playwright/test';
import { receiptPng } from '../admin/money-support.ts';
import { expectShown, recordShownTexts } from '../support/helpers.ts';
import {
  depositsOf,
  expectBalance,
  operatorApprovesDeposit,
  operatorRejectsWithdrawal,
  prepareWithdrawals,
  signedInMoneyUser,
  TRADE_PASSWORD,
  withdrawalsOf,
} from './money-support.ts';

test('a bank deposit with its certificate is credited after review; a rejected withdrawal is released in full with its reason', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // two reviews and the polling that shows them
  const user = await signedInMoneyUser(context, request);
  await prepareWithdrawals(request, user);
  await recordShownTexts(page);

  // The platform's bank details and what the certificate is for.
  await page.goto('/assets/deposit?method=bank');
  await expect(page.getByRole('tab', { name: 'Bank transfer' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Platform bank account' })).toContainText('Sandbox');
  await expect(page.getByTestId('bank-reference')).toHaveText(/\S+/);
  await expect(page.getByText(/It is checked within 5 minutes/)).toBeVisible();

  // Refused at the form: no amount, no certificate, then less than the minimum. Nothing is submitted.
  const form = page.getByRole('region', { name: 'Tell us about your transfer' });
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(form.getByText('Please enter the correct amount')).toBeVisible();
  await expect(form.getByText('Please upload your credentials first')).toBeVisible();
  await form.getByLabel('Amount').fill('0.99');
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(form.getByText('The minimum deposit amount is 1')).toBeVisible();
  expect(await depositsOf(request, user)).toHaveLength(0);

  // The certificate goes up through the shared upload, then the deposit waits for review.
  await form.getByLabel('Currency', { exact: true }).selectOption('USD');
  await form.getByLabel('Amount').fill('500');
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: /Choose file/ }).click();
  await (await chooser).setFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() });
  await expect(form.getByRole('img', { name: /\.png$/ })).toBeVisible();
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expectShown(page, 'Deposit submitted for review');
  const deposit = page.getByRole('region', { name: 'Your bank deposits' }).getByRole('listitem').first();
  await expect(deposit).toContainText('500.00 USD');
  await expect(deposit).toContainText('Pending review');
  await expect(deposit).toContainText(/Checked by .+ at the latest/);

  const [pending] = await depositsOf(request, user);
  await operatorApprovesDeposit(request, pending!.id);
  await expect(deposit).toContainText('Completed', { timeout: 20_000 });

  // Withdraw 300 USD to the bound card: 0.1 %, at least 1, is disclosed, and 301 is frozen.
  await page.goto('/assets/withdraw');
  await expect(page.getByRole('tab', { name: 'To bank card' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page.getByText('Please select a bank card first')).toBeVisible();
  await page
    .getByRole('combobox', { name: /^Bank card/ })
    .selectOption({ label: 'E2E Savings Bank **** **** **** 1111 · E2E Holder' });
  await page.getByLabel('Currency', { exact: true }).selectOption('USD');
  await page.getByLabel('Amount').fill('300');
  await expect(page.getByTestId('fee-rule')).toHaveText('Fee: 0.1 % of the amount, at least 1 USD.');
  await expect(page.getByTestId('quoteFrozen')).toHaveText('301.00 USD');
  await page.getByLabel('Transaction password').fill(TRADE_PASSWORD);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expectShown(page, 'Withdrawal submitted for review');
  await page.goto('/assets');
  await expectBalance(page, 'funding', 'USD', { available: '199.00', frozen: '301.00', total: '500.00' });

  // Rejected by review: the user reads the reason, and every frozen cent is back.
  const reason = 'The card holder name does not match the account holder';
  const [withdrawal] = await withdrawalsOf(request, user);
  await operatorRejectsWithdrawal(request, withdrawal!.id, reason);
  await page.reload();
  await expectBalance(page, 'funding', 'USD', { available: '500.00', frozen: '0.00', total: '500.00' });
  await page.goto('/assets/history?tab=withdrawals');
  const item = page.getByTestId(`withdrawal-${withdrawal!.id}`);
  await expect(item).toContainText('Audit failure');
  await expect(item.getByTestId('withdrawal-reason')).toHaveText(`Withdrawal rejected by review: ${reason}`);
  await expect(item).toContainText('The frozen amount was returned to your funding account in full.');

  // The card can be unbound after a confirmation; Cancel keeps it.
  await page.goto('/bank-cards');
  const unbind = page.getByRole('button', { name: 'Unbind **** **** **** 1111' });
  await unbind.click();
  await page.getByRole('dialog', { name: 'Unbind this card?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('bank-card-1111')).toBeVisible();
  await unbind.click();
  const confirmUnbind = page.getByRole('dialog', { name: 'Unbind this card?' });
  await expect(confirmUnbind).toContainText('E2E Savings Bank **** **** **** 1111');
  await confirmUnbind.getByRole('button', { name: 'Ok' }).click();
  await expectShown(page, 'Bank card removed');
  await expect(page.getByText('No bank card yet.')).toBeVisible();
});
