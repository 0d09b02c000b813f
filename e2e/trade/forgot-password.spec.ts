import { expect, test } from '@playwright/test';
import { E2E } from '../support/constants.ts';
import { registerByApi } from '../support/helpers.ts';
import { mailedCodeFor, SUBJECT } from './support.ts';

test('a user who forgot the password resets it with a mailed code and logs in with the new one', async ({
  page,
  request,
}) => {
  const { email, password: oldPassword } = await registerByApi(request, E2E.inviteCode);
  const newPassword = 'fresh-pass-22';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Get OTP Code' }).click();
  await expect(page.getByText('Send the code, please check')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email verification code' })).toBeFocused();
  const code = await mailedCodeFor(request, email, SUBJECT.reset);

  await page.getByRole('textbox', { name: 'Email verification code' }).fill(code);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Reset successful. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works.
  await page.getByLabel(/^Password/).fill(oldPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Account or password is incorrect')).toBeVisible();

  // A page that needs a user sends the visitor to log-in, and back after it.
  await page.goto('/me');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fme$/);
  await page.getByRole('textbox', { name: 'User ID or email' }).fill(email);
  await page.getByLabel(/^Password/).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByText(email)).toBeVisible();
});
