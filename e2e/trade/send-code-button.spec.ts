import { expect, test } from '@playwright/test';
import { E2E } from '../support/constants.ts';
import { freshEmail, registerByApi } from '../support/helpers.ts';

test.describe('the send-code button', () => {
  test('checks the email, waits 0.5 s, counts down from 60 s, then offers the code again', async ({ page }) => {
    const start = new Date('2030-01-01T09:00:00Z');
    await page.clock.install({ time: start });
    await page.goto('/register');
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(new Date(start.getTime() + 60_000));
    const button = page.getByRole('button', { name: /^(Get OTP Code|Please wait\.\.\.|Resend in \d+ s)$/ });

    // Nothing is sent for an address that is not valid.
    await button.click();
    await expect(page.getByText('Please Enter Email', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await button.click();
    await expect(page.getByText('Please enter the correct email format')).toBeVisible();
    await expect(button).toHaveText('Get OTP Code');
    await expect(button).toBeEnabled();

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(freshEmail('trade-clock'));
    await button.click();
    await expect(button).toHaveText('Please wait...');
    await expect(button).toBeDisabled();

    await page.clock.runFor(500);
    await expect(button).toHaveText('Resend in 60 s');
    await expect(button).toBeDisabled();
    await page.clock.runFor(1_000);
    await expect(button).toHaveText('Resend in 59 s');
    await page.clock.runFor(1_000);
    await expect(button).toHaveText('Resend in 58 s');
    await page.clock.runFor(57_000);
    await expect(button).toHaveText('Resend in 1 s');
    await expect(button).toBeDisabled();
    await page.clock.runFor(1_000);
    await expect(button).toHaveText('Get OTP Code');
    await expect(button).toBeEnabled();
  });

  test('is ready again at once when sending fails', async ({ page, request }) => {
    const { email } = await registerByApi(request, E2E.inviteCode);
    await page.goto('/register');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByRole('button', { name: 'Get OTP Code' }).click();
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(
      'This email is already registered',
    );
    await expect(page.getByRole('button', { name: 'Get OTP Code' })).toBeEnabled();
  });
});
