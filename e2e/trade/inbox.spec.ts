// The inbox: a reviewer's decision reaches the user as a message, the header's unread count moves live in every open
// tab, and reading it anywhere clears it everywhere; categories filter; axe finds nothing in English or Chinese.
import { expect, type Page, test } from '@playwright/test';
import { submitBankDeposit } from '../admin/money-support.ts';
import { E2E } from '../support/constants.ts';
import { expectAccessible, registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { operatorRejectsDeposit } from './money-support.ts';
import { signInByApi, startInLanguage } from './support.ts';

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });

test('a refused deposit arrives live, in every tab; reading it clears the badge everywhere; mark all read', async ({
  page,
  context,
  request,
}) => {
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  const { token, user } = await signInByApi(context, request, email, password);
  const customer = { userId: user.userId, email, token };
  await page.goto('/markets');
  await expect(bell(page)).toHaveAccessibleName('Messages');
  const other = await context.newPage();
  await other.goto('/assets');
  await expect(bell(other)).toHaveAccessibleName('Messages');

  // A reviewer refuses a deposit: both tabs hear it without a reload.
  const deposit = await submitBankDeposit(request, customer, '25');
  await operatorRejectsDeposit(request, deposit.id, 'The receipt does not show the amount');
  await expect(bell(page)).toHaveAccessibleName('Messages, 1 unread');
  await expect(bell(other)).toHaveAccessibleName('Messages, 1 unread');

  await bell(page).click();
  await expect(page).toHaveURL(/\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const item = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Deposit refused');
  await expect(item).toContainText(`Your deposit #${deposit.id} was refused: The receipt does not show the amount`);
  await expect(item.getByRole('img', { name: 'Unread' })).toBeVisible();

  // Categories: it is about money, not trades.
  const filters = page.getByRole('radiogroup', { name: 'Show' });
  await filters.getByText('Trades', { exact: true }).click();
  await expect(page.getByText('No messages match this filter.')).toBeVisible();
  await filters.getByText('Money', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Money' })).toBeChecked();
  await expect(item).toHaveCount(1);
  await expectAccessible(page);

  // Opening it marks it read and goes to the deposit's history; the other tab's badge clears too.
  await item.getByRole('button').click();
  await expect(page).toHaveURL(/\/assets\/history$/);
  await expect(bell(page)).toHaveAccessibleName('Messages');
  await expect(bell(other)).toHaveAccessibleName('Messages');

  // Two more; "Mark all read" clears them at once.
  for (const reason of ['Blurred receipt', 'Wrong account']) {
    const next = await submitBankDeposit(request, customer, '30');
    await operatorRejectsDeposit(request, next.id, reason);
  }
  await expect(bell(other)).toHaveAccessibleName('Messages, 2 unread');
  await page.goto('/inbox?unread=true');
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(page.getByText('2 messages marked as read')).toBeVisible();
  await expect(page.getByText('No messages match this filter.')).toBeVisible();
  await expect(bell(other)).toHaveAccessibleName('Messages');
  if (process.env.SHOTS_DIR) {
    await page.goto('/inbox');
    await expect(item.first()).toBeVisible();
    await shot(page, 'inbox');
  }
});

for (const language of ['en', 'zh'] as const) {
  test(`the inbox has no axe violations (${language})`, async ({ page, context, request }) => {
    await startInLanguage(context, language);
    const { email, password } = await registerByApi(request, E2E.inviteCode);
    const { token, user } = await signInByApi(context, request, email, password);
    const deposit = await submitBankDeposit(request, { userId: user.userId, email, token }, '25');
    await operatorRejectsDeposit(request, deposit.id, 'The receipt is unreadable');
    await page.goto('/inbox');
    await expect(page.getByRole('list').getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page);
    await shot(page, `inbox-${language}`);
  });
}
