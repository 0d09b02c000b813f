import { identityApi, type UserView } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { registerByApi } from '../support/helpers.ts';
import { filterAudit, goTo, logInAsAdmin, rowWith } from './support.ts';

test('an admin finds a new user, sees their details, and gives them the support role with a reason', async ({
  page,
  request,
}) => {
  const { email, user } = (await registerByApi(request, E2E.inviteCode)) as { email: string; user: UserView };
  const reason = `Joins the help desk (${email})`;

  await logInAsAdmin(page);
  await page.getByLabel('Search').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = rowWith(page, email);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Customer');
  await row.getByRole('link', { name: String(user.userId) }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/users/${user.userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `User #${user.userId}` })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);
  await expect(page.getByText('No operator has acted on this user yet')).toBeVisible();

  // Roles need a reason.
  await page.getByRole('checkbox', { name: 'Support' }).check();
  await page.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByText('Please enter a reason')).toBeVisible();
  await page.getByLabel(/^Reason/).fill(reason);
  await page.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByText('Roles saved')).toBeVisible();

  const history = page.getByRole('region', { name: 'Audit entries about this user' });
  const entry = history.getByRole('row').filter({ hasText: reason });
  await expect(entry).toContainText('user.roles');
  await expect(entry).toContainText(/admin #\d+/);
  await expect(entry).toContainText('"support"');

  // The user is now an operator, and the audit log says who made them one and why.
  await goTo(page, /^Operators$/);
  await page.getByLabel('Search').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(rowWith(page, email)).toContainText('Support');

  await goTo(page, /^Audit log$/);
  await filterAudit(page, { Action: 'user.roles', 'Target type': 'user', 'Target ID': String(user.userId) });
  await expect(page).toHaveURL(new RegExp(`targetId=${user.userId}`));
  await expect(rowWith(page, reason)).toContainText('user.roles');
});

test('an admin disables an account with a reason after confirming, and enables it again', async ({ page, request }) => {
  const { email, password, user } = (await registerByApi(request, E2E.inviteCode)) as {
    email: string;
    password: string;
    user: UserView;
  };
  const reason = `Chargeback under review (${email})`;
  await logInAsAdmin(page);
  await page.goto(`/admin/users/${user.userId}`);
  await page.getByRole('button', { name: 'Disable account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prompt' });
  await expect(dialog).toContainText('signed out everywhere');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog.getByText('Please enter a reason')).toBeVisible();
  await dialog.getByLabel(/^Reason/).fill(reason);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByText('Disabled', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: reason })).toContainText('user.disable');

  const refused = await callApi(request, identityApi.login, { body: { account: email, password } });
  expect((await refused.json()).msg).toBe('This account is disabled');

  await page.getByRole('button', { name: 'Enable account' }).click();
  await dialog.getByLabel(/^Reason/).fill(`Cleared (${email})`);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByRole('main').getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `Cleared (${email})` })).toContainText('user.enable');
});
