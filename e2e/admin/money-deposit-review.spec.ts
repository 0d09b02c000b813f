import { moneyApi } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectShown, recordShownTexts } from '../support/helpers.ts';
import { balanceOf, newMoneyUser, submitBankDeposit } from './money-support.ts';
import { goTo, logInAsAdmin } from './support.ts';

test('an operator sees the receipt of a pending bank deposit, approves it, and the user’s balance grows by it', async ({
  page,
  request,
}) => {
  const user = await newMoneyUser(request);
  const deposit = await submitBankDeposit(request, user, '1250.5');
  expect(await balanceOf(request, user)).toMatchObject({ available: '0.00', total: '0.00' });

  await recordShownTexts(page);
  await logInAsAdmin(page);
  await goTo(page, /^Deposit reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit reviews' })).toBeVisible();
  // The queue opens on pending bank transfers; narrow it to this user.
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  await page.getByLabel('User ID').fill(String(user.userId));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`userId=${user.userId}`));
  const row = page.locator(`tr[data-deposit-id="${deposit.id}"]`);
  await expect(row).toContainText(user.email);
  await expect(row).toContainText('1,250.50 USD');
  await expect(row).toContainText('Pending review');

  await row.getByRole('button', { name: `Review #${deposit.id}` }).click();
  const dialog = page.getByRole('dialog', { name: `Deposit #${deposit.id}` });
  await expect(dialog).toContainText('1,250.50 USD');
  await expect(dialog).toContainText('Bank transfer');
  // The receipt is private to its owner and operators: the back office fetches it with the operator's token.
  const receipt = dialog.getByRole('img', { name: `Receipt of deposit #${deposit.id}` });
  await expect(receipt).toBeVisible();
  await expect.poll(() => receipt.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);

  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog).toContainText('Credits 1,250.50 USD to the user’s funding account');
  await dialog.getByLabel('Note (optional)').fill('Receipt matches the bank statement');
  await dialog.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(dialog).toBeHidden();
  await expectShown(page, 'Approved');
  // Decided: it leaves the pending queue.
  await expect(page.locator(`tr[data-deposit-id="${deposit.id}"]`)).toHaveCount(0);

  // The user's own balance now holds it, exactly.
  expect(await balanceOf(request, user)).toMatchObject({ available: '1250.50', frozen: '0.00', total: '1250.50' });

  // The queue's "all" view keeps the decision, with the operator's note.
  await page.getByLabel('Status').selectOption('all');
  await expect(page.locator(`tr[data-deposit-id="${deposit.id}"]`)).toContainText('Completed');
  await page
    .locator(`tr[data-deposit-id="${deposit.id}"]`)
    .getByRole('button', { name: `View #${deposit.id}` })
    .click();
  await expect(dialog).toContainText('Receipt matches the bank statement');
  await expect(dialog).toContainText(/Operator #\d+/);
  await expect(dialog.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
});

test('an operator rejects a pending bank deposit with a reason: nothing is credited and the user sees why', async ({
  page,
  request,
}) => {
  const user = await newMoneyUser(request);
  const deposit = await submitBankDeposit(request, user, '80');
  const reason = `Receipt is for a different account (${user.email})`;

  await recordShownTexts(page);
  await logInAsAdmin(page);
  await page.goto(`/admin/money/deposits?userId=${user.userId}`);
  await page
    .locator(`tr[data-deposit-id="${deposit.id}"]`)
    .getByRole('button', { name: `Review #${deposit.id}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Deposit #${deposit.id}` });
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog).toContainText('Nothing is credited');
  // A rejection must say why.
  await dialog.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(dialog.getByText('Please enter a reason')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill(reason);
  await dialog.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(dialog).toBeHidden();
  await expectShown(page, 'Rejected');

  expect(await balanceOf(request, user)).toMatchObject({ available: '0.00', total: '0.00' });
  const seen = await callApi(request, moneyApi.deposit, { params: { id: deposit.id } }, { token: user.token });
  expect((await seen.json()).data).toMatchObject({ status: 'failed', reason });
});
