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

  await row.getByRole('button', { name: `Review #${withdrawal.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Withdrawal #${withdrawal.id}` });
  await expect(dialog).toContainText('Bank card');
  await expect(dialog).toContainText('Frozen (amount + fee)');
  await expect(dialog.getByRole('link', { name: `Balances and ledger of user #${user.userId}` })).toHaveAttribute(
    'href',
    `/admin/users/${user.userId}/ledger`,
  );
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog).toContainText('The frozen 301.00 USD is released in full');
  await dialog.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(dialog.getByText('Please enter a reason')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill(reason);
  await dialog.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(dialog).toBeHidden();
  await expectShown(page, 'Rejected');
  await expect(page.locator(`tr[data-withdrawal-id="${withdrawal.id}"]`)).toHaveCount(0);

  // Released in full, and the user is told why.
  expect(await balanceOf(request, user)).toMatchObject({ available: '500.00', frozen: '0.00', total: '500.00' });
  expect(await withdrawalOf(request, user, withdrawal.id)).toMatchObject({ status: 'failed', reason });

  // The audit log names the operator and the reason.
  await page.goto(`/admin/audit?targetType=withdrawal&targetId=${withdrawal.id}`);
  await expect(rowWith(page, reason)).toContainText(/admin #\d+/);
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
  await page.goto(`/admin/money/withdrawals?userId=${user.userId}`);
  await page
    .locator(`tr[data-withdrawal-id="${withdrawal.id}"]`)
    .getByRole('button', { name: `Review #${withdrawal.id}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Withdrawal #${withdrawal.id}` });
  await dialog.getByRole('button', { name: 'Approve: paid out' }).click();
  await expect(dialog).toContainText('Confirms that 150.00 USD was paid out');
  await dialog.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(dialog).toBeHidden();
  await expectShown(page, 'Approved');

  expect(await balanceOf(request, user)).toMatchObject({ available: '49.00', frozen: '0.00', total: '49.00' });
  expect(await withdrawalOf(request, user, withdrawal.id)).toMatchObject({ status: 'completed' });
});
