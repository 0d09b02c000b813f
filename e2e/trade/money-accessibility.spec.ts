import { expect, test } from '@playwright/test';
import { submitBankDeposit } from '../admin/money-support.ts';
import { expectAccessible } from '../support/helpers.ts';
import {
  dataOf,
  idempotencyKey,
  operatorApprovesDeposit,
  prepareWithdrawals,
  signedInMoneyUser,
  TRADE_PASSWORD,
} from './money-support.ts';
import { startInLanguage } from './support.ts';

const SCREENS = [
  ['/assets', { en: 'Assets', zh: '资产' }],
  ['/assets/transfer', { en: 'Transfer', zh: '划转' }],
  ['/assets/deposit', { en: 'Deposit', zh: '充值' }],
  ['/assets/deposit?method=bank', { en: 'Deposit', zh: '充值' }],
  ['/assets/withdraw', { en: 'Withdraw', zh: '提现' }],
  ['/assets/withdraw?method=chain', { en: 'Withdraw', zh: '提现' }],
  ['/bank-cards', { en: 'Bank cards', zh: '银行卡' }],
  ['/bank-cards/bind', { en: 'Bind a bank card', zh: '绑定银行卡' }],
  ['/security', { en: 'Security center', zh: '安全中心' }],
  ['/assets/history', { en: 'History', zh: '记录' }],
  ['/assets/history?tab=deposits', { en: 'History', zh: '记录' }],
  ['/assets/history?tab=withdrawals', { en: 'History', zh: '记录' }],
  ['/assets/statements', { en: 'Statements', zh: '对账单' }],
] as const;

for (const language of ['en', 'zh'] as const) {
  test(`the money screens have no axe violations, with data and with form errors (${language})`, async ({
    page,
    context,
    request,
  }) => {
    test.slow(); // thirteen screens, fifteen axe runs
    const user = await signedInMoneyUser(context, request);
    const card = await prepareWithdrawals(request, user);
    await operatorApprovesDeposit(request, (await submitBankDeposit(request, user, '120')).id);
    await dataOf(
      await request.post('/api/money/withdrawals', {
        headers: { authorization: user.token, 'Idempotency-Key': idempotencyKey() },
        data: { method: 'bank', cardId: card.id, currency: 'USD', amount: '20', tradePassword: TRADE_PASSWORD },
      }),
    );
    await startInLanguage(context, language);

    for (const [path, title] of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title[language] })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveCount(0); // loaded
      await expectAccessible(page);
    }

    // With the messages of a refused form showing.
    await page.goto('/bank-cards/bind');
    await page.getByRole('button', { name: language === 'en' ? 'Bind card' : '绑定' }).click();
    await expect(page.locator('.mantine-InputWrapper-error').first()).toBeVisible();
    await expectAccessible(page);
    await page.goto('/assets/withdraw?method=chain');
    await page.getByRole('button', { name: language === 'en' ? 'Withdraw' : '提现', exact: true }).click();
    await expect(page.locator('.mantine-InputWrapper-error').first()).toBeVisible();
    await expectAccessible(page);
  });
}
