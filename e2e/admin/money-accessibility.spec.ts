import { adminApi } from '@platform/contracts';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectAccessible, freshEmail } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { signInThroughApi } from '../support/two-factor.ts';
import {
  approveDepositByApi,
  newMoneyUser,
  submitBankDeposit,
  submitBankWithdrawal,
  transferByApi,
} from './money-support.ts';
import { adminToken, logIn, startSignedIn } from './support.ts';

const text = {
  en: {
    deposits: 'Deposit reviews',
    withdrawals: 'Withdrawal reviews',
    ledger: 'Ledger of user #',
    house: 'House accounts',
    check: 'Ledger check',
    review: 'Review #',
    deposit: 'Deposit #',
    withdrawal: 'Withdrawal #',
    reject: 'Reject',
  },
  zh: {
    deposits: '充值审核',
    withdrawals: '提现审核',
    ledger: '用户 #',
    house: '平台账户',
    check: '账本核对',
    review: '审核 #',
    deposit: '充值 #',
    withdrawal: '提现 #',
    reject: '拒绝',
  },
} as const;

async function ready(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
  // Judge the page with its data, not its loading state.
  await expect(page.getByRole('status')).toHaveCount(0);
}

/** A user with money on both accounts, a pending deposit and a pending withdrawal. */
async function userWithMoney(request: APIRequestContext) {
  const user = await newMoneyUser(request);
  await approveDepositByApi(request, (await submitBankDeposit(request, user, '900')).id);
  await transferByApi(request, user, '100');
  const pendingDeposit = await submitBankDeposit(request, user, '75.25');
  const { withdrawal } = await submitBankWithdrawal(request, user, '120');
  return { user, pendingDeposit, withdrawal };
}

for (const language of ['en', 'zh'] as const) {
  test.describe(`axe on the money pages, ${language}`, () => {
    const t = text[language];

    test('deposit review queue and its review dialog', async ({ page, request }) => {
      const { user, pendingDeposit } = await userWithMoney(request);
      await startSignedIn(page, request, language);
      await page.goto(`/admin/money/deposits?userId=${user.userId}`);
      await ready(page, t.deposits);
      await expect(page.getByRole('button', { name: `${t.review}${pendingDeposit.id}` })).toBeVisible();
      await expectAccessible(page);
      await shot(page, `deposits-${language}`);

      await page.getByRole('button', { name: `${t.review}${pendingDeposit.id}` }).click();
      const dialog = page.getByRole('dialog', { name: `${t.deposit}${pendingDeposit.id}` });
      await expect(dialog.locator('img')).toBeVisible();
      await dialog.getByRole('button', { name: t.reject, exact: true }).click();
      await expectAccessible(page);
      await shot(page, `deposit-dialog-${language}`);
    });

    test('withdrawal review queue and its review dialog', async ({ page, request }) => {
      const { user, withdrawal } = await userWithMoney(request);
      await startSignedIn(page, request, language);
      await page.goto(`/admin/money/withdrawals?userId=${user.userId}`);
      await ready(page, t.withdrawals);
      await expectAccessible(page);
      await shot(page, `withdrawals-${language}`);

      await page.getByRole('button', { name: `${t.review}${withdrawal.id}` }).click();
      await expect(page.getByRole('dialog', { name: `${t.withdrawal}${withdrawal.id}` })).toBeVisible();
      await expectAccessible(page);
      await shot(page, `withdrawal-dialog-${language}`);
    });

    test('a user’s ledger', async ({ page, request }) => {
      const { user } = await userWithMoney(request);
      await startSignedIn(page, request, language);
      await page.goto(`/admin/users/${user.userId}/ledger`);
      await ready(page, new RegExp(`^${t.ledger}${user.userId}`));
      await expect(page.locator('tr[data-entry-id]')).toHaveCount(2);
      await expectAccessible(page);
      await shot(page, `user-ledger-${language}`);
    });

    test('house accounts', async ({ page, request }) => {
      await userWithMoney(request);
      await startSignedIn(page, request, language);
      await page.goto('/admin/money/house');
      await ready(page, t.house);
      await expect(page.locator('tr[data-kind="bank_clearing"][data-currency="USD"]')).toBeVisible();
      await expectAccessible(page);
      await shot(page, `house-${language}`);
    });

    test('ledger check', async ({ page, request }) => {
      await startSignedIn(page, request, language);
      await page.goto('/admin/money/check');
      await ready(page, t.check);
      await expect(page.getByTestId('ledger-verdict')).toBeVisible();
      await expectAccessible(page);
      await shot(page, `check-${language}`);
    });
  });
}

test('an operator without a money role is told so on every money page, and stays signed in', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const email = freshEmail('support');
  const password = 'support-pass-1';
  const created = await callApi(
    request,
    adminApi.createOperator,
    {
      body: {
        email,
        username: `sup${Date.now().toString(36)}`.slice(0, 20),
        password,
        roles: ['support'],
        reason: 'E2E',
      },
    },
    { token },
  );
  expect((await created.json()).code).toBe(200);

  await signInThroughApi(request, email, password); // enrolled in two-factor, as every operator must be
  await logIn(page, email, password);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible({ timeout: 30_000 });
  for (const [path, heading] of [
    ['/money/deposits', 'Deposit reviews'],
    ['/money/withdrawals', 'Withdrawal reviews'],
    ['/money/house', 'House accounts'],
    ['/money/check', 'Ledger check'],
  ] as const) {
    await page.goto(`/admin${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Only admins and reviewers can see money records.')).toBeVisible();
  }
  // No money call was made (its 403 would have signed the operator out): still in the back office.
  await expect(page).toHaveURL(/\/admin\/money\/check$/);
  await expect(page.getByRole('button', { name: /^Account:/ })).toBeVisible();
});
