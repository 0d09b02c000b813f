import { identityApi } from '@platform/contracts';
import { expect, type Page, test } from '@playwright/test';
import { apiPath } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { registerByApi } from '../support/helpers.ts';
import { portalUrl, signInByApi } from './portal.ts';

// Real-name verification (apps/portal/src/features/realname/realname-page.dom.test.tsx), the payout destination and
// feedback forms (features/wallet/account-pages.dom.test.tsx) and the password change
// (features/profile/password-change.dom.test.tsx) are dom tests now; the mediation journey submits a real-name
// verification with its images once.

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
