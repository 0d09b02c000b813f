// axe over the back office: the log-in page (the language chosen on it), then one signed-in tab walks every page by
// client-side navigation, with data where a page lists some (a user with money, a pending deposit and withdrawal) and
// the review and editor dialogs open (their errors shown). Every page in English; in Chinese each group's first page
// and every page with a dialog (the forms and their refusals). axe's rules judge the same structure, names and colours
// in both languages; that every text has its Chinese is held by the resources' test (packages/ui/src/i18n) and the
// type-checked keys. The pages' behaviour is tested in the DOM (apps/admin/src/**/*.dom.test.tsx) and by the journeys;
// axe runs only here.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { E2E } from '../support/constants.ts';
import { expectAccessible, registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { applyFor, newApplicant } from './mediation-support.ts';
import {
  approveDepositByApi,
  newMoneyUser,
  submitBankDeposit,
  submitBankWithdrawal,
  transferByApi,
} from './money-support.ts';
import { startSignedIn } from './support.ts';

type Language = 'en' | 'zh';
type Heading = string | RegExp;
const GROUPS = ['people', 'market and trading', 'money', 'mediation and publishing', 'products'] as const;
type Group = (typeof GROUPS)[number];

/** Every page once: its path, its heading in each language, and what to open on it after judging it. */
interface Sweep {
  /** The pages are judged in groups, one signed-in tab each (a tab per page cost more than the checks). */
  group: Group;
  path: string;
  heading: Record<Language, Heading>;
  /** Shown only with the simulated market's data: the page says so with a badge. */
  simulated?: boolean;
  /** A dialog to open (and judge) after the page: the button, the dialog, and the button that shows its errors. */
  dialog?: Record<Language, { open: string | RegExp; name: string | RegExp; submit?: string; errors?: false }>;
}

const SIMULATED = { en: 'Simulated data', zh: '模拟数据' } as const;

function pages(customerId: number, userId: number, depositId: number, withdrawalId: number): Sweep[] {
  return [
    { group: 'people', path: '/work', heading: { en: 'My work', zh: '我的工作' } },
    { group: 'people', path: '/users', heading: { en: 'Users', zh: '用户' } },
    {
      group: 'people',
      path: `/users/${customerId}`,
      heading: { en: `User #${customerId}`, zh: `用户 #${customerId}` },
    },
    { group: 'people', path: '/invite-codes', heading: { en: 'Invitation codes', zh: '邀请码' } },
    { group: 'people', path: '/audit', heading: { en: 'Audit log', zh: '审计日志' } },
    { group: 'people', path: '/mailbox', heading: { en: 'Dev mailbox', zh: '开发邮箱' } },
    { group: 'people', path: '/account/sessions', heading: { en: 'Devices and sessions', zh: '设备与会话' } },
    {
      group: 'market and trading',
      path: '/market/instruments',
      heading: { en: 'Instruments', zh: '交易品种' },
      simulated: true,
    },
    {
      group: 'market and trading',
      path: '/market/instruments/GILD',
      heading: { en: 'GILD', zh: 'GILD' },
      simulated: true,
    },
    {
      group: 'market and trading',
      path: '/market/status',
      heading: { en: 'Simulator status', zh: '模拟器状态' },
      simulated: true,
    },
    { group: 'market and trading', path: '/market/news', heading: { en: 'Market news', zh: '市场资讯' } },
    { group: 'market and trading', path: '/trading/settings', heading: { en: 'Trading settings', zh: '交易设置' } },
    { group: 'market and trading', path: '/trading/orders', heading: { en: 'Orders', zh: '订单' } },
    { group: 'market and trading', path: '/trading/positions?state=open', heading: { en: 'Positions', zh: '持仓' } },
    { group: 'market and trading', path: '/trading/exposure', heading: { en: 'Exposure', zh: '风险敞口' } },
    { group: 'money', path: `/money/deposits?userId=${userId}`, heading: { en: 'Deposit reviews', zh: '充值审核' } },
    {
      group: 'money',
      path: `/money/deposits/${depositId}`,
      heading: { en: `Deposit #${depositId}`, zh: `充值 #${depositId}` },
    },
    {
      group: 'money',
      path: `/money/withdrawals?userId=${userId}`,
      heading: { en: 'Withdrawal reviews', zh: '提现审核' },
    },
    {
      group: 'money',
      path: `/money/withdrawals/${withdrawalId}`,
      heading: { en: `Withdrawal #${withdrawalId}`, zh: `提现 #${withdrawalId}` },
    },
    {
      group: 'money',
      path: `/users/${userId}/ledger`,
      heading: { en: new RegExp(`^Ledger of user #${userId}`), zh: new RegExp(`^用户 #${userId}`) },
    },
    { group: 'money', path: '/money/house', heading: { en: 'House accounts', zh: '平台账户' } },
    { group: 'money', path: '/money/check', heading: { en: 'Ledger check', zh: '账本核对' } },
    { group: 'mediation and publishing', path: '/cases', heading: { en: 'Mediation cases', zh: '调解案件' } },
    {
      group: 'mediation and publishing',
      path: '/realname-reviews',
      heading: { en: 'Real-name reviews', zh: '实名审核' },
    },
    { group: 'mediation and publishing', path: '/feedback', heading: { en: 'Feedback', zh: '意见反馈' } },
    { group: 'mediation and publishing', path: '/mediation/deadlines', heading: { en: 'Deadlines', zh: '截止期限' } },
    { group: 'mediation and publishing', path: '/publishing/news', heading: { en: 'Portal news', zh: '门户新闻' } },
    {
      group: 'mediation and publishing',
      path: '/publishing/cases',
      heading: { en: 'Published cases', zh: '公开案例' },
    },
    { group: 'mediation and publishing', path: '/publishing/plans', heading: { en: 'Service plans', zh: '服务套餐' } },
    { group: 'mediation and publishing', path: '/publishing/services', heading: { en: 'Services', zh: '服务项目' } },
    {
      group: 'mediation and publishing',
      path: '/publishing/about-us',
      heading: { en: 'About-us sections', zh: '关于我们' },
    },
    {
      group: 'mediation and publishing',
      path: '/publishing/certificates',
      heading: { en: 'Certificates', zh: '资质证书' },
    },
    { group: 'mediation and publishing', path: '/publishing/partners', heading: { en: 'Partners', zh: '合作伙伴' } },
    {
      group: 'products',
      path: '/announcements',
      heading: { en: 'Announcements', zh: '公告' },
      dialog: {
        // The page is its form: its errors are shown in place, no dialog opens.
        en: { open: 'Review and send', name: '' },
        zh: { open: '检查并发送', name: '' },
      },
    },
    { group: 'products', path: '/support', heading: { en: 'Support chat', zh: '客服聊天' } },
    { group: 'products', path: '/block-trading', heading: { en: 'Block trading', zh: '大宗交易' } },
    {
      group: 'products',
      path: '/ipo',
      heading: { en: 'IPO offerings', zh: '新股发行' },
      dialog: {
        en: { open: 'New offering', name: 'New offering', submit: 'Save offering' },
        zh: { open: '新建新股', name: '新建新股', submit: '保存新股' },
      },
    },
    {
      group: 'products',
      path: '/follow/institutions',
      heading: { en: 'Follow institutions', zh: '跟单机构' },
      dialog: {
        en: { open: 'New institution', name: 'New institution', submit: 'Save institution' },
        zh: { open: '新建机构', name: '新建机构', submit: '保存机构' },
      },
    },
    {
      group: 'products',
      path: '/mining/products',
      heading: { en: 'Mining products', zh: '矿机产品' },
      dialog: {
        en: { open: 'New product', name: 'New mining product', submit: 'Save product' },
        zh: { open: '新建产品', name: '新建矿机产品', submit: '保存产品' },
      },
    },
    { group: 'products', path: '/mining/network', heading: { en: 'Simulated mining network', zh: '模拟挖矿网络' } },
    {
      group: 'products',
      path: '/robots/products',
      heading: { en: 'Robot products', zh: '机器人产品' },
      dialog: {
        en: { open: /^Edit /, name: /^Edit /, submit: 'Save product' },
        zh: { open: /^编辑 /, name: /^编辑 /, submit: '保存产品' },
      },
    },
    {
      group: 'products',
      path: '/loans/products',
      heading: { en: 'Loan products', zh: '贷款产品' },
      dialog: {
        en: { open: 'New product', name: 'New loan product' },
        zh: { open: '新建产品', name: '新建贷款产品' },
      },
    },
    { group: 'products', path: '/loans/applications', heading: { en: 'Loan applications', zh: '贷款申请' } },
  ];
}

/** Client-side navigation in the page the test holds (the router follows the history, as after a link). */
async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, `/admin${path}`);
}

