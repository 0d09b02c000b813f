import { expect, test } from '@playwright/test';
import { E2E } from '../support/constants.ts';
import { expectAccessible, registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { startSignedIn } from './support.ts';

const pages = {
  en: { users: 'Users', user: /^User #\d+$/, codes: 'Invitation codes', audit: 'Audit log', mailbox: 'Dev mailbox' },
  zh: { users: '用户', user: /^用户 #\d+$/, codes: '邀请码', audit: '审计日志', mailbox: '开发邮箱' },
} as const;

for (const language of ['en', 'zh'] as const) {
  test.describe(`axe, ${language}`, () => {
    test('log-in page, with the language chosen on it', async ({ page }) => {
      await page.goto('/admin/login');
      await page.getByRole('button', { name: /^(Language|语言)/ }).click();
      await page.getByRole('menuitem', { name: language === 'zh' ? '简体中文' : 'English' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(language === 'zh' ? '运营后台' : 'Back office');
      await expectAccessible(page);
    });

    const text = pages[language];
    const cases = [
      { name: 'users', path: async () => '/users', heading: text.users },
      {
        name: 'user detail',
        path: async (request: Parameters<typeof registerByApi>[0]) =>
          `/users/${(await registerByApi(request, E2E.inviteCode)).user.userId}`,
        heading: text.user,
      },
      { name: 'invitation codes', path: async () => '/invite-codes', heading: text.codes },
      { name: 'audit log', path: async () => '/audit', heading: text.audit },
      { name: 'dev mailbox', path: async () => '/mailbox', heading: text.mailbox },
    ];
    // One signed-in tab walks the pages, each a step (a log-in per page cost more than the checks).
    test('the signed-in pages', async ({ page, request }) => {
      test.slow(); // one axe run per page
      await startSignedIn(page, request, language);
      for (const { name, path, heading } of cases) {
        await test.step(name, async () => {
          const target = await path(request);
          await page.goto(`/admin${target}`);
          await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
          // Judge the page with its data, not its loading state.
          await expect(page.getByRole('status')).toHaveCount(0);
          await expectAccessible(page);
          await shot(page, `admin-${language}${target.replace(/[^a-z0-9]+/gi, '-')}`);
        });
      }
    });
  });
}
