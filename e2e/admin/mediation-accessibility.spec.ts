import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { startSignedIn } from './support.ts';

// Every list page of the mediation back office, in both languages (detail pages are checked in their journeys).
const pages = [
  { path: '/cases', en: 'Mediation cases', zh: '调解案件' },
  { path: '/realname-reviews', en: 'Real-name reviews', zh: '实名审核' },
  { path: '/feedback', en: 'Feedback', zh: '意见反馈' },
  { path: '/mediation/deadlines', en: 'Deadlines', zh: '截止期限' },
  { path: '/publishing/news', en: 'Portal news', zh: '门户新闻' },
  { path: '/publishing/cases', en: 'Published cases', zh: '公开案例' },
  { path: '/publishing/plans', en: 'Service plans', zh: '服务套餐' },
  { path: '/publishing/services', en: 'Services', zh: '服务项目' },
  { path: '/publishing/about-us', en: 'About-us sections', zh: '关于我们' },
  { path: '/publishing/certificates', en: 'Certificates', zh: '资质证书' },
  { path: '/publishing/partners', en: 'Partners', zh: '合作伙伴' },
] as const;

// One signed-in tab per language walks every page, each a step (a log-in per page cost more than the checks).
for (const language of ['en', 'zh'] as const) {
  test(`axe on the mediation back office, ${language}`, async ({ page, request }) => {
    test.slow(); // one axe run per page
    await startSignedIn(page, request, language);
    for (const { path, ...heading } of pages) {
      await test.step(path, async () => {
        await page.goto(`/admin${path}`);
        await expect(page.getByRole('heading', { level: 1, name: heading[language] })).toBeVisible({
          timeout: 30_000,
        });
        await expect(page.getByRole('status')).toHaveCount(0);
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expectAccessible(page);
        await shot(page, `admin-${language}${path.replace(/[^a-z0-9]+/gi, '-')}`);
      });
    }
  });
}