/** The group's pages, with the data some list: a customer (people), a user with money on both accounts, a pending
 * deposit and a pending withdrawal (money), a case (mediation). */
async function seed(request: APIRequestContext, group: Group) {
  let [customerId, userId, depositId, withdrawalId] = [0, 0, 0, 0];
  if (group === 'people') customerId = (await registerByApi(request, E2E.inviteCode)).user.userId;
  // A case in the queue, so its table is judged (and measured) with a row.
  if (group === 'mediation and publishing') await applyFor(request, await newApplicant(request), 'Axe Sweep Brokers');
  if (group === 'money') {
    const user = await newMoneyUser(request);
    await approveDepositByApi(request, (await submitBankDeposit(request, user, '900')).id);
    await transferByApi(request, user, '100');
    userId = user.userId;
    depositId = (await submitBankDeposit(request, user, '75.25')).id;
    withdrawalId = (await submitBankWithdrawal(request, user, '120')).withdrawal.id;
  }
  return pages(customerId, userId, depositId, withdrawalId).filter((sweep) => sweep.group === group);
}

/**
 * The tables that do not fit the page's main area at this width (issue 32 §3: none at 1280 px), each with how wide it
 * is and the area: a column cut off behind a sideways scroll is a column the operator does not see.
 */
function tablesWiderThanTheirArea(page: Page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    if (!main) return [];
    const style = getComputedStyle(main);
    const area = main.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return [...main.querySelectorAll('table')]
      .map((table) => ({ table: table.getAttribute('aria-label') ?? '', width: Math.round(table.scrollWidth), area }))
      .filter(({ width }) => width > area + 1);
  });
}

