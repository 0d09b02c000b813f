import { expect, test } from '@playwright/test';
import { E2E } from '../support/constants.ts';
import { expectAccessible, registerByApi } from '../support/helpers.ts';
import { signInByApi, startInLanguage } from './support.ts';

const TEXTS = {
  en: { home: /^Hello/, markets: 'Markets', watchlists: 'Watchlists', badge: 'Simulated data' },
  zh: { home: /^你好/, markets: '行情', watchlists: '自选', badge: '模拟数据' },
} as const;

for (const language of ['en', 'zh'] as const) {
  const texts = TEXTS[language];

  test(`home, markets, a quote and watchlists have no axe violations (${language})`, async ({
    page,
    context,
    request,
  }) => {
    test.slow(); // a registration, four pages and four axe runs
    const { email, password } = await registerByApi(request, E2E.inviteCode);
    await signInByApi(context, request, email, password);
    await startInLanguage(context, language);
    for (const [path, heading] of [
      ['/', texts.home],
      ['/markets', texts.markets],
      ['/quote/AAPL', 'AAPL'],
      ['/watchlists', texts.watchlists],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByTestId('simulated-badge').first()).toHaveText(texts.badge);
      // Wait for the market data to arrive before checking.
      await expect(page.locator('[data-symbol], [data-testid="price-chart"]').first()).toBeVisible();
      await expectAccessible(page);
    }
  });
}
