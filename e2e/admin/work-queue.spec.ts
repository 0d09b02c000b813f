// Each operator lands on their own work (issue 32 §1): a mediator on the case assigned to them, with their menus
// only; a reviewer on the bank deposit waiting, with no cases; support on the customer waiting for a reply; an admin on
// every kind with its count. Each item opens its page; each role's menu holds only what it may open (§4).
import { adminApi, identityApi, mediationAdminApi, type Role, supportApi } from '@platform/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { expectAccessible, freshEmail, registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { signInThroughApi } from '../support/two-factor.ts';
import { applyFor, newApplicant } from './mediation-support.ts';
import { newMoneyUser, submitBankDeposit } from './money-support.ts';
import { adminToken, logIn } from './support.ts';

/** An operator of `roles`, enrolled in two-factor, with their user ID. */
async function newOperator(request: APIRequestContext, roles: Role[]) {
  const login = `wq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = 'operator-pass-1';
  const res = await callApi(
    request,
    adminApi.createOperator,
    { body: { email: freshEmail(login), username: login, password, roles, reason: 'E2E: work queue' } },
    { token: await adminToken(request) },
  );
  const body = await res.json();
  expect(body.code, body.msg).toBe(200);
  await signInThroughApi(request, login, password);
  return { login, password, userId: body.data.userId as number };
}

/** Opens every folded group of the navigation, so its entries can be looked at. */
async function openedNavigation(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Back office navigation' });
  await expect(nav.getByRole('link', { name: 'My work' })).toBeVisible();
  for (const group of await nav.getByRole('button').all()) {
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  }
  return nav;
}

test('a mediator lands on their work: the case assigned to them, what it waits for, and their menus only', async ({
  page,
  request,
}) => {
  const applicant = await newApplicant(request);
  const counterparty = `Work Queue Broker ${Date.now().toString(36)}`;
  const applied = await applyFor(request, applicant, counterparty);
  const mediator = await newOperator(request, ['mediator']);
  const assigned = await callApi(
    request,
    mediationAdminApi.assignCase,
    { params: { id: applied.id }, body: { mediatorId: mediator.userId } },
    { token: await adminToken(request) },
  );
  expect((await assigned.json()).code).toBe(200);

  await logIn(page, mediator.login, mediator.password);
  await expect(page).toHaveURL(/\/admin\/work$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible();
  const item = page.getByRole('list', { name: 'Cases' }).getByRole('link').filter({ hasText: applied.trackingNumber });
  await expect(item).toContainText(counterparty);
  await expect(item).toContainText('New case to review');
  await expect(item).toContainText(`Assigned to ${mediator.login}`);
  // Nothing of the other roles' work.
  await expect(page.getByRole('list', { name: 'Bank deposits' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Waiting per kind' })).toHaveText(/^Cases \d+$/);
  await shot(page, 'work-queue-mediator');

  const nav = await openedNavigation(page);
  await expect(nav.getByRole('link', { name: /^Cases$/ })).toBeVisible();
  for (const other of [/^Real-name reviews$/, /^Deposit reviews$/, /^Users$/, /^Support chat$/])
    await expect(nav.getByRole('link', { name: other })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Money' })).toHaveCount(0);

  // From the keyboard: the item focused, Enter opens the case's page.
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin/cases/${applied.id}$`));
});

