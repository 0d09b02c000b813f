import { moneyApi, objectHistoryApi } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectShown, recordShownTexts } from '../support/helpers.ts';
import { balanceOf, newMoneyUser, submitBankDeposit } from './money-support.ts';
import { adminToken, goTo, logInAsAdmin, rowWith } from './support.ts';

test('an operator sees the receipt of a pending bank deposit on its page, approves it, and the user’s balance grows by it', async ({
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

  // The deposit has a page of its own.
  await row.getByRole('link', { name: `Review #${deposit.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/money/deposits/${deposit.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Deposit #${deposit.id}` })).toBeVisible();
  const overview = page.getByRole('tabpanel', { name: 'Overview' });
  await expect(overview).toContainText('1,250.50 USD');
  await expect(overview).toContainText('Bank transfer');
  // The receipt is private to its owner and operators: the back office fetches it with the operator's token.
  const receipt = overview.getByRole('img', { name: `Receipt of deposit #${deposit.id}` });
  await expect(receipt).toBeVisible();
  await expect.poll(() => receipt.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);

  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Credits 1,250.50 USD to the user’s funding account')).toBeVisible();
  await page.getByLabel('Note (optional)').fill('Receipt matches the bank statement');
  await page.getByRole('button', { name: 'Confirm approval' }).click();
  await expectShown(page, 'Approved');
  // Decided: the page keeps the decision, with the operator's note, and offers it no more.
  await expect(page.getByText('This deposit has been decided; it can no longer be changed here.')).toBeVisible();
  await expect(overview).toContainText('Completed');
  await expect(overview).toContainText('Receipt matches the bank statement');
  await expect(overview).toContainText(/Operator #\d+/);
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  // The user's own balance now holds it, exactly.
  expect(await balanceOf(request, user)).toMatchObject({ available: '1250.50', frozen: '0.00', total: '1250.50' });

  // Its history names the approval; it has left the pending queue, whose "all" view keeps it.
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page).toHaveURL(/\?tab=history$/);
  await expect(rowWith(page, 'deposit.approve')).toContainText('Receipt matches the bank statement');
  await page.goto(`/admin/money/deposits?userId=${user.userId}`);
  await expect(page.getByText('Nothing matches these filters')).toBeVisible();
  await page.getByLabel('Status').selectOption('all');
  await expect(page.locator(`tr[data-deposit-id="${deposit.id}"]`)).toContainText('Completed');
});

test('an operator rejects a pending bank deposit from the keyboard with a reason: nothing is credited and the user sees why', async ({
  page,
  request,
}) => {
  const user = await newMoneyUser(request);
  const deposit = await submitBankDeposit(request, user, '80');
  const reason = `Receipt is for a different account (${user.email})`;

  await recordShownTexts(page);
  await logInAsAdmin(page);
  await page.goto(`/admin/money/deposits?userId=${user.userId}`);
  await expect(page.locator(`tr[data-deposit-id="${deposit.id}"]`)).toBeVisible();
  // j to the row, Enter to its page, r to reject.
  await page.keyboard.press('j');
  await expect(page.locator(`tr[data-deposit-id="${deposit.id}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/money/deposits/${deposit.id}$`));
  await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await page.keyboard.press('r');
  await expect(page.getByText('Nothing is credited')).toBeVisible();
  // A rejection must say why.
  await expect(page.getByLabel(/^Reason/)).toBeFocused();
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('Please enter a reason')).toBeVisible();
  await page.keyboard.type(reason);
  await page.keyboard.press('Control+Enter');
  await expectShown(page, 'Rejected');
  await expect(page.getByText('This deposit has been decided; it can no longer be changed here.')).toBeVisible();

  expect(await balanceOf(request, user)).toMatchObject({ available: '0.00', total: '0.00' });
  const seen = await callApi(request, moneyApi.deposit, { params: { id: deposit.id } }, { token: user.token });
  expect((await seen.json()).data).toMatchObject({ status: 'failed', reason });
});

test('an operator approves two deposits at once: each is credited and audited on its own', async ({
  page,
  request,
}) => {
  const user = await newMoneyUser(request);
  const first = await submitBankDeposit(request, user, '20');
  const second = await submitBankDeposit(request, user, '30.25');

  await recordShownTexts(page);
  await logInAsAdmin(page);
  await page.goto(`/admin/money/deposits?userId=${user.userId}`);
  await expect(page.locator(`tr[data-deposit-id="${second.id}"]`)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await expect(page.getByText('Selected: 2')).toBeVisible();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve 2 selected' });
  await expect(dialog).toContainText(`#${first.id} · ${user.email} · 20.00 USD`);
  await expect(dialog).toContainText(`#${second.id} · ${user.email} · 30.25 USD`);
  await dialog.getByLabel('Note (optional)').fill('Both match the statement');
  await dialog.getByRole('button', { name: 'Approve 2' }).click();
  await expect(dialog).toBeHidden();
  await expectShown(page, 'Approved');
  await expect(page.getByText('Nothing matches these filters')).toBeVisible();

  expect(await balanceOf(request, user)).toMatchObject({ available: '50.25', total: '50.25' });
  // Each has its own audit entry, with the one note.
  const token = await adminToken(request);
  for (const { id } of [first, second]) {
    const history = await callApi(
      request,
      objectHistoryApi.history,
      { query: { targetType: 'deposit', targetId: String(id) } },
      { token },
    );
    const entries = (await history.json()).data.rows as { action: string; reason: string | null }[];
    expect(entries.filter((entry) => entry.action === 'deposit.approve')).toEqual([
      expect.objectContaining({ reason: 'Both match the statement' }),
    ]);
  }
});
