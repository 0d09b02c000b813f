import { expect, test } from '@playwright/test';
import { E2E } from '../support/constants.ts';
import { registerByApi } from '../support/helpers.ts';
import { logIn } from './support.ts';

test('a customer without an operator role is refused with a clear message and signed out', async ({
  page,
  request,
}) => {
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  await logIn(page, email, password);

  await expect(page.getByRole('alert')).toContainText('This account has no back-office access');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin.token'))).toBeNull();

  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/admin\/login$/);
});
