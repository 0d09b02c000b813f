// The trade app's accessibility sweep (issue 29): every page of the shell, the account and the money in English, judged
// by axe as it loads with data and, where it has a form, with the form's refusals showing; in Chinese each list's first
// page and every form (axe's rules judge the same structure, names and colours in both languages; that every text has
// its Chinese is held by the resources' test in packages/ui/src/i18n and the type-checked keys); a few representative
// pages in the dark theme. Screen behaviour is tested in the component layer (apps/trade/src/features/
// **/*.dom.test.tsx); the journeys that cross the server run no axe for the pages checked here. Along the way, what only
// a browser can see: the signed-out header fitting a phone's width, the language chosen in the header being kept, a
// log-in from the keyboard alone, a long bank name wrapping inside its card, and (in English) the customer-service
// launcher hiding none of a page's controls.
import { marketAdminApi, moneyApi } from '@platform/contracts';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { submitBankDeposit } from '../admin/money-support.ts';
import { callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { expectAccessible, registerByApi } from '../support/helpers.ts';
import { judgePage } from '../support/launcher.ts';
import { shot } from '../support/shots.ts';
import { sharedAdminSession } from '../support/two-factor.ts';
import {
  dataOf,
  idempotencyKey,
  type MoneyUser,
  operatorApprovesDeposit,
  operatorRejectsDeposit,
  prepareWithdrawals,
  TRADE_PASSWORD,
} from './money-support.ts';
import { signInByApi, startInLanguage } from './support.ts';

type Language = 'en' | 'zh';
type Texts = Record<Language, string>;
/** A page, its heading, and the button that shows its form's refusals (if it has a form). */
type Screen = readonly [path: string, title: Texts | RegExp, refuse?: Texts];

const t = (en: string, zh: string): Texts => ({ en, zh });
const SIGNED_OUT: readonly Screen[] = [
  ['/login', t('Welcome back', '欢迎回来'), t('Log in', '登录')],
  ['/register', t('Create your account', '创建账户'), t('Sign up', '注册')],
  ['/forgot-password', t('Forgot password', '忘记密码'), t('Reset', '重置')],
];
/** What a visitor reaches besides the forms (and a news item, made per test). */
const VISITOR: readonly Screen[] = [
  ['/', t('Welcome to Platform Trade', '欢迎使用平台交易')],
  ['/markets', t('Markets', '行情')],
  ['/quote/AAPL', /^AAPL/],
  ['/nowhere', t('Page not found', '页面不存在')],
];
const SHELL: readonly Screen[] = [
  ['/me', t('Me', '我的')],
  ['/inbox', t('Messages', '消息')],
  ['/referrals', t('Invite friends', '邀请好友')],
];
/** Before the identity is verified: the withdrawal's gate and the KYC form. */
const UNVERIFIED: readonly Screen[] = [
  ['/assets/withdraw', t('Withdraw', '提现')],
  ['/kyc', t('Identity verification', '身份认证'), t('Submit for review', '提交审核')],
];
const MONEY: readonly Screen[] = [
  ['/assets', t('Assets', '资产')],
  ['/assets/transfer', t('Transfer', '划转'), t('Transfer', '划转')],
  ['/assets/history', t('History', '记录')],
  ['/assets/history?tab=deposits', t('History', '记录')],
  ['/assets/history?tab=withdrawals', t('History', '记录')],
  ['/assets/statements', t('Statements', '对账单')],
  ['/assets/deposit', t('Deposit', '充值'), t('Send a test payment', '发送测试付款')],
  ['/assets/deposit?method=bank', t('Deposit', '充值'), t('Submit for review', '提交审核')],
  ['/assets/withdraw', t('Withdraw', '提现')],
  ['/assets/withdraw?method=chain', t('Withdraw', '提现'), t('Withdraw', '提现')],
  ['/bank-cards', t('Bank cards', '银行卡')],
  ['/bank-cards/bind', t('Bind a bank card', '绑定银行卡'), t('Bind card', '绑定')],
  ['/security', t('Security center', '安全中心'), t('Change log-in password', '修改登录密码')],
];
/** 60 characters without a space, the longest bank name the contract takes. */
const LONG_BANK = 'Landesgirokassenzentralgenossenschaftsbankaktiengesellschaft';

/** What the Chinese sweep judges of a list of screens: the first, and every one with a form to refuse. */
const inChinese = (screens: readonly Screen[]) => screens.filter((screen, index) => index === 0 || screen[2]);

const heading = (page: Page, title: Texts | RegExp, language: Language) =>
  page.getByRole('heading', { level: 1, name: title instanceof RegExp ? title : title[language] });

/** Goes to a path within the app as its own links do (no new page load: the app, its socket and its data stay). */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

/** Each page in turn, the first loaded afresh, the rest reached within the app. */
async function sweep(page: Page, screens: readonly Screen[], language: Language) {
  for (const [index, [path, title, refuse]] of screens.entries()) {
    if (index === 0) await page.goto(path);
    else await visit(page, path);
    await expect(heading(page, title, language)).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0); // loaded
    await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en' : 'zh-CN');
    await judgePage(page, path, language);
    if (!refuse) continue;
    await page.getByRole('main').getByRole('button', { name: refuse[language], exact: true }).click();
    await expect(page.locator('.mantine-InputWrapper-error').first()).toBeVisible();
    await expectAccessible(page);
  }
}