async function judge(page: Page, language: Language, sweep: Sweep) {
  const { path } = sweep;
  // The pointer away from the page's content: left over a button of the last page, it would hover one of the next
  // (its hover colours judged instead of its own).
  await page.mouse.move(0, 0);
  await navigate(page, path);
  await expect(page.getByRole('heading', { level: 1, name: sweep.heading[language] })).toBeVisible({ timeout: 30_000 });
  // Judge the page with its data, not its loading state.
  await expect(page.getByRole('status')).toHaveCount(0);
  if (sweep.simulated) await expect(page.getByTestId('simulated-badge')).toHaveText(SIMULATED[language]);
  await expectAccessible(page);
  expect(await tablesWiderThanTheirArea(page), `${path}: tables wider than the page's area`).toEqual([]);
  await shot(page, `admin-${language}${path.replace(/[^a-z0-9]+/gi, '-')}`);
  const dialog = sweep.dialog?.[language];
  if (!dialog) return;
  await page.getByRole('button', { name: dialog.open }).first().click();
  if (dialog.name) {
    const opened = page.getByRole('dialog', { name: dialog.name });
    await expect(opened).toBeVisible();
    if (dialog.submit) {
      await opened.getByRole('button', { name: dialog.submit, exact: true }).click();
      if (dialog.errors !== false) await expect(opened.locator('.mantine-InputWrapper-error').first()).toBeVisible();
    }
  } else {
    await expect(page.locator('.mantine-InputWrapper-error').first()).toBeVisible();
  }
  await expectAccessible(page);
  await shot(page, `admin-${language}${path.replace(/[^a-z0-9]+/gi, '-')}-dialog`);
  if (dialog.name) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}

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

    for (const group of GROUPS) {
      // One signed-in tab walks the group's pages by client-side navigation, each a step.
      test(`${group} pages`, async ({ page, request }) => {
        test.setTimeout(300_000); // one axe run per page and dialog, on a busy machine
        const sweeps = await seed(request, group);
        await startSignedIn(page, request, language);
        await page.goto('/admin/users');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
        const judged = language === 'en' ? sweeps : sweeps.filter((sweep, i) => i === 0 || sweep.dialog);
        for (const sweep of judged) await test.step(sweep.path, () => judge(page, language, sweep));
      });
    }
  });
}
