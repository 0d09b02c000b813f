import { identityApi } from '@platform/contracts';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { startSignedIn } from '../admin/support.ts';
import { callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { expectAccessible, registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { PNG_FILE, portalUrl } from './portal.ts';

/** A portal page with a customer already signed in (the portal's own keys `token` and `user`). */
async function signedInCustomer(page: Page, request: APIRequestContext) {
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  const res = await callApi(request, identityApi.login, { body: { account: email, password } });
  const { token, user } = (await res.json()).data as { token: string; user: unknown };
  await page.addInitScript(
    ([token, user]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
      localStorage.setItem('language', 'en');
    },
    [token, JSON.stringify(user)] as const,
  );
  return { email, token };
}

async function operatorConsole(browser: Browser, request: APIRequestContext, info: { project: { use: object } }) {
  const context = await browser.newContext(info.project.use);
  const page = await context.newPage();
  await startSignedIn(page, request);
  await page.goto('/admin/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support chat' })).toBeVisible({ timeout: 30_000 });
  return { context, page };
}

test.describe('support chat in the portal', () => {
  // A visitor asked to log in from the chat, and the read receipt's race: apps/portal/src/app/layout/support-chat.dom.test.tsx.
  test('a customer writes, the operator sees it live and replies, the customer sees the reply live, with an image', async ({
    page,
    browser,
    request,
  }, info) => {
    const { email } = await signedInCustomer(page, request);
    const operator = await operatorConsole(browser, request, info);

    await page.goto(portalUrl('/home'));
    const launcher = page.getByRole('button', { name: /^Customer service/ });
    await expect(launcher).toBeVisible();
    await shot(page, 'portal-launcher', { fullPage: false });
    // Keyboard: the launcher is a real button.
    await launcher.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Online customer service' });
    await expect(panel.getByText('Send us a message and an operator will answer here.')).toBeVisible();

    const box = panel.getByRole('textbox', { name: 'Message' });
    await box.fill('My mediation case has not moved for a week.');
    await box.press('Enter');
    const history = panel.getByRole('log', { name: 'Conversation history' });
    await expect(history.getByText('My mediation case has not moved for a week.')).toBeVisible();
    await expect(box).toHaveValue('');

    // The operator's console, open before the message, shows it without reloading.
    const desk = operator.page;
    const entry = desk.getByRole('link', { name: new RegExp(email.split('@')[0]!) });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('1 unread');
    await entry.click();
    const thread = desk.getByRole('log', { name: /^Messages with/ });
    await expect(thread.getByText('My mediation case has not moved for a week.')).toBeVisible();
    await expectAccessible(desk);
    await shot(desk, 'console-thread');

    const reply = desk.getByRole('textbox', { name: 'Message' });
    await reply.fill('Thank you, I am checking your case now.');
    await desk.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByText('Thank you, I am checking your case now.')).toBeVisible();

    // The customer's open panel shows the reply live, with the operator's receipt on their own message.
    await expect(history.getByText('Thank you, I am checking your case now.')).toBeVisible();
    await expect(history.getByText('· Read')).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'portal-panel', { fullPage: false });
    // The customer read the reply: the console shows the receipt once the panel marked it read.
    await expect(thread.getByText('· Read')).toBeVisible();

    // Closed panel: a new reply raises the unread badge on the launcher.
    await panel.getByRole('button', { name: 'Close chat' }).click();
    await reply.fill('Your case was assigned to a mediator.');
    await reply.press('Enter');
    await expect(page.getByRole('button', { name: 'Customer service, 1 unread' })).toBeVisible();

    // An image attached in the panel is shown to both sides.
    await page.getByRole('button', { name: 'Customer service, 1 unread' }).click();
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Attach an image' }).click();
    await (await chooser).setFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG_FILE.buffer });
    await expect(panel.getByText('Image attached: receipt.png')).toBeVisible();
    await panel.getByRole('button', { name: 'Send' }).click();
    await expect(panel.getByRole('img', { name: 'Image you sent' })).toBeVisible();
    await expect(thread.getByRole('img', { name: `Image from ${email}` })).toBeVisible();
    await operator.context.close();
  });
});
