import { expect, test } from '@playwright/test';
import { expectShown, recordShownTexts } from '../support/helpers.ts';
import {
  approveDepositByApi,
  balanceOf,
  newMoneyUser,
  submitBankDeposit,
  submitBankWithdrawal,
  withdrawalOf,
} from './money-support.ts';
import { goTo, logInAsAdmin, rowWith } from './support.ts';

test('an operator rejects a withdrawal with a reason: the frozen amount and fee are released in full', async ({
  page,
  request,
}) => {
  const user = await newMoneyUser(request);
  await approveDepositByApi(request, (await submitBankDeposit(request, user, '500')).id);
  // Bank withdrawals cost 0.1 %, at least 1: 300 + 1 is frozen.
  const { withdrawal } = await submitBankWithdrawal(request, user, '300');
  expect(withdrawal).toMatchObject({ fee: '1.00', total: '301.00' });
  expect(await balanceOf(request, user)).toMatchObject({ available: '199.00', frozen: '301.00', total: '500.00' });
  const reason = `Card holder name does not match the account (${user.email})`;

  await recordShownTexts(page);
  await logInAsAdmin(page);
  await goTo(page, /^Withdrawal reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawal reviews' })).toBeVisible();
  await page.getByLabel('User ID').fill(String(user.userId));
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.locator(`tr[data-withdrawal-id="${withdrawal.id}"]`);
  await expect(row).toContainText('E2E Savings Bank · E2E Holder');
  await expect(row).toContainText('**** **** **** 1111');
  await expect(row).toContainText('300.00 USD');
  await expect(row).toContainText('Fee 1.00 · frozen 301.00');

  // The withdrawal has a page of its own.
  await row.getByRole('link', { name: `Review #${withdrawal.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/money/withdrawals/${withdrawal.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Withdrawal #${withdrawal.id}` })).toBeVisible();
  const overview = page.getByRole('tabpanel', { name: 'Overview' });
  await expect(overview).toContainText('Bank card');
  await expect(overview).toContainText('Frozen (amount + fee)');
  await expect(overview.getByRole('link', { name: `Balances and ledger of user #${user.userId}` })).toHaveAttribute(
    'href',
    `/admin/users/${user.userId}/ledger`,
  );
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText('The frozen 301.00 USD is released in full')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(page.getByText('Please enter a reason')).toBeVisible();
  await page.getByLabel(/^Reason/).fill(reason);
  await page.getByRole('button', { name: 'Confirm rejection' }).click();
  await expectShown(page, 'Rejected');
  await expect(page.getByText('This withdrawal has been decided; it can no longer be changed here.')).toBeVisible();

  // Released in full, and the user is told why.
  expect(await balanceOf(request, user)).toMatchObject({ available: '500.00', frozen: '0.00', total: '500.00' });
  expect(await withdrawalOf(request, user, withdrawal.id)).toMatchObject({ status: 'failed', reason });

  // Its history names the operator and the reason; it has left the pending queue.
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(rowWith(page, reason)).toContainText(/admin #\d+/);
  await page.getByRole('link', { name: '← Back to withdrawal reviews' }).click();
  await page.getByLabel('User ID').fill(String(user.userId));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Nothing matches these filters')).toBeVisible();
});

test('an operator approves a withdrawal as paid out: the frozen amount and fee leave the account', async ({
  page,
  request,
}) => {
  const user = await newMoneyUser(request);
  await approveDepositByApi(request, (await submitBankDeposit(request, user, '200')).id);
  const { withdrawal } = await submitBankWithdrawal(request, user, '150');
  expect(await balanceOf(request, user)).toMatchObject({ available: '49.00', frozen: '151.00', total: '200.00' });

  await recordShownTexts(page);
  await logInAsAdmin(page);
  // Straight to the withdrawal's own address.
  await page.goto(`/admin/money/withdrawals/${withdrawal.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Withdrawal #${withdrawal.id}` })).toBeVisible();
  await page.getByRole('button', { name: 'Approve: paid out' }).click();
  await expect(page.getByText('Confirms that 150.00 USD was paid out')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm approval' }).click();
  await expectShown(page, 'Approved');
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toContainText('Completed');

  expect(await balanceOf(request, user)).toMatchObject({ available: '49.00', frozen: '0.00', total: '49.00' });
  expect(await withdrawalOf(request, user, withdrawal.id)).toMatchObject({ status: 'completed' });
});
