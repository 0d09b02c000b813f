import { adminApi, identityApi, supportApi } from '@platform/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { expectAccessible, expectShown, recordShownTexts, registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { signInThroughApi } from '../support/two-factor.ts';
import { adminToken, startSignedIn } from './support.ts';

/** A customer who wrote to support from the trade app; answers their e-mail and token. */
async function customerWhoWrote(request: APIRequestContext, text: string) {
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  const login = await callApi(request, identityApi.login, { body: { account: email, password } });
  const token = (await login.json()).data.token as string;
  const sent = await callApi(request, supportApi.sendMessage, { body: { source: 'trade', text } }, { token });
  expect(sent.status()).toBe(200);
  return { email, token };
}

test.describe('support console', () => {
  test('filters, assigns to me and closes a conversation, all audited', async ({ page, request }, info) => {
    await recordShownTexts(page);
    const { email } = await customerWhoWrote(request, 'Why was my withdrawal returned?');
    await startSignedIn(page, request);
    await page.goto('/admin/support?filter=unread');
    await expect(page.getByRole('heading', { level: 1, name: 'Support chat' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('radio', { name: 'Unread' })).toBeChecked();
    const name = email.split('@')[0]!;
    await page.getByRole('searchbox', { name: /Search by user ID/ }).fill(email);
    await page.getByRole('searchbox', { name: /Search by user ID/ }).press('Enter');
    const entry = page.getByRole('link', { name: new RegExp(name) });
    await expect(entry).toContainText('Why was my withdrawal returned?');
    await expect(entry).toContainText('Trade app');
    await shot(page, 'console-list');

    await entry.click();
    await expect(page.getByText('Unassigned')).toBeVisible();
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await expectShown(page, 'Assigned to you');
    await expect(page.getByText('Assigned to admin')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Assign to me' })).toBeDisabled();

    // Opening it read it: the unread list beside the thread no longer has it.
    if (info.project.name === 'desktop') await expect(page.getByText('No conversations here')).toBeVisible();

    await page.getByRole('button', { name: 'Close conversation' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ok' }).click();
    await expectShown(page, 'Conversation closed');
    await expect(
      page.getByText('This conversation is closed. The customer’s next message opens a new one.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

    await page.goto('/admin/audit?targetType=support_conversation');
    await expect(page.getByText('support.close').first()).toBeVisible();
    await expect(page.getByText('support.assign').first()).toBeVisible();
  });

  test('tells an operator without the support role, instead of refusing them', async ({ page, request }) => {
    const email = `reviewer-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
    const password = 'reviewer-pass-1';
    const created = await callApi(
      request,
      adminApi.createOperator,
      {
        body: {
          email,
          username: `rv${Date.now().toString(36).slice(-6)}`,
          password,
          roles: ['reviewer'],
          reason: 'e2e',
        },
      },
      { token: await adminToken(request) },
    );
    expect(created.status()).toBe(200);
    const { token, user } = await signInThroughApi(request, email, password);
    await page.addInitScript(
      ([token, user]) => {
        localStorage.setItem('admin.token', token);
        localStorage.setItem('admin.user', user);
      },
      [token, JSON.stringify(user)] as const,
    );
    await page.goto('/admin/support');
    await expect(page.getByText(/Support chat is answered by operators with the Support or Admin role/)).toBeVisible({
      timeout: 30_000,
    });
    // Still signed in: nothing was asked of the API that a reviewer may not do.
    await expect(page).toHaveURL(/\/admin\/support$/);
    await expectAccessible(page);
  });
});
