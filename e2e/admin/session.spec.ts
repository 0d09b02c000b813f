import { expect, test } from '@playwright/test';
import { expectShown, recordShownTexts } from '../support/helpers.ts';
import { answerCodeStep, newOperator } from './support.ts';

test('a session the server no longer accepts says "Login expired" and leads to log-in, then back', async ({
  page,
  request,
}) => {
  // An admin of its own: the shared admin's codes come one per 30 s step, and its other log-ins would wait for them.
  const admin = await newOperator(request, ['admin']);
  await page.addInitScript(() => {
    if (sessionStorage.getItem('planted')) return;
    sessionStorage.setItem('planted', '1');
    localStorage.setItem('admin.token', 'revoked-or-unknown-token-0000000000');
    localStorage.setItem(
      'admin.user',
      JSON.stringify({ userId: 1, username: 'ghost', email: 'ghost@e2e.test', roles: ['admin'], language: 'en' }),
    );
  });
  await recordShownTexts(page);
  await page.goto('/admin/audit');
  await expectShown(page, 'Login expired');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin.token'))).toBeNull();

  // Logging in again returns to the page the operator was on.
  // (The log-in form leaves the address alone; `logIn` would start again from /admin/login.)
  await page.getByLabel('Email, username or user ID').fill(admin.login);
  await page.getByLabel(/^Password/).fill(admin.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await answerCodeStep(page, admin.login);
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
});
