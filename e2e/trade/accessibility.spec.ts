import { expect, test } from '@playwright/test';
import { E2E } from '../support/constants.ts';
import { expectAccessible, registerByApi } from '../support/helpers.ts';
import { signInByApi, startInLanguage } from './support.ts';

const TEXTS = {
  en: {
    login: 'Welcome back',
    register: 'Create your account',
    forgot: 'Forgot password',
    home: /^Hello/,
    me: 'Me',
    settings: 'Settings',
    lang: 'en',
  },
  zh: {
    login: '欢迎回来',
    register: '创建账户',
    forgot: '忘记密码',
    home: /^你好/,
    me: '我的',
    settings: '设置',
    lang: 'zh-CN',
  },
} as const;

for (const language of ['en', 'zh'] as const) {
  const texts = TEXTS[language];

  test(`the log-in, sign-up and password pages have no axe violations (${language})`, async ({ page, context }) => {
    test.slow(); // four axe runs
    await startInLanguage(context, language);
    for (const [path, heading] of [
      ['/login', texts.login],
      ['/register', texts.register],
      ['/forgot-password', texts.forgot],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', texts.lang);
      await expectAccessible(page);
    }
    // With the form's messages showing.
    await page.getByRole('button', { name: language === 'en' ? 'Reset' : '重置' }).click();
    await expect(page.locator('.mantine-InputWrapper-error').first()).toBeVisible();
    await expectAccessible(page);
  });

  test(`home, me and settings have no axe violations (${language})`, async ({ page, context, request }) => {
    test.slow(); // a registration, three pages and four axe runs
    const { email, password } = await registerByApi(request, E2E.inviteCode);
    await signInByApi(context, request, email, password);
    await startInLanguage(context, language);
    for (const [path, heading] of [
      ['/', texts.home],
      ['/me', texts.me],
      ['/settings', texts.settings],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
    }
    // The log-out dialog.
    await page.getByRole('button', { name: language === 'en' ? 'Log out' : '退出登录' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
  });
}

for (const language of ['en', 'zh'] as const) {
  test(`the signed-out header fits the width, its log-in button in view (${language})`, async ({ page, context }) => {
    await startInLanguage(context, language);
    const widths = (page.viewportSize()?.width ?? 0) < 768 ? [320, 375] : [1280];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const header = page.getByRole('banner');
      // The live-price status joins the header once the home page asks for prices: measure with it there.
      await expect(header.getByRole('status')).toBeVisible();
      const login = header.getByRole('link', { name: language === 'en' ? 'Log in' : '登录' });
      await expect(login).toBeVisible();
      // The header is fixed, so its overflow does not widen the page: measure the bar itself, and the button.
      const fit = await header.evaluate((bar) => ({
        overflow: bar.scrollWidth - bar.clientWidth,
        pageOverflow: document.documentElement.scrollWidth - innerWidth,
      }));
      expect(fit, `at ${width} px`).toEqual({ overflow: 0, pageOverflow: 0 });
      const box = (await login.boundingBox())!;
      expect(box.x + box.width, `the log-in button's right edge at ${width} px`).toBeLessThanOrEqual(width);
    }
  });
}

test('the header switches the language, and the choice is kept', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '欢迎回来' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '欢迎回来' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '用户ID或邮箱' })).toBeVisible();
});

test('log-in works from the keyboard alone, starting with the skip link', async ({ page, request }) => {
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'User ID or email' })).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Password/)).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello/ })).toBeVisible();
});
