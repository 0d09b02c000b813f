import { expect, test } from '@playwright/test';
import { filterAudit, goTo, logIn, newOperator, rowWith } from './support.ts';

test('an admin logs in with password and code, finds that log-in in the audit log, and logs out', async ({
  page,
  request,
}) => {
  // An admin of its own, through the form and the code step: its log-out must not end the shared admin's session, and
  // its code is not the shared admin's (one a step of 30 s: each log-in of that one waited for the next).
  const admin = await newOperator(request, ['admin']);
  await logIn(page, admin.login, admin.password);
  // Every operator lands on their work queue.
  await expect(page.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/work$/);
  const account = page.getByRole('button', { name: `Account: ${admin.login}` });
  await expect(account).toBeVisible();

  await goTo(page, /^Audit log$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await filterAudit(page, { Action: 'auth.login' });
  await expect(page).toHaveURL(/action=auth.login/);
  const login = rowWith(page, 'auth.login')
    .filter({ hasText: new RegExp(`${admin.login} #\\d+`) })
    .first();
  await expect(login).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'user.roles' })).toHaveCount(0);

  // Log-out asks first; Cancel keeps the session.
  await account.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prompt' });
  await expect(dialog).toContainText('Accept or confirm to exit');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await account.click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Prompt' }).getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin.token'))).toBeNull();

  // The signed-out session is gone: pages lead back to log-in.
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
});
