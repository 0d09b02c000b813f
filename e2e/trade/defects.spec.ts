// Issue 16 §1.1 and §1.4: the defects a new user met, at a phone’s width. Each check below failed before its fix.
import { identityApi, LIMITS, moneyApi } from '@platform/contracts';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { submitBankDeposit } from '../admin/money-support.ts';
import { callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { freshEmail } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import {
  dataOf,
  idempotencyKey,
  operatorApprovesDeposit,
  operatorRejectsWithdrawal,
  prepareWithdrawals,
  signedInMoneyUser,
  TRADE_PASSWORD,
} from './money-support.ts';

const TOO_LONG = `Password cannot exceed ${LIMITS.passwordMax} characters`;
/** The report's 25 characters: more than the limit, so refused, never cut to 20. */
const LONG_PASSWORD = 'twenty-five-chars-pass-25';
/** 60 characters without a space, the longest bank name the contract takes. */
const LONG_BANK = 'Landesgirokassenzentralgenossenschaftsbankaktiengesellschaft';

/** A password field keeps every character typed (no `maxlength` cutting it) and the form says what is wrong. */
async function refusesLongPassword(form: Locator, field: Locator, submit: string) {
  await field.fill(LONG_PASSWORD);
  await expect(field).toHaveValue(LONG_PASSWORD);
  await form.getByRole('button', { name: submit, exact: true }).click();
  await expect(form.getByText(TOO_LONG).first()).toBeVisible();
}

/** Nothing on the element reaches past its own box (a long word overflowing shows as a wider scroll width). */
const fitsItsBox = (locator: Locator) => locator.evaluate((el) => el.scrollWidth <= el.clientWidth);

async function signedOutPasswordForms(context: BrowserContext, baseURL: string) {
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  const login = page.locator('form');
  await login.getByLabel('User ID or email').fill(freshEmail('long'));
  await refusesLongPassword(login, login.getByRole('textbox', { name: 'Password', exact: true }), 'Log in');
  await page.goto(`${baseURL}/register`);
  const signUp = page.locator('form');
  await refusesLongPassword(signUp, signUp.getByRole('textbox', { name: 'New password', exact: true }), 'Sign up');
  await page.close();
}

async function transferTwice(page: Page) {
  await page.goto('/assets/transfer');
  const amount = page.getByLabel('Amount');
  const transfer = page.getByRole('button', { name: 'Transfer', exact: true });
  await amount.fill('10');
  await transfer.click();
  const done = page.getByText('Transfer completed');
  await expect(done).toBeVisible();
  await expect(amount).toHaveValue('');
  // The pointer rests on the toast, which holds it open; the keyboard presses Transfer again at once.
  await done.hover();
  await transfer.press('Enter');
  await expect(page.getByText('Please enter the correct amount')).toBeVisible();
  await expect(done).toBeHidden();
}

test('passwords are refused past 20 characters, never cut; a long bank name, a long search, a rejected withdrawal, a second transfer and an empty list name read right', async ({
  page,
  context,
  browser,
  request,
  baseURL,
}) => {
  test.slow(); // a review, a withdrawal and six screens
  const user = await signedInMoneyUser(context, request);
  await operatorApprovesDeposit(request, (await submitBankDeposit(request, user, '500')).id);
  await prepareWithdrawals(request, user);
  const longCard = await dataOf<{ id: number }>(
    await callApi(
      request,
      moneyApi.bindBankCard,
      { body: { bankName: LONG_BANK, accountName: 'E2E Holder', cardNumber: '5555 5555 5555 4444' } },
      { token: user.token },
    ),
  );
  const withdrawal = await dataOf<{ id: number }>(
    await callApi(
      request,
      moneyApi.createWithdrawal,
      { body: { method: 'bank', cardId: longCard.id, currency: 'USD', amount: '20', tradePassword: TRADE_PASSWORD } },
      { token: user.token, idempotencyKey: idempotencyKey() },
    ),
  );
  await operatorRejectsWithdrawal(request, withdrawal.id, 'The card holder name does not match');

  // 1. The security center refuses a 25-character new password with the message; the old password still works.
  await page.goto('/security');
  const change = page.getByRole('region', { name: 'Log-in password' });
  await change.getByLabel('Current password').fill(user.password);
  await change.getByLabel('Confirm new password').fill(LONG_PASSWORD);
  await refusesLongPassword(
    change,
    change.getByRole('textbox', { name: 'New password', exact: true }),
    'Change log-in password',
  );
  const logIn = (password: string) => callApi(request, identityApi.login, { body: { account: user.email, password } });
  expect((await logIn(LONG_PASSWORD.slice(0, LIMITS.passwordMax))).status()).toBe(400);
  expect((await logIn(user.password)).status()).toBe(200);
  // The log-in and sign-up forms, signed out.
  const signedOut = await browser.newContext({ viewport: page.viewportSize() });
  await signedOutPasswordForms(signedOut, baseURL ?? E2E.baseURL);
  await signedOut.close();

  // 4a. A 60-character bank name wraps inside its card, and Unbind stays in view and on top.
  await page.goto('/bank-cards');
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

  // 4b. A rejected withdrawal says its amount was returned, not that it is frozen.
  await page.goto('/assets/history?tab=withdrawals');
  const rejected = page.getByTestId(`withdrawal-${withdrawal.id}`);
  await expect(rejected).toContainText('Audit failure');
  await expect(rejected).toContainText('Returned in full');
  await expect(rejected).not.toContainText('Frozen while in review');
  await shot(page, 'withdrawal-rejected');

  // 4c. A search longer than 40 characters finds nothing; it is not a failure to load.
  await page.goto('/markets');
  const query = 'apple computer incorporated common stock shares';
  expect(query.length).toBeGreaterThan(40);
  await page.getByLabel('Search by symbol or name').fill(query);
  await expect(page.getByText(`No instrument matches "${query}".`)).toBeVisible();
  await expect(page.getByText('Market data could not be loaded')).toHaveCount(0);

  // 4d. A second press right after a transfer shows only the field's message, not the stale success beside it.
  await transferTwice(page);

  // 4e. An empty list name gets the inline message in the dialog, not the browser's bubble.
  await page.goto('/watchlists');
  await page.getByRole('button', { name: /^New list/ }).click();
  await page.getByRole('menuitem', { name: 'New list' }).click();
  const dialog = page.getByRole('dialog', { name: 'New list' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a name')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^List name/ })).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'watchlist-name');
});