test('a reviewer lands on their work: the bank deposit waiting, with its queue a click away, and no cases', async ({
  page,
  request,
}) => {
  const customer = await newMoneyUser(request);
  const deposit = await submitBankDeposit(request, customer, '123.45');
  const reviewer = await newOperator(request, ['reviewer']);

  await logIn(page, reviewer.login, reviewer.password);
  await expect(page).toHaveURL(/\/admin\/work$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible();
  const item = page.getByRole('list', { name: 'Bank deposits' }).getByRole('link').filter({ hasText: customer.email });
  await expect(item).toContainText('123.45 USD');
  await expect(item).toContainText('Bank transfer to check');
  await expect(item).toContainText(/Due in|Overdue/);
  await expect(page.getByRole('list', { name: 'Cases' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Support conversations' })).toHaveCount(0);
  await expectAccessible(page);
  // The page fits its width: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await shot(page, 'work-queue-reviewer');

  const nav = await openedNavigation(page);
  await expect(nav.getByRole('link', { name: /^Deposit reviews$/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Real-name reviews$/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Cases$/ })).toHaveCount(0);

  await item.click();
  await expect(page).toHaveURL(new RegExp(`/admin/money/deposits/${deposit.id}$`));
  await expect(page.getByText(customer.email).first()).toBeVisible();

  // In Chinese, every word of the page translated.
  await page.evaluate(() => localStorage.setItem('language', 'zh'));
  await page.goto('/admin/work');
  await expect(page.getByRole('heading', { level: 1, name: '我的工作' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: '银行入金' }).getByRole('link').filter({ hasText: customer.email }),
  ).toContainText('银行转账待核对');
  await expectAccessible(page);
  await shot(page, 'work-queue-reviewer-zh');
});

test('support lands on the customer waiting for a reply; the menu holds support work, and money is not theirs', async ({
  page,
  request,
}) => {
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  const login = await callApi(request, identityApi.login, { body: { account: email, password } });
  const token = (await login.json()).data.token as string;
  const text = `Where is my deposit? ${Date.now().toString(36)}`;
  expect(
    (await callApi(request, supportApi.sendMessage, { body: { source: 'trade', text } }, { token })).status(),
  ).toBe(200);
  const support = await newOperator(request, ['support']);

  await logIn(page, support.login, support.password);
  await expect(page).toHaveURL(/\/admin\/work$/, { timeout: 30_000 });
  // Others' conversations may wait longer: "/" filters the queue, from the keyboard.
  await expect(page.getByRole('heading', { level: 1, name: 'My work' })).toBeVisible();
  await page.keyboard.press('/');
  await page.keyboard.type(email);
  const item = page.getByRole('list', { name: 'Support conversations' }).getByRole('link').filter({ hasText: email });
  await expect(item).toContainText('Customer waiting for a reply');
  await expect(page.getByRole('list', { name: 'Cases' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Bank deposits' })).toHaveCount(0);

  const nav = await openedNavigation(page);
  for (const own of [/^Support chat$/, /^Feedback$/, /^Users$/])
    await expect(nav.getByRole('link', { name: own })).toBeVisible();
  for (const other of [/^Cases$/, /^Deposit reviews$/, /^Audit log$/, /^Invitation codes$/])
    await expect(nav.getByRole('link', { name: other })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Money' })).toHaveCount(0);

  // A page of another role, reached by its address, says who may act there, and they stay signed in.
  await page.goto('/admin/audit');
  await expect(page.getByText(/^Only admins read the whole audit log\./)).toBeVisible();
  await page.goto('/admin/work');
  await page.getByRole('searchbox', { name: 'Filter' }).fill(email);
  await item.click();
  await expect(page).toHaveURL(/\/admin\/support\/\d+$/);
});

test('an admin lands on every kind of work with its count, and has every menu', async ({ page, request }) => {
  const applicant = await newApplicant(request);
  await applyFor(request, applicant, `Admin Queue Broker ${Date.now().toString(36)}`);
  const admin = await newOperator(request, ['admin']);

  await logIn(page, admin.login, admin.password);
  await expect(page).toHaveURL(/\/admin\/work$/, { timeout: 30_000 });
  const summary = page.getByRole('list', { name: 'Waiting per kind' });
  for (const kind of [
    'Cases',
    'KYC and real-name',
    'Loan applications',
    'Bank deposits',
    'Withdrawals',
    'Support conversations',
  ])
    await expect(summary).toContainText(kind);
  await expect(summary.getByRole('listitem').filter({ hasText: 'Cases' })).toHaveText(/Cases [1-9]\d*/);

  const nav = await openedNavigation(page);
  for (const entry of [
    /^Cases$/,
    /^Deposit reviews$/,
    /^Support chat$/,
    /^Audit log$/,
    /^Invitation codes$/,
    /^Users$/,
  ])
    await expect(nav.getByRole('link', { name: entry })).toBeVisible();
});
