import { expect, test } from '@playwright/test';
import { E2E } from '../support/constants.ts';
import { sharedAdminSession } from '../support/two-factor.ts';
import { filterAudit, goTo, logIn, rowWith } from './support.ts';

test('an admin logs in with password and code, finds that log-in in the audit log, and logs out', async ({ page }) => {
  await sharedAdminSession(page.request); // enrolled (and its key kept) by whichever test came first
  // A session of this test's own (its log-out must not end the shared one), through the form and the code step.
  await logIn(page, E2E.admin.email, E2E.admin.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Account: admin' })).toBeVisible();

  await goTo(page, /^Audit log$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await filterAudit(page, { Action: 'auth.login' });
  await expect(page).toHaveURL(/action=auth.login/);
  const login = rowWith(page, 'auth.login')
    .filter({ hasText: /admin #\d+/ })
    .first();
  await expect(login).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'user.roles' })).toHaveCount(0);

  // Log-out asks first; Cancel keeps the session.
  await page.getByRole('button', { name: 'Account: admin' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prompt' });
  await expect(dialog).toContainText('Accept or confirm to exit');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Account: admin' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Prompt' }).getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin.token'))).toBeNull();

  // The signed-out session is gone: pages lead back to log-in.
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
});
