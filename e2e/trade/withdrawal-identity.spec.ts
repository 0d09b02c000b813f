// Issue 27 §3 on screen: a transaction password anyone would guess is refused on its field, and once the identity is
// verified a card in another person's name is refused on the account name (the form fills in the verified name).
import { expect, test } from '@playwright/test';
import { verifyIdentityByApi } from '../admin/money-support.ts';
import { shot } from '../support/shots.ts';
import { signedInMoneyUser } from './money-support.ts';

test('the trade app refuses a trivial transaction password and a card in another name, on their fields', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const user = await signedInMoneyUser(context, request);
  await verifyIdentityByApi(request, user.token);

  await page.goto('/security');
  const trade = page.getByRole('region', { name: 'Transaction password' });
  await trade.getByLabel('New transaction password').fill('111111');
  await trade.getByLabel('Confirm transaction password').fill('111111');
  await trade.getByRole('button', { name: 'Set transaction password' }).click();
  const refusal = 'Too easy to guess: not one digit repeated, nor a run like 123456 or 654321';
  await expect(trade.getByText(refusal)).toBeVisible();
  await expect(trade.getByLabel('New transaction password')).toHaveAttribute('aria-describedby', /-error/);
  await shot(page, 'trade-password');
  await trade.getByLabel('New transaction password').fill('654321');
  await trade.getByLabel('Confirm transaction password').fill('654321');
  await trade.getByRole('button', { name: 'Set transaction password' }).click();
  await expect(trade.getByText(refusal)).toBeVisible();
  await expect(page.getByTestId('trade-password-status')).not.toHaveText('Set');

  await page.goto('/bank-cards/bind');
  const name = page.getByLabel('Bank account name');
  await expect(name).toHaveValue('E2E Holder');
  await expect(page.getByText('Must be the name verified on your identity: E2E Holder')).toBeVisible();
  await page.getByLabel('Bank name').fill('E2E Savings Bank');
  await name.fill('Somebody Else');
  await page.getByLabel('Bank card (Visa/MC) number').fill('4111 1111 1111 1111');
  await page.getByRole('button', { name: 'Bind card' }).click();
  await expect(
    page.getByText('The card must be in your own name: the account name must be the name verified on your identity'),
  ).toBeVisible();
  await shot(page, 'bind-card');
  await name.fill('holder, e2e');
  await page.getByRole('button', { name: 'Bind card' }).click();
  await expect(page).toHaveURL(/\/bank-cards$/);
  await expect(page.getByTestId('bank-card-1111')).toContainText('holder, e2e');
});
