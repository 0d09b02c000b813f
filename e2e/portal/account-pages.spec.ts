import { feedbackAdminApi, identityApi } from '@platform/contracts';
import { expect, type Page, test } from '@playwright/test';
import { apiPath, callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { expectShown, recordShownTexts, registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { adminHeaders, reviewRealName } from './backoffice.ts';
import { choose, expectPageAccessible, PNG_FILE, portalUrl, signInByApi } from './portal.ts';

test('real-name verification: submit, rejected with a reason, submit again, approved', async ({ page, request }) => {
  test.slow();
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  await signInByApi(page, request, email, password);
  await page.goto(portalUrl('/realname'));
  await expect(page.getByTestId('realname-status')).toHaveText('Not submitted');

  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Please enter your full name')).toBeVisible();
  await expect(page.getByText('Please choose the ID type')).toBeVisible();
  await expect(page.getByText('Please Select Country')).toBeVisible();
  await expect(page.getByText('Please Upload Image')).toHaveCount(2);
  await expectPageAccessible(page);

  await page.getByRole('textbox', { name: 'Full name' }).fill('Jordan Example');
  await choose(page, 'ID type', 'Passport');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Please Enter Passport Number')).toBeVisible();
  await page.getByRole('textbox', { name: 'ID number' }).fill('X1234567');
  await choose(page, 'Country or region', 'United Kingdom', 'United K');
  const uploads = page.locator('input[type="file"]');
  await uploads.nth(0).setInputFiles({ ...PNG_FILE, name: 'front.png' });
  await expect(page.getByRole('button', { name: 'Front of the document Replace file' })).toBeVisible();
  await uploads.nth(1).setInputFiles({ ...PNG_FILE, name: 'back.png' });
  await expect(page.getByRole('button', { name: 'Back of the document Replace file' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('realname-status')).toHaveText('Under review');
  await expect(page.getByText('X1234567')).toHaveCount(0);
  await expect(page.getByText(/4567/)).toBeVisible();
  await shot(page, 'realname-pending');

  await reviewRealName(request, email, 'reject', 'The photo of the back is unreadable.');
  await page.reload();
  await expect(page.getByTestId('realname-status')).toHaveText('Not approved');
  await expect(page.getByText('The photo of the back is unreadable.')).toBeVisible();
  await expectPageAccessible(page);
  await page.getByRole('button', { name: 'Submit again' }).click();
  await page.getByRole('textbox', { name: 'Full name' }).fill('Jordan Example');
  await choose(page, 'ID type', 'ID card');
  await page.getByRole('textbox', { name: 'ID number' }).fill('ID-998877');
  await choose(page, 'Country or region', 'Germany', 'Germ');
  await uploads.nth(0).setInputFiles({ ...PNG_FILE, name: 'front2.png' });
  await expect(page.getByRole('button', { name: 'Front of the document Replace file' })).toBeVisible();
  await uploads.nth(1).setInputFiles({ ...PNG_FILE, name: 'back2.png' });
  await expect(page.getByRole('button', { name: 'Back of the document Replace file' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('realname-status')).toHaveText('Under review');

  await reviewRealName(request, email, 'approve');
  await page.reload();
  await expect(page.getByTestId('realname-status')).toHaveText('Verified');
});

test('the payout destination is optional: a bank account, or a crypto address checked for its currency; the password confirms', async ({
  page,
  request,
}) => {
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  await signInByApi(page, request, email, password);
  await page.goto(portalUrl('/account'));
  await expect(page.getByRole('heading', { level: 1, name: 'Account and payout destination' })).toBeVisible();
  await expect(page.getByRole('main').getByText('We will never ask you to send money or cryptocurrency')).toBeVisible();
  await expect(page.getByText('None set. You need one only if an agreement says')).toBeVisible();

  // A bank account is the first choice (issue 27 §5: not crypto only).
  await page.getByRole('button', { name: 'Save payout destination' }).click();
  await expect(page.getByText('Please Enter Bank Name')).toBeVisible();
  await expect(page.getByText('Please enter the account number or IBAN')).toBeVisible();
  // A segmented control: its radio sits under the label, so the label is what a person clicks.
  await page.locator('label', { hasText: 'Crypto address' }).click();
  await page.getByRole('button', { name: 'Save payout destination' }).click();
  await expect(page.getByText('Please select a currency type')).toBeVisible();
  await expect(page.getByText('Please enter your wallet address')).toBeVisible();
  await expect(page.getByText('Please Enter Password')).toBeVisible();

  await choose(page, 'Currency type', 'USDT (TRC20)');
  await page.getByRole('textbox', { name: 'Wallet address' }).fill('0x52908400098527886E0F7030069857D2E4169EE7');
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Save payout destination' }).click();
  await expect(page.getByText('This is not a valid USDT-TRC20 address')).toBeVisible();

  // The same address is valid for an ERC20 token; a wrong password changes nothing.
  await choose(page, 'Currency type', 'USDT (ERC20)');
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByRole('button', { name: 'Save payout destination' }).click();
  await expect(page.getByText('The current password is incorrect')).toBeVisible();
  await expect(page.getByText('None set.')).toBeVisible();

  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Save payout destination' }).click();
  await expect(page.getByTestId('current-wallet')).toContainText('USDT-ERC20');
  await expect(page.getByTestId('current-wallet')).toContainText('0x52908400098527886E0F7030069857D2E4169EE7');

  await page.locator('label', { hasText: 'Bank account' }).click();
  await page.getByRole('textbox', { name: 'Bank name' }).fill('Barclays');
  await page.getByRole('textbox', { name: 'Account holder' }).fill('Casey Applicant');
  await page.getByRole('textbox', { name: 'Account number or IBAN' }).fill('GB29 NWBK 6016 1331 9268 19');
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Save payout destination' }).click();
  await expect(page.getByTestId('current-wallet')).toContainText('Bank account: Barclays');
  await expect(page.getByTestId('current-wallet')).toContainText('GB29 NWBK 6016 1331 9268 19');
  await expectPageAccessible(page);
  await shot(page, 'account');
});

test('feedback: category and content are checked; the answer shows in the list', async ({ page, request }, info) => {
  await recordShownTexts(page);
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  await signInByApi(page, request, email, password);
  await page.goto(portalUrl('/feedback'));
  await expect(page.getByText('You have not sent any feedback yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expect(page.getByText('Please choose a category')).toBeVisible();
  await expect(page.getByText('Please enter your feedback (at least 5 characters)')).toBeVisible();

  const content = `The case page should show the mediator's phone number (${info.project.name}).`;
  await choose(page, 'Category', 'Suggestion');
  await page.getByRole('textbox', { name: 'Your feedback' }).fill(content);
  await page.getByRole('textbox', { name: /Other contact/ }).fill('+44 20 7946 0000');
  await page.locator('input[type="file"]').setInputFiles({ ...PNG_FILE, name: 'screen.png' });
  await expect(page.getByRole('button', { name: 'Image (optional) Replace file' })).toBeVisible();
  await page.getByRole('button', { name: 'Send feedback' }).click();
  await expectShown(page, 'Thank you. Your feedback has been received');
  const item = page.getByRole('article').filter({ hasText: content });
  await expect(item).toContainText('Waiting for an answer');

  const asAdmin = { token: (await adminHeaders(request)).authorization };
  const list = await callApi(request, feedbackAdminApi.find, { query: { status: 'open', size: 100 } }, asAdmin);
  const row = ((await list.json()).data.rows as { id: number; content: string; image: string | null }[]).find(
    (r) => r.content === content,
  );
  expect(row?.image).toMatch(/^\/file\//);
  await callApi(
    request,
    feedbackAdminApi.answer,
    { params: { id: row!.id }, body: { answer: 'Thank you: the mediator’s contact is now on the case page.' } },
    asAdmin,
  );
  await page.reload();
  await expect(item).toContainText('Answered');
  await expect(item).toContainText('the mediator’s contact is now on the case page');
  await expectPageAccessible(page);
  await shot(page, 'feedback');
});

test('changing the password ends the session; the old password no longer works', async ({ page, request }) => {
  await recordShownTexts(page);
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  const token = await signInByApi(page, request, email, password);
  await page.goto(portalUrl('/profile'));
  await expect(page.getByRole('tabpanel', { name: 'Details' }).getByText(email)).toBeVisible();
  await expectPageAccessible(page);
  await page.getByLabel('Current password').fill('wrong-password-1');
  await page.getByLabel('New password').fill('brand-new-pass-9');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is incorrect')).toBeVisible();

  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectShown(page, 'Password changed. Please log in again.');
  await expect(page).toHaveURL(/#\/login$/);
  const old = await callApi(request, identityApi.getUserInfo, {}, { token });
  expect((await old.json()).code).toBe(401);
  const relogin = await callApi(request, identityApi.login, { body: { account: email, password: 'brand-new-pass-9' } });
  expect((await relogin.json()).code).toBe(200);
});

/**
 * Stops the page's clock a moment ahead of now. On a busy machine that moment may pass before the call lands
 * ("Cannot fast-forward to the past"): then it reads the clock again.
 */
async function freezeClock(page: Page) {
  for (let attempt = 0; ; attempt++) {
    try {
      await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 200));
      return;
    } catch (error) {
      if (attempt >= 4 || !String(error).includes('to the past')) throw error;
    }
  }
}

test('a toast closes itself after 2 s and the loading overlay after 20 s', async ({ page, request }) => {
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  await page.clock.install();
  await signInByApi(page, request, email, password);
  await page.goto(portalUrl('/contact'));
  await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();

  // Hold the log-out request so the overlay stays up on its own (the request still reaches the real server later).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${apiPath(identityApi.logout)}`, async (route) => {
    await held;
    await route.continue();
  });
  const area = page.viewportSize()!.width < 992 ? null : page.getByRole('banner');
  if (area) await area.getByRole('button', { name: 'Log out' }).click();
  else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  }
  // The prompt opens with a transition that runs on the page's timers: let it finish before freezing time.
  const ok = page.getByRole('dialog', { name: 'Prompt' }).getByRole('button', { name: 'Ok', exact: true });
  await expect(ok).toBeVisible();
  // From here on, time moves only when the test says so.
  await freezeClock(page);
  await ok.click();
  const overlay = page.getByTestId('loading-overlay');
  await expect(overlay).toHaveCount(1);
  await page.clock.runFor(19_000);
  await expect(overlay).toHaveCount(1);
  await page.clock.runFor(1_000);
  await expect(overlay).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/#\/login$/);

  // A toast closes after 2000 ms. The clock runs again for the popup, stops before the code is asked for, then moves
  // in 100 ms steps until the toast shows (so it has been up at most 100 ms of page time), then only as the test says.
  await page.clock.resume();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const popup = page.getByRole('dialog', { name: 'Forgot password' });
  await popup.getByRole('textbox', { name: 'Email address' }).fill(email);
  await freezeClock(page);
  await popup.getByRole('button', { name: 'Get Code' }).click();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Send the code, please check' });
  await expect
    .poll(async () => {
      await page.clock.runFor(100);
      return toast.count();
    })
    .toBe(1);
  await page.clock.runFor(1_700);
  await expect(toast).toBeVisible();
  // Past 2000 ms, and past the closing transition.
  await page.clock.runFor(1_000);
  await expect(toast).toHaveCount(0);
});
