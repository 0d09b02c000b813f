import { identityApi } from '@platform/contracts';
import { expect, type Page, test } from '@playwright/test';
import { apiPath, callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { expectShown, recordShownTexts, registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { reviewRealName } from './backoffice.ts';
import { choose, PNG_FILE, portalUrl, signInByApi } from './portal.ts';

// Axe on these pages: accessibility.spec.ts.
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

// The payout destination and feedback forms: apps/portal/src/features/wallet/account-pages.dom.test.tsx.
test('changing the password ends the session; the old password no longer works', async ({ page, request }) => {
  await recordShownTexts(page);
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  const token = await signInByApi(page, request, email, password);
  await page.goto(portalUrl('/profile'));
  await expect(page.getByRole('tabpanel', { name: 'Details' }).getByText(email)).toBeVisible();
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
