// The accessibility sweep of the trade app's markets, trading and investment screens: each once per language, in one
// page moved between on the client (home's quick-access tiles lead to the products, which also proves the tiles), with
// axe on each, and on the order ticket's confirm sheet; in English each page is also checked for the customer-service
// launcher hiding a control (with the account sweep, accessibility.spec.ts, that is every route of the app). The
// journeys themselves run no axe.
import { expect, type Page, test } from '@playwright/test';
import { verifyIdentityByApi } from '../admin/money-support.ts';
import { expectAccessible } from '../support/helpers.ts';
import { judgePage } from '../support/launcher.ts';
import { startInLanguage } from './support.ts';
import { fundedTrader, SYMBOL } from './trading-support.ts';

const TEXTS = {
  en: {
    home: /^Hello/,
    badge: 'Simulated data',
    markets: ['Markets', 'Markets'],
    watchlists: ['Watchlists', 'Watchlists'],
    trade: `Trade ${SYMBOL}`,
    submit: `Buy ${SYMBOL}`,
    quantity: 'Quantity',
    confirm: 'Confirm your order',
    records: 'Trading records',
    entrusted: 'Entrusted orders',
    products: [
      ['IPO subscription', 'IPO subscription', /\/ipo$/],
      ['Block trading', 'Block trading', /\/block-trading$/],
      ['Follow orders', 'Institution follow', /\/follow$/],
      ['AI robots', 'AI robots', /\/robots$/],
      ['Mining', 'Cloud mining', /\/mining$/],
      ['Loans', 'Loans', /\/loans$/],
    ],
  },
  zh: {
    home: /^你好/,
    badge: '模拟数据',
    markets: ['行情', '行情'],
    watchlists: ['自选', '自选'],
    trade: `交易 ${SYMBOL}`,
    submit: `买入 ${SYMBOL}`,
    quantity: '数量',
    confirm: '确认订单',
    records: '交易记录',
    entrusted: '委托订单',
    products: [
      ['新股申购', '新股申购', /\/ipo$/],
      ['大宗交易', '大宗交易', /\/block-trading$/],
      ['跟单', '机构跟单', /\/follow$/],
      ['AI机器人', 'AI机器人', /\/robots$/],
      ['挖矿', '云挖矿', /\/mining$/],
      ['借贷', '借贷', /\/loans$/],
    ],
  },
} as const;

/** Moves the app to `path` on the client, as its own links do (no reload: the session and the socket stay). */
const go = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** The screen has its data: its heading, and nothing still loading. */
async function settled(page: Page, name: string | RegExp) {
  await expect(heading(page, name)).toBeVisible();
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

for (const language of ['en', 'zh'] as const) {
  const texts = TEXTS[language];

  test(`markets, trading and the investment products have no axe violations (${language})`, async ({
    page,
    context,
    request,
  }) => {
    test.slow(); // a funded, verified account and fifteen axe runs
    const user = await fundedTrader(context, request, '1000');
    await verifyIdentityByApi(request, user.token);
    await startInLanguage(context, language);

    await page.goto('/');
    await settled(page, texts.home);
    await expect(page.getByTestId('simulated-badge').first()).toHaveText(texts.badge);
    await expect(page.locator('[data-symbol]').first()).toBeVisible();
    await judgePage(page, new URL(page.url()).pathname, language);

    for (const [tile, title] of [texts.markets, texts.watchlists]) {
      await go(page, '/');
      await page.getByRole('link', { name: tile, exact: true }).first().click();
      await settled(page, title);
      await expect(page.getByTestId('simulated-badge').first()).toHaveText(texts.badge);
      await judgePage(page, new URL(page.url()).pathname, language);
    }

    // A stock from home's list opens its quote.
    await go(page, '/');
    // The lists re-rank as quotes tick: the link is picked by its address, not its place.
    const href = (await page.locator('li[data-symbol] a[href^="/quote/"]').first().getAttribute('href'))!;
    const symbol = href.split('/').at(-1)!;
    await page.locator(`a[href="${href}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await settled(page, symbol);
    await expect(page.getByTestId('price-chart').locator('canvas').first()).toBeVisible();
    await judgePage(page, new URL(page.url()).pathname, language);

    // The ticket, and its confirm sheet over it.
    await go(page, `/trade/${SYMBOL}?side=buy`);
    await settled(page, texts.trade);
    await page.getByRole('textbox', { name: texts.quantity, exact: true }).fill('1');
    await expect(page.getByTestId('ticket-figures')).toHaveAttribute('aria-busy', 'false');
    await judgePage(page, new URL(page.url()).pathname, language);
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page.getByRole('dialog', { name: texts.confirm })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: texts.confirm })).toHaveCount(0);

    await go(page, '/records');
    await settled(page, texts.records);
    await judgePage(page, new URL(page.url()).pathname, language);
    await page.getByRole('tab', { name: texts.entrusted }).click();
    await expect(page.getByRole('tab', { name: texts.entrusted })).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page);

    // Home's quick-access tiles lead to each product.
    for (const [tile, title, path] of texts.products) {
      await go(page, '/');
      await page.getByRole('link', { name: tile, exact: true }).click();
      await expect(page).toHaveURL(path);
      await settled(page, title);
      await judgePage(page, new URL(page.url()).pathname, language);
    }
  });
}
