import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/helpers.ts';
import { portalUrl } from './portal.ts';

const PAGES = [
  {
    route: '/home',
    heading: {
      en: 'Mediation for disputes with merchants, platforms and firms',
      zh: '为您与商家、平台和公司之间的纠纷提供调解',
    },
  },
  { route: '/login', heading: { en: 'Log in', zh: '登录' } },
] as const;

for (const language of ['en', 'zh'] as const) {
  test.describe(`portal accessibility (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lang) => localStorage.setItem('language', lang), language);
    });

    for (const { route, heading } of PAGES) {
      test(`${route} has no axe violations`, async ({ page }) => {
        await page.goto(portalUrl(route));
        await expect(page.getByRole('heading', { level: 1, name: heading[language] })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language === 'zh' ? 'zh-CN' : 'en');
        await expectAccessible(page);
      });
    }
  });
}

test('the skip link moves keyboard focus to the page content', async ({ page }) => {
  await page.goto(portalUrl('/home'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await expect(page).toHaveURL(/#\/home$/);
});
