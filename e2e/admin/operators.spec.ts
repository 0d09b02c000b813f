import { expect, test } from '@playwright/test';
import { freshEmail } from '../support/helpers.ts';
import { signInThroughApi } from '../support/two-factor.ts';
import { filterAudit, goTo, logIn, logInAsAdmin, rowWith } from './support.ts';

test('an admin opens an operator account with a reason; the new operator can log in', async ({ browser, page }) => {
  const email = freshEmail('operator');
  const username = `op${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = 'operator-pass-1';
  const reason = `Mediation team grows (${username})`;

  await logInAsAdmin(page);
  await goTo(page, /^Operators$/);
  await page.getByRole('link', { name: 'New operator' }).click();
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Username/).fill(username);
  await page.getByLabel(/^Initial password/).fill(password);
  await page.getByRole('button', { name: 'Create operator' }).click();
  await expect(page.getByText('Choose at least one role')).toBeVisible();
  await expect(page.getByText('Please enter a reason')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Mediator' }).check();
  // A mediator's name is shown to the parties, so it is asked for with the role.
  await page.getByRole('button', { name: 'Create operator' }).click();
  await expect(page.getByText('Enter the name the parties will see')).toBeVisible();
  await page.getByLabel(/^Display name/).fill('Wang Fang');
  await page.getByLabel(/^Reason/).fill(reason);
  await page.getByRole('button', { name: 'Create operator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^User #\d+$/ })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);
  const history = page.getByRole('region', { name: 'Audit entries about this user' });
  await expect(history.getByRole('row').filter({ hasText: reason })).toContainText('operator.create');

  // An address that is taken is said on its field.
  await page.goto('/admin/operators/new');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Username/).fill(`${username}x`);
  await page.getByLabel(/^Initial password/).fill(password);
  await page.getByLabel(/^Display name/).fill('Li Na');
  await page.getByRole('checkbox', { name: 'Support' }).check();
  await page.getByLabel(/^Reason/).fill('again');
  await page.getByRole('button', { name: 'Create operator' }).click();
  await expect(page.getByText('This email is already registered')).toBeVisible();

  await goTo(page, /^Audit log$/);
  await filterAudit(page, { Action: 'operator.create' });
  await expect(rowWith(page, reason)).toBeVisible();

  // The new operator signs in to the back office, in a browser of their own (the admin's page keeps the admin's
  // session: it is put back on every navigation).
  const context = await browser.newContext();
  const own = await context.newPage();
  await signInThroughApi(own.request, username, password); // enrolled in two-factor, as every operator must be
  await logIn(own, username, password);
  await expect(own.getByRole('button', { name: `Account: ${username}` })).toBeVisible();
  await expect(own.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  // A mediator reads; only admins make codes or change accounts.
  await goTo(own, /^Invitation codes$/);
  await expect(own.getByRole('heading', { level: 1, name: 'Invitation codes' })).toBeVisible();
  await expect(own.getByRole('row').nth(1)).toBeVisible();
  await expect(own.getByRole('button', { name: 'New invitation code' })).toHaveCount(0);
  await expect(own.getByRole('button', { name: /^Disable code/ })).toHaveCount(0);
  await context.close();
});