/** A published news item (through the back office's API), so that the news page has something to show. */
async function newsItem(request: APIRequestContext): Promise<Screen> {
  const title = 'A published item for the sweep';
  const { token } = await sharedAdminSession(request);
  const body = { title, body: 'A news item for the news page.', published: true, reason: 'e2e: the sweep' };
  const { id } = await dataOf<{ id: number }>(await callApi(request, marketAdminApi.createNews, { body }, { token }));
  return [`/news/${id}`, t(title, title)];
}

/** Nothing on the element reaches past its own box (a long word overflowing shows as a wider scroll width). */
const fitsItsBox = (locator: Locator) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth);

/** The signed-out header at a phone's narrowest widths: nothing overflows, Log in in view. */
async function headerFits(page: Page, language: Language) {
  for (const width of [320, 375]) {
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
  await page.setViewportSize({ width: 375, height: 812 });
}

/** The install page an invite link opens, and its hand-written install steps. */
async function installPage(page: Page, language: Language) {
  await page.goto('/install?code=E2EHOUSE');
  await expect(heading(page, t('Platform Trade', '平台交易'), language)).toBeVisible();
  await judgePage(page, '/install', language);
  await page.getByRole('button', { name: language === 'en' ? 'Install' : '安装', exact: true }).click();
  await expect(page.locator('#install-steps')).toBeVisible();
  await expectAccessible(page);
}

/** A user with something on every money page: a deposit approved, one refused (a message), a withdrawal, a long card. */
async function userWithMoney(request: APIRequestContext, user: MoneyUser) {
  const { token } = user;
  await prepareWithdrawals(request, user);
  await dataOf(
    await callApi(
      request,
      moneyApi.bindBankCard,
      { body: { bankName: LONG_BANK, accountName: 'E2E Holder', cardNumber: '5555 5555 5555 4444' } },
      { token },
    ),
  );
  await operatorApprovesDeposit(request, (await submitBankDeposit(request, user, '120')).id);
  await operatorRejectsDeposit(request, (await submitBankDeposit(request, user, '25')).id, 'The receipt is unreadable');
  const [card] = await dataOf<Array<{ id: number }>>(await callApi(request, moneyApi.bankCards, {}, { token }));
  await dataOf(
    await callApi(
      request,
      moneyApi.createWithdrawal,
      { body: { method: 'bank', cardId: card!.id, currency: 'USD', amount: '20', tradePassword: TRADE_PASSWORD } },
      { token, idempotencyKey: idempotencyKey() },
    ),
  );
}

test('every page of the account and the money, in English: axe, the header at a phone’s width, a keyboard log-in, a long bank name', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000); // some thirty pages and their axe runs, on a shared machine
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  await headerFits(page, 'en');
  await sweep(page, SIGNED_OUT, 'en');
  await sweep(page, [...VISITOR, await newsItem(request)], 'en');
  await installPage(page, 'en');

  // Log-in from the keyboard alone, starting with the skip link.
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
  await judgePage(page, '/', 'en');
  const token = (await page.evaluate(() => localStorage.getItem('trade.token')))!;
  const userId = JSON.parse((await page.evaluate(() => localStorage.getItem('trade.user')))!).userId as number;

  await visit(page, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await judgePage(page, '/settings', 'en');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await sweep(page, UNVERIFIED, 'en');
  await userWithMoney(request, { userId, email, password, token });
  await sweep(page, [...SHELL, ...MONEY], 'en');

  // A 60-character bank name wraps inside its card, and Unbind stays in view and on top.
  await visit(page, '/bank-cards');
  const card = page.getByTestId('bank-card-4444');
  await expect(card.getByText(LONG_BANK)).toBeVisible();
  expect(await fitsItsBox(card)).toBe(true);
  expect(await fitsItsBox(card.getByText(LONG_BANK))).toBe(true);
  const unbind = card.getByRole('button', { name: /^Unbind/ });
  await expect(unbind).toBeInViewport({ ratio: 1 });
  const [cardBox, unbindBox] = [await card.boundingBox(), await unbind.boundingBox()];
  expect(unbindBox!.x + unbindBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  await unbind.click({ trial: true }); // nothing covers it
  await shot(page, 'bank-cards');
});

test('the account and the money in Chinese, chosen in the header and kept: first pages and every form', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(600_000); // some thirty pages and their axe runs, on a shared machine
  // The language is chosen in the header, and kept after a reload.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: '简体中文' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '欢迎回来' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: '欢迎回来' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: '用户ID或邮箱' })).toBeVisible();

  await headerFits(page, 'zh');
  await sweep(page, inChinese(SIGNED_OUT), 'zh');
  await sweep(page, inChinese(VISITOR), 'zh');
  await installPage(page, 'zh');

  const { email, password } = await registerByApi(request, E2E.inviteCode);
  const { token, user } = await signInByApi(context, request, email, password);
  await startInLanguage(context, 'zh');
  await sweep(
    page,
    [
      ['/', /^你好/],
      ['/settings', t('Settings', '设置')],
    ],
    'zh',
  );
  await page.getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();

  await sweep(page, inChinese(UNVERIFIED), 'zh');
  await userWithMoney(request, { userId: user.userId, email, password, token });
  await sweep(page, inChinese([...SHELL, ...MONEY]), 'zh');
});

