import { identityApi, securityApi } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectShown, recordShownTexts } from '../support/helpers.ts';
import { dataOf, prepareWithdrawals, signedInMoneyUser, TRADE_PASSWORD } from './money-support.ts';
import { mailedCodeFor } from './support.ts';

test('the security center changes the log-in password, and a locked transaction password is reset by e-mail code', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const user = await signedInMoneyUser(context, request);
  await prepareWithdrawals(request, user);
  await recordShownTexts(page);
  await page.goto('/me');
  await page.getByRole('main').getByRole('link', { name: 'Security center' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Security center' })).toBeVisible();

  // Log-in password: the current one is checked, the new one typed twice.
  const login = page.getByRole('region', { name: 'Log-in password' });
  await login.getByRole('button', { name: 'Change log-in password' }).click();
  await expect(login.getByText('Please enter your current password')).toBeVisible();
  await login.getByLabel('Current password').fill('not-my-password');
  await login.getByLabel(/^New password/).fill('brand-new-pass-1');
  await login.getByLabel('Confirm new password').fill('brand-new-pass-2');
  await login.getByRole('button', { name: 'Change log-in password' }).click();
  await expect(login.getByText('The two passwords do not match')).toBeVisible();
  await login.getByLabel('Confirm new password').fill('brand-new-pass-1');
  await login.getByRole('button', { name: 'Change log-in password' }).click();
  await expect(login.getByText('The current password is wrong')).toBeVisible();
  await login.getByLabel('Current password').fill(user.password);
  await login.getByRole('button', { name: 'Change log-in password' }).click();
  await expectShown(page, 'Log-in password changed. Other devices were signed out');
  const relogin = await callApi(request, identityApi.login, {
    body: { account: user.email, password: 'brand-new-pass-1' },
  });
  expect((await relogin.json()).code).toBe(200);

  // Five wrong transaction passwords lock it; the screen says until when.
  const trade = page.getByRole('region', { name: 'Transaction password' });
  await expect(page.getByTestId('trade-password-status')).toHaveText('Set');
  for (let attempt = 1; attempt <= 5; attempt++) {
    await trade.getByLabel('Current transaction password').fill('000000');
    await trade.getByLabel('New transaction password').fill('135790');
    await trade.getByLabel('Confirm transaction password').fill('135790');
    await trade.getByRole('button', { name: 'Change transaction password' }).click();
    if (attempt < 5) await expect(trade).toContainText(`${5 - attempt} of 5 attempts left.`);
  }
  await expect(page.getByTestId('trade-password-locked')).toHaveText(
    /^Too many wrong transaction passwords\. It is locked until \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(UTC\)$/,
  );

  // Reset by a code mailed to the account's address: the lock is lifted and the new password works.
  await trade.getByRole('button', { name: 'Get OTP Code' }).click();
  await expectShown(page, 'Send the code, please check');
  const code = await mailedCodeFor(request, user.email, /transaction password reset code/);
  await trade.getByLabel('Email verification code').fill(code);
  await trade.getByLabel('New transaction password').fill('135790');
  await trade.getByLabel('Confirm transaction password').fill('135790');
  await trade.getByRole('button', { name: 'Reset transaction password' }).click();
  await expectShown(page, 'Transaction password reset');
  await expect(page.getByTestId('trade-password-locked')).toHaveCount(0);
  await expect(trade.getByLabel('Current transaction password')).toBeVisible();

  // The old one no longer works, the new one does.
  await trade.getByLabel('Current transaction password').fill(TRADE_PASSWORD);
  await trade.getByLabel('New transaction password').fill('112233');
  await trade.getByLabel('Confirm transaction password').fill('112233');
  await trade.getByRole('button', { name: 'Change transaction password' }).click();
  await expect(trade).toContainText('4 of 5 attempts left.');
  await trade.getByLabel('Current transaction password').fill('135790');
  await trade.getByRole('button', { name: 'Change transaction password' }).click();
  await expectShown(page, 'Transaction password changed');
  const status = await dataOf<{ tradePasswordSet: boolean; tradePasswordAttemptsLeft: number }>(
    await callApi(request, securityApi.status, {}, { token: user.token }),
  );
  expect(status).toMatchObject({ tradePasswordSet: true, tradePasswordAttemptsLeft: 5 });
});
