import { identityApi } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import { apiPath, callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { expectShown, recordShownTexts, registerByApi } from '../support/helpers.ts';
import { signInByApi } from './support.ts';

test('a session the server no longer accepts ends with "Login expired" and a way back after log-in', async ({
  page,
  context,
  request,
}) => {
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  const { token: browserToken } = await signInByApi(context, request, email, password);
  const other = (await (await callApi(request, identityApi.login, { body: { account: email, password } })).json()).data
    .token;
  // The browser's session is revoked elsewhere (a log-out on another device or a password reset does the same).
  const revoked = await request.post(apiPath(identityApi.logout), {
    headers: { Authorization: browserToken },
    data: {},
  });
  expect(revoked.status()).toBe(200);

  // On start with a token the app asks who is signed in; the refusal ends the session here too.
  await recordShownTexts(page);
  await page.goto('/me');
  await expectShown(page, 'Login expired');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fme$/);
  expect(await page.evaluate(() => localStorage.getItem('trade.token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('trade.user'))).toBeNull();

  // Logging in again leads back to the page the visitor wanted.
  await page.getByRole('textbox', { name: 'User ID or email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/me$/);
  await expect(page.getByText(email)).toBeVisible();
  // The other session is untouched.
  expect((await callApi(request, identityApi.getUserInfo, {}, { token: other })).status()).toBe(200);
});

test('home links every feature it names, with no tile that pretends', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Platform Trade' })).toBeVisible();
  const quick = page.getByRole('heading', { name: 'Quick access' }).locator('..');
  // Every feature is built now, so no tile says it is not; each opens its page.
  await expect(quick.getByText('Not available yet')).toHaveCount(0);
  for (const part of [
    'Deposit',
    'Withdraw',
    'Transfer',
    'Block trading',
    'IPO subscription',
    'AI robots',
    'Mining',
    'Loans',
  ])
    await expect(quick.getByRole('link', { name: part })).toHaveCount(1);
  // Customer service opens the support chat, which asks a visitor to log in first.
  await quick.getByRole('button', { name: 'Customer service' }).click();
  const chat = page.getByRole('dialog');
  await expect(chat.getByRole('button', { name: /log in/i })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await quick.getByRole('link', { name: 'Markets' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Markets' })).toBeVisible();
  await expect(page.getByTestId('simulated-badge')).toBeVisible();
});