test('the dark theme: the device’s until chosen, chosen in Settings and kept; representative pages pass axe in it', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // a registration, six screens and their axe runs
  const scheme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  await signInByApi(context, request, email, password);

  // Until the user chooses, the app follows the device.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/settings');
  await expect(page.getByRole('radio', { name: 'Same as this device' })).toBeChecked();
  await expect.poll(scheme).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(scheme).toBe('light');

  // Chosen in Settings, dark stays dark on a light device, after a reload too.
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect.poll(scheme).toBe('dark');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect.poll(scheme).toBe('dark');
  await expectAccessible(page);

  // Home shows the simulator's notes of its own data, each labelled and linked to its instrument (the job writes
  // them once the server listens).
  await page.goto('/');
  const notes = page.getByRole('region', { name: 'Simulated market notes' }).locator('li[data-note-kind]');
  await expect(async () => {
    await page.reload();
    await expect(notes.first()).toBeVisible({ timeout: 3_000 });
  }).toPass();
  const note = notes.first();
  await expect(note.getByTestId('simulated-badge')).toHaveText('Simulated market note');
  await expect(note.getByRole('link')).toHaveAttribute('href', /^\/quote\/[A-Z0-9.]+$/);
  await expect(note).toContainText(/From the simulator’s (closing quotes|daily bars|quote)/);

  for (const [path, title, name] of [
    ['/', /^Hello/, 'home'],
    ['/markets', 'Markets', 'markets'],
    ['/quote/AAPL', 'AAPL', 'quote'],
    ['/assets', 'Assets', 'assets'],
    ['/me', 'Me', 'me'],
  ] as const) {
    await visit(page, path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    if (path !== '/assets' && path !== '/me') {
      await expect(page.locator('[data-symbol], [data-testid="price-chart"]').first()).toBeVisible();
    }
    await expectAccessible(page);
    await shot(page, `dark-${name}`);
  }

  // Light by choice stays light on a dark device.
  await visit(page, '/settings');
  await page.getByRole('radio', { name: 'Light' }).check();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(scheme).toBe('light');
  await visit(page, '/');
  await expect(notes.first()).toBeVisible();
  await expectAccessible(page);
});
