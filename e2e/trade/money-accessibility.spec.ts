import { moneyApi } from '@platform/contracts';
import { expect, type Page, test } from '@playwright/test';
import { submitBankDeposit } from '../admin/money-support.ts';
import { callApi } from '../support/api.ts';
import { expectAccessible } from '../support/helpers.ts';
import {
  dataOf,
  idempotencyKey,
  operatorApprovesDeposit,
  prepareWithdrawals,
  signedInMoneyUser,
  TRADE_PASSWORD,
} from './money-support.ts';

type Titles = { en: string; zh: string };
type Screen = readonly [path: string, title: Titles, refuse?: Titles];

const DEPOSIT = { en: 'Deposit', zh: '充值' };
const WITHDRAW = { en: 'Withdraw', zh: '提现' };
const HISTORY = { en: 'History', zh: '记录' };

// Each group is checked as it loads with data, and where it has a form, with the form's refusals showing.
const GROUPS: Record<string, readonly Screen[]> = {
  'assets, transfer, history and statements': [
    ['/assets', { en: 'Assets', zh: '资产' }],
    ['/assets/transfer', { en: 'Transfer', zh: '划转' }, { en: 'Transfer', zh: '划转' }],
    ['/assets/history', HISTORY],
    ['/assets/history?tab=deposits', HISTORY],
    ['/assets/history?tab=withdrawals', HISTORY],
    ['/assets/statements', { en: 'Statements', zh: '对账单' }],
  ],
  'deposit and withdraw': [
    ['/assets/deposit', DEPOSIT, { en: 'Send a test payment', zh: '发送测试付款' }],
    ['/assets/deposit?method=bank', DEPOSIT, { en: 'Submit for review', zh: '提交审核' }],
    ['/assets/withdraw', WITHDRAW],
    ['/assets/withdraw?method=chain', WITHDRAW, WITHDRAW],
  ],
  'bank cards and the security center': [
    ['/bank-cards', { en: 'Bank cards', zh: '银行卡' }],
    ['/bank-cards/bind', { en: 'Bind a bank card', zh: '绑定银行卡' }, { en: 'Bind card', zh: '绑定' }],
    ['/security', { en: 'Security center', zh: '安全中心' }, { en: 'Change log-in password', zh: '修改登录密码' }],
  ],
};

async function checkScreen(page: Page, [path, title, refuse]: Screen, language: 'en' | 'zh') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title[language] })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0); // loaded
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en' : 'zh-CN');
  await expectAccessible(page);
  if (!refuse) return;
  await page.getByRole('main').getByRole('button', { name: refuse[language], exact: true }).click();
  await expect(page.locator('.mantine-InputWrapper-error').first()).toBeVisible();
  await expectAccessible(page);
}

// English and Chinese, at a phone's width, as every trade pass.
for (const [group, screens] of Object.entries(GROUPS)) {
  test(`${group} have no axe violations`, async ({ page, context, request }) => {
    test.slow(); // one axe run per screen, language and form state
    const user = await signedInMoneyUser(context, request);
    const card = await prepareWithdrawals(request, user);
    await operatorApprovesDeposit(request, (await submitBankDeposit(request, user, '120')).id);
    await dataOf(
      await callApi(
        request,
        moneyApi.createWithdrawal,
        { body: { method: 'bank', cardId: card.id, currency: 'USD', amount: '20', tradePassword: TRADE_PASSWORD } },
        { token: user.token, idempotencyKey: idempotencyKey() },
      ),
    );
    for (const language of ['en', 'zh'] as const) {
      await page.goto('/assets');
      await page.evaluate((l) => localStorage.setItem('language', l), language);
      for (const screen of screens) await checkScreen(page, screen, language);
    }
  });
}
