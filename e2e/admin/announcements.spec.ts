import {
  type Announcement,
  adminApi,
  type InboxMessage,
  identityApi,
  inboxAdminApi,
  inboxApi,
} from '@platform/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiPath, callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { expectAccessible, expectShown, recordShownTexts, registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { adminToken, goTo, logInAsAdmin, rowWith } from './support.ts';

/** The announcements sent so far, newest first, as an admin reads them through the API. */
async function sentAnnouncements(request: APIRequestContext, token: string) {
  const res = await callApi(request, inboxAdminApi.announcements, { query: { pageSize: 100 } }, { token });
  const body = await res.json();
  expect(body.code, body.msg).toBe(200);
  return body.data as { rows: Announcement[]; total: number };
}

test('an admin sends an announcement to all customers; it is listed with its reach and lands in a new customer’s inbox', async ({
  page,
  request,
}) => {
  const title = `E2E notice ${Date.now().toString(36)}`;
  const body = 'Markets close early on Friday.\nPending day orders expire at the early close.';
  const admin = await adminToken(request);
  // A customer who exists before the sending, so "all customers" includes them.
  const customer = await registerByApi(request, E2E.inviteCode);
  const login = await callApi(request, identityApi.login, {
    body: { account: customer.email, password: customer.password },
  });
  const customerToken = ((await login.json()).data as { token: string }).token;
  const sentBefore = (await sentAnnouncements(request, admin)).total;

  const posts: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().endsWith(apiPath(inboxAdminApi.announce))) posts.push(req.url());
  });
  await recordShownTexts(page);
  await logInAsAdmin(page);
  await goTo(page, /^Announcements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);

  // An empty form: each field says what it needs, and nothing is sent.
  await page.getByRole('button', { name: 'Review and send' }).click();
  await expect(page.getByText('Please choose who receives it')).toBeVisible();
  await expect(page.getByText('Please enter the title')).toBeVisible();
  await expect(page.getByText('Please enter the message')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shot(page, 'desktop-errors');
  expect(posts).toEqual([]);
  expect((await sentAnnouncements(request, admin)).total).toBe(sentBefore);

  await page.getByRole('radio', { name: /^All customers/ }).check();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Message/).fill(body);
  await expect(page.getByText(`${body.length} of 2000 characters`)).toBeVisible();
  await expect(page.getByText('Please enter the message')).toHaveCount(0);

  // The confirmation says who will receive it before anything goes.
  await page.getByRole('button', { name: 'Review and send' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this announcement?' });
  await expect(confirm).toContainText('All customers');
  await expect(confirm).toContainText(title);
  await expect(confirm).toContainText('Sending cannot be undone');
  await expectAccessible(page);
  await shot(page, 'desktop-confirm');
  expect(posts).toEqual([]);
  await confirm.getByRole('button', { name: 'Send announcement' }).click();
  await expect(confirm).toBeHidden();
  await expectShown(page, 'Announcement sent');
  expect(posts).toHaveLength(1);
  // The form is cleared for the next one.
  await expect(page.getByLabel(/^Title/)).toHaveValue('');

  const sent = (await sentAnnouncements(request, admin)).rows.find((a) => a.title === title);
  expect(sent).toMatchObject({ audience: 'all', body });
  expect(sent!.recipients).toBeGreaterThanOrEqual(1);
  const row = rowWith(page, title);
  await expect(row).toContainText('All customers');
  await expect(row).toContainText('Markets close early on Friday.');
  expect(sent!.sentBy).toBeTruthy();
  await expect(row.getByRole('cell').nth(4)).toHaveText(sent!.sentBy!);
  await expect(row.getByRole('cell').nth(3)).toHaveText(sent!.recipients.toLocaleString('en-US'));
  await shot(page, 'desktop-sent');

  // The customer finds it in their inbox, as an announcement carrying its words.
  const res = await callApi(request, inboxApi.messages, { query: { pageSize: 50 } }, { token: customerToken });
  const inbox = (await res.json()).data as { rows: InboxMessage[]; unread: number };
  const message = inbox.rows.find((m) => m.kind === 'announcement' && m.params.title === title);
  expect(message).toMatchObject({ category: 'system', read: false, params: { title, body } });

  // The sending is in the audit log, with its reach.
  const audit = await callApi(
    request,
    adminApi.findAudit,
    { query: { action: 'inbox.announce', targetType: 'announcement', targetId: String(sent!.id) } },
    { token: admin },
  );
  expect((await audit.json()).data.rows).toEqual([
    expect.objectContaining({
      detail: expect.objectContaining({ audience: 'all', title, recipients: sent!.recipients }),
    }),
  ]);

  // The back office is a desktop tool; at phone width the page still reads and the table scrolls on its own.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('heading', { level: 1, name: 'Announcements' })).toBeVisible();
  await shot(page, '375-sent');
});
