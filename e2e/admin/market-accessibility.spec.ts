import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/helpers.ts';
import { startSignedIn } from './support.ts';

const pages = {
  en: { instruments: 'Instruments', simulator: 'Simulator status', news: 'Market news', simulated: 'Simulated data' },
  zh: { instruments: '交易品种', simulator: '模拟器状态', news: '市场资讯', simulated: '模拟数据' },
} as const;

for (const language of ['en', 'zh'] as const) {
  test.describe(`axe on the market pages, ${language}`, () => {
    const text = pages[language];
    const cases = [
      { name: 'instruments', path: '/market/instruments', heading: text.instruments, simulated: true },
      { name: 'instrument detail', path: '/market/instruments/GILD', heading: 'GILD', simulated: true },
      { name: 'simulator status', path: '/market/status', heading: text.simulator, simulated: true },
      { name: 'market news', path: '/market/news', heading: text.news, simulated: false },
    ];
    for (const { name, path, heading, simulated } of cases) {
      test(`${name} page`, async ({ page, request }) => {
        await startSignedIn(page, request, language);
        await page.goto(`/admin${path}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('status')).toHaveCount(0);
        if (simulated) await expect(page.getByTestId('simulated-badge')).toHaveText(text.simulated);
        await expectAccessible(page);
      });
    }
  });
}
