import { identityApi } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { freshEmail } from '../support/helpers.ts';
import { mailedCodeFor, SUBJECT } from './support.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a new investor signs up with the mailed code and an invitation, logs in, sees their account and logs out', async ({
  page,
  request,
}) => {
  test.slow(); // the whole life of an account, from sign-up to log-out
  const email = freshEmail('trade-signup');
  const password = 'journey-pass-1';

  await page.goto('/');
  await page.getByRole('link', { name: 'Sign up' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  // The form's own checks, with the spec's messages.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please Enter Email', { exact: true })).toBeVisible();
  await expect(page.getByText('Please Enter Email Verification Code')).toBeVisible();
  await expect(page.getByText('Please Enter New Password')).toBeVisible();
  await expect(page.getByText('Please enter Invitation Code')).toBeVisible();

  const emailField = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(emailField).toHaveAttribute('maxlength', '50');
  await expect(emailField).toHaveAttribute('autocomplete', 'username');
  await emailField.fill(email);
  await page.getByRole('button', { name: 'Get OTP Code' }).click();
  await expect(page.getByText('Send Success')).toBeVisible();
  const code = await mailedCodeFor(request, email, SUBJECT.signUp);

  await page.getByRole('textbox', { name: 'Email verification code' }).fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel('New password').fill(password);
  await expect(page.getByLabel('New password')).toHaveAttribute('autocomplete', 'new-password');
  // No maxlength: the browser would cut a longer password silently; the form refuses it with a message instead.
  await expect(page.getByLabel('New password')).not.toHaveAttribute('maxlength');
  await page.getByLabel('Confirm password').fill(`${password}x`);
  await page.getByRole('textbox', { name: 'Invite code' }).fill(E2E.inviteCode);
  await expect(page.getByRole('textbox', { name: 'Invite code' })).toHaveAttribute('maxlength', '20');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('The two passwords do not match')).toBeVisible();

  // A wrong code is refused by the server, and the message lands on the code field.
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByRole('textbox', { name: 'Email verification code' })).toHaveAccessibleDescription(
    'The code is wrong or has expired',
  );

  await page.getByRole('textbox', { name: 'Email verification code' }).fill(code);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Register Success')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // Log in: the address is already there.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'User ID or email' })).toHaveValue(email);
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /^Hello/ })).toBeVisible();

  // Me: the user's info from identityApi.getUserInfo.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Me', exact: true }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByText(email)).toBeVisible();
  const token = (await page.evaluate(() => localStorage.getItem('trade.token')))!;
  const info = await (await callApi(request, identityApi.getUserInfo, {}, { token })).json();
  await expect(page.getByText(String(info.data.userId), { exact: true })).toBeVisible();
  await expect(page.getByTestId('invite-code')).toHaveText(info.data.inviteCode);
  await page.getByRole('button', { name: 'Copy My invite code' }).click();
  await expect(page.getByText('Copy Success')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(info.data.inviteCode);

  // Log out through the confirm dialog: Cancel keeps the session, Ok ends it.
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page).toHaveURL(/\/settings$/);
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Prompt' });
  await expect(dialog).toContainText('Accept or confirm to exit');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/settings$/);

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Prompt' }).getByRole('button', { name: 'Ok' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('trade.token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('trade.user'))).toBeNull();

  // The server revoked the session too.
  const after = await callApi(request, identityApi.getUserInfo, {}, { token });
  expect(after.status()).toBe(401);
});
