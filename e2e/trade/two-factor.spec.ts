import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { E2E } from '../support/constants.ts';
import { expectAccessible, registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { signInByApi } from './support.ts';

test('a user turns on two-factor sign-in, signs in on a second device with a recovery code, and signs the others out', async ({
  browser,
  context,
  page,
  request,
}) => {
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  await signInByApi(context, request, email, password);

  // Security center › Two-factor authentication › Set up: the key, read off the screen as a person would type it.
  await page.goto('/security');
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add this account to an authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
  await shot(page, 'two-factor-enrolment');
  await page.getByRole('textbox', { name: 'Code from the app' }).fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().innerText()).trim();
  await shot(page, 'two-factor-recovery-codes');
  await page.getByRole('checkbox', { name: 'I have saved these recovery codes' }).check();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('On. 10 recovery codes left.')).toBeVisible();

  // A second device: the password alone is not enough; one recovery code stands in for the app.
  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto('/login');
  await second.getByRole('textbox', { name: 'User ID or email' }).fill(email);
  await second.getByLabel(/^Password/).fill(password);
  await second.getByRole('button', { name: 'Log in' }).click();
  await expect(second.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible();
  await second.getByRole('textbox', { name: 'Authentication code' }).fill(recovery);
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(second).not.toHaveURL(/\/login/);

  // From the second device, the first one is signed out.
  await second.goto('/security/sessions');
  const devices = second.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);
  await shot(second, 'sessions');
  await expectAccessible(second);
  await second.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await second.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(second.getByText('No other device is signed in.')).toBeVisible();
  await expect(devices).toHaveCount(1);

  // The first device was signed out: its next page asks for a log-in.
  await page.goto('/me');
  await expect(page).toHaveURL(/\/login/);
  await other.close();
});
