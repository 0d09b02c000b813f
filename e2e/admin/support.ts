import { adminApi, type Role } from '@platform/contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { freshEmail } from '../support/helpers.ts';
import { keptSecret, nextCode, sharedAdminSession, signInThroughApi, withAccountLock } from '../support/two-factor.ts';

/**
 * Logs in through the back office's own form; an account a test enrolled answers the code step with a fresh code
 * (an operator no test enrolled meets the enrolment after log-in).
 */
export async function logIn(page: Page, account: string, password: string) {
  await submitLogInForm(page, account, password);
  await answerCodeStep(page, account);
}

/** The log-in form's password step alone (a refusal answers on it: no code step to wait for). */
export async function submitLogInForm(page: Page, account: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel(/Email, username or user ID|邮箱、用户名或用户ID/).fill(account);
  await page.getByLabel(/^(Password|密码)/).fill(password);
  await page.getByRole('button', { name: /^(Log in|登录)$/ }).click();
}

/** After the password step: the code step with a fresh code, for an account a test enrolled (else nothing). */
export async function answerCodeStep(page: Page, account: string) {
  const secret = keptSecret(account);
  if (!secret) return;
  const field = page.getByLabel(/^(Authentication code|身份验证码)/);
  // A wrong password answers on the form: no code step follows.
  const step = await field.waitFor({ timeout: 10_000 }).then(
    () => true,
    () => false,
  );
  if (!step) return;
  await withAccountLock(account, async () => {
    await field.fill(await nextCode(account, secret));
    await page.getByRole('button', { name: /^(Verify|验证)$/ }).click();
    await field.waitFor({ state: 'detached', timeout: 15_000 });
  });
}

/** Opens the back office as the shared admin (their session, opened once through the API and its code step). */
export async function logInAsAdmin(page: Page) {
  await startSignedIn(page, page.request);
  await page.goto('/admin/users');
  // The first page of a cold app may take a while on a busy machine; later steps use the normal timeout.
  await expect(page.getByRole('heading', { level: 1, name: /^(Users|用户)$/ })).toBeVisible({ timeout: 30_000 });
}

/** Below Mantine's `sm` breakpoint (48em) the navigation and the audit filters fold away. */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/**
 * Follows a navigation entry; on a phone the navigation first opens behind its burger. The entries sit in collapsible
 * groups: the closed ones are opened first (they stay open while the page lives).
 */
export async function goTo(page: Page, entry: RegExp) {
  if (isPhone(page)) await page.getByRole('button', { name: /Open navigation|打开导航/ }).click();
  const nav = page.getByRole('navigation', { name: /Back office navigation|后台导航/ });
  await expect(nav.getByRole('button').first()).toBeVisible();
  // The group buttons stay in place as groups open, so each is looked at once.
  for (const group of await nav.getByRole('button').all()) {
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  }
  await nav.getByRole('link', { name: entry }).click();
}

/** A fresh house invitation code: letters and digits, at most 20. */
export const freshCode = () =>
  `E2E${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`.toUpperCase().slice(0, 20);

/** The table row that contains a text. */
export const rowWith = (page: Page, text: string | RegExp) => page.getByRole('row').filter({ hasText: text });

/** Starts the page signed in as the admin (a session opened through the API), in a language. */
/**
 * The operator the journeys sign in as drafts agreements, which needs a name of their own (never "Administrator no.
 * 1" on an agreement): given once, as an admin would on their own account.
 */
export async function nameTheAdmin(request: APIRequestContext, token: string, userId: number) {
  const res = await callApi(
    request,
    adminApi.updateDisplayName,
    { params: { id: userId }, body: { displayName: E2E.admin.displayName } },
    { token },
  );
  expect(res.status()).toBe(200);
}

/**
 * Starts the page signed in (a session opened through the API), in a language: as the shared admin, named as every
 * journey names them, or as `account` (an operator of the test's own, see newOperator).
 */
export async function startSignedIn(
  page: Page,
  request: APIRequestContext,
  language: 'en' | 'zh' = 'en',
  account: { login: string; password: string } = { login: E2E.admin.email, password: E2E.admin.password },
) {
  const isAdmin = account.login === E2E.admin.email;
  const { token, user } = isAdmin
    ? await sharedAdminSession(request)
    : await signInThroughApi(request, account.login, account.password);
  if (isAdmin) await nameTheAdmin(request, token, user.userId);
  await page.addInitScript(
    ([token, user, language]) => {
      localStorage.setItem('admin.token', token);
      localStorage.setItem('admin.user', user);
      localStorage.setItem('language', language);
    },
    [token, JSON.stringify(user), language] as const,
  );
}

/**
 * An operator account of a test's own, opened by the admin through the API, with no display name yet: for a journey
 * that changes the operator itself (journeys run at once, and the shared admin's name is every other one's).
 */
export async function newOperator(request: APIRequestContext, roles: Role[], options: { enrol?: boolean } = {}) {
  const login = `op${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const password = 'operator-pass-1';
  const res = await callApi(
    request,
    adminApi.createOperator,
    { body: { email: freshEmail(login), username: login, password, roles, reason: 'E2E: an operator of its own' } },
    { token: await adminToken(request) },
  );
  expect((await res.json()).code).toBe(200);
  // Enrolled in two-factor at once, as every operator must be before the back office opens.
  if (options.enrol !== false) await signInThroughApi(request, login, password);
  return { login, password };
}

/** Filters the audit log (opening the folded filters on a phone) and waits for the address to carry them. */
export async function filterAudit(
  page: Page,
  filters: Partial<Record<'Action' | 'Actor user ID' | 'Target type' | 'Target ID', string>>,
) {
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  if (isPhone(page)) {
    const toggle = page.getByRole('button', { name: /^Filters/ });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }
  for (const [label, value] of Object.entries(filters)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?/);
}

/** An admin session token for calls the test makes itself (set-up and clean-up through the API). */
export async function adminToken(request: APIRequestContext) {
  return (await sharedAdminSession(request)).token;
}
