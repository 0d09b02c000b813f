import { identityApi, systemApi } from '@platform/contracts';
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { axeViolations, expectEveryTextTranslated } from '../support/helpers.ts';

/** A portal hash route, e.g. `portalUrl('/login')` → `/portal/#/login`. */
export const portalUrl = (route = '') => `/portal/#${route}`;

export const isPhone = (info: TestInfo) => info.project.name === 'phone';

/**
 * The header's account area (Log in, or the user's name and Log out). On a phone it lives in the menu drawer, which
 * this opens; on a desktop it is in the page header.
 */
export async function openAccountArea(page: Page, info: TestInfo): Promise<Locator> {
  if (!isPhone(info)) return page.getByRole('banner');
  await page.getByRole('button', { name: /open menu|打开菜单/i }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Switches the language with the header's language menu. */
export async function switchLanguage(page: Page, to: 'English' | '简体中文') {
  await page.getByRole('button', { name: /^(Language|语言):/ }).click();
  await page.getByRole('menuitem', { name: to }).click();
}

/** Everything the page keeps in local storage. */
export const localStorageOf = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)) as Record<string, string>);

export const SUBJECT = { signUp: /sign-up code|注册验证码/, reset: /password reset code|密码重置验证码/ } as const;

/** The newest six-digit code in a mail to `email` whose subject matches (sign-up and reset mails share the box). */
export async function mailedCodeFor(request: APIRequestContext, email: string, subject: RegExp): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await callApi(request, systemApi.devMailbox, { query: { to: email } });
      const mails: Array<{ subject: string; text: string }> = (await res.json()).data ?? [];
      code = /\b(\d{6})\b/.exec(mails.find((m) => subject.test(m.subject))?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Logs in through the API; the session is put where the portal keeps it (`token`, `user`) before the first page loads. */
export async function signInByApi(page: Page, request: APIRequestContext, account: string, password: string) {
  const res = await callApi(request, identityApi.login, { body: { account, password } });
  expect(res.status()).toBe(200);
  const { token, user } = (await res.json()).data;
  await page.addInitScript(
    ([t, u]) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return token as string;
}

/** Picks an option of a Mantine select by its label (typing first narrows a searchable one). */
export async function choose(scope: Page | Locator, label: string, option: string, search?: string) {
  const input = scope.getByRole('textbox', { name: label, exact: true });
  await input.click();
  if (search) await input.fill(search);
  const page = 'page' in scope ? scope.page() : scope;
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

/** A 1×1 PNG for upload fields. */
export const PNG_FILE = {
  name: 'document.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/**
 * axe on the page once every toast has closed (they close after 2 s): Mantine's toast close button carries no name,
 * which is the shared toast's to fix, not the page's. The violations name the elements' HTML.
 */
export async function expectPageAccessible(page: Page) {
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 8_000 });
  const summary = (await axeViolations(page)).map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target} ${n.html}`).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
  await expectEveryTextTranslated(page);
}
