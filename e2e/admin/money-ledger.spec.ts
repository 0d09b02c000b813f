import { moneyAdminApi } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import { apiPath } from '../support/api.ts';
import {
  approveDepositByApi,
  newMoneyUser,
  submitBankDeposit,
  submitBankWithdrawal,
  transferByApi,
} from './money-support.ts';
import { goTo, logInAsAdmin, rowWith } from './support.ts';

test('a user’s ledger shows each balance as the ledger holds it, and every entry with its cause, actor and postings', async ({
  page,
  request,
}) => {
  const user = await newMoneyUser(request);
  const deposit = await submitBankDeposit(request, user, '1000');
  await approveDepositByApi(request, deposit.id);
  await transferByApi(request, user, '250');
  await submitBankWithdrawal(request, user, '100'); // 100 + 1 fee frozen

  await logInAsAdmin(page);
  await page.goto(`/admin/users/${user.userId}`);
  await page.getByRole('link', { name: 'Balances and ledger' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Ledger of user #${user.userId}` })).toBeVisible();

  const balances = page.getByRole('table', { name: 'Balances' });
  const funding = balances.locator('tr[data-account="funding"][data-currency="USD"]');
  await expect(funding.getByRole('cell')).toHaveText([/^USD\s*Funding account$/, '750.00', '649.00', '101.00']);
  const trading = balances.locator('tr[data-account="trading"][data-currency="USD"]');
  await expect(trading.getByRole('cell')).toHaveText([/^USD\s*Trading account$/, '250.00', '250.00', '0.00']);
  // Accounts without money are folded away until asked for.
  await expect(balances.locator('tr[data-currency="EUR"]')).toHaveCount(0);
  const hideEmpty = page.getByRole('switch', { name: 'Hide accounts without money' });
  await expect(hideEmpty).toBeChecked();
  await page.getByText('Hide accounts without money').click();
  await expect(hideEmpty).not.toBeChecked();
  await expect(balances.locator('tr[data-currency="EUR"]')).toHaveCount(2);

  const entries = page.getByRole('table', { name: 'Journal entries' });
  await expect(entries.locator('tbody tr')).toHaveCount(2); // the pending withdrawal is a hold, not an entry yet
  const credit = rowWith(page, `Deposit #${deposit.id}`);
  await expect(credit).toContainText('Deposit');
  await expect(credit).toContainText(/Operator #\d+/);
  const creditPostings = credit.getByRole('list');
  await expect(creditPostings).toContainText('Funding account (this user)+1,000.00 USD');
  await expect(creditPostings).toContainText('Bank clearing (House)-1,000.00 USD');

  const transfer = entries.locator('tbody tr').filter({ hasText: /Transfer #\d+/ });
  await expect(transfer).toContainText('The user');
  await expect(transfer.getByRole('list')).toContainText('Funding account (this user)-250.00 USD');
  await expect(transfer.getByRole('list')).toContainText('Trading account (this user)+250.00 USD');

  // Filters narrow the journal and live in the address.
  await page.getByLabel('Type').selectOption('transfer');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/type=transfer/);
  await expect(entries.locator('tbody tr')).toHaveCount(1);
  await expect(entries).toContainText('Transfer');
});

test('the ledger check sums every currency to zero and says so', async ({ page, request }) => {
  const user = await newMoneyUser(request);
  await approveDepositByApi(request, (await submitBankDeposit(request, user, '42')).id);

  await logInAsAdmin(page);
  await goTo(page, /^Ledger check$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger check' })).toBeVisible();
  const verdict = page.getByTestId('ledger-verdict');
  await expect(verdict).toContainText('The ledger balances');
  await expect(verdict).toContainText('Every currency sums to zero');

  const sums = page.getByRole('table', { name: 'Sum of all postings per currency' });
  await expect(sums.locator('tr[data-currency="USD"]').getByRole('cell')).toHaveText(['USD', '0.00', 'Sums to zero']);
  await expect(page.getByRole('term').filter({ hasText: 'Entries whose postings do not balance' })).toBeVisible();
  const entriesCount = Number(await page.locator('dt:has-text("Journal entries") + dd').textContent());
  expect(entriesCount).toBeGreaterThan(0);

  // Run again: a fresh check, still balanced.
  const rerun = page.waitForResponse((r) => r.url().includes(apiPath(moneyAdminApi.check)));
  await page.getByRole('button', { name: 'Run the check again' }).click();
  expect((await (await rerun).json()).data.ok).toBe(true);
  await expect(verdict).toContainText('The ledger balances');
});
