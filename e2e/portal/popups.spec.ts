import { identityApi } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { expectShown, freshEmail, recordShownTexts, registerByApi } from '../support/helpers.ts';
import { expectPageAccessible, localStorageOf, mailedCodeFor, openAccountArea, portalUrl, SUBJECT } from './portal.ts';

test.describe('the Sign Up popup', () => {
  test('checks every field with the spec texts, sends a code, and on success goes to /login', async ({
    page,
    request,
  }, info) => {
    await recordShownTexts(page);
    const email = freshEmail('portal-signup');
    const username = `u${Date.now().toString(36)}${info.project.name.slice(0, 2)}`.slice(0, 20);
    await page.goto(portalUrl('/news'));
    await (await openAccountArea(page, info)).getByRole('button', { name: 'Sign Up' }).click();

    const popup = page.getByRole('dialog', { name: 'Sign Up' });
    await expect(popup).toContainText('Complete the form below to register a new account.');
    await expectPageAccessible(page);

    const field = (name: string) => popup.getByRole('textbox', { name, exact: true });
    await expect(field('Username')).toHaveAttribute('maxlength', '20');
    await expect(field('Email address')).toHaveAttribute('maxlength', '50');
    await expect(popup.getByLabel(/^Password/)).not.toHaveAttribute('maxlength');
    await expect(field('Invitation code')).toHaveAttribute('maxlength', '20');

    await popup.getByRole('button', { name: 'Sign Up' }).click();
    await expect(popup.getByText('Please enter Username')).toBeVisible();
    await expect(popup.getByText('Please Enter Email', { exact: true })).toBeVisible();
    await expect(popup.getByText('Please enter the Code')).toBeVisible();
    await expect(popup.getByText('Please Enter Password')).toBeVisible();
    await expect(popup.getByText('Please enter Invitation Code')).toBeVisible();

    // Sending a code first checks the address.
    await field('Email address').fill('not-an-email');
    await popup.getByRole('button', { name: 'Get Code' }).click();
    await expect(field('Email address')).toHaveAccessibleDescription('Please enter the correct email format');

    await field('Email address').fill(email);
    await popup.getByRole('button', { name: 'Get Code' }).click();
    await expectShown(page, 'Send the code, please check');
    await expect(field('Code')).toBeFocused();
    const code = await mailedCodeFor(request, email, SUBJECT.signUp);

    await field('Username').fill(username);
    await field('Code').fill(code === '000000' ? '111111' : '000000');
    await popup.getByLabel(/^Password/).fill('journey-pass-1');
    await field('Invitation code').fill(E2E.inviteCode);
    await popup.getByRole('button', { name: 'Sign Up' }).click();
    // The server's refusal is shown where it belongs, and nothing else changes.
    await expect(field('Code')).toHaveAccessibleDescription('The code is wrong or has expired');
    await expect(popup).toBeVisible();

    await field('Code').fill(code);
    await popup.getByRole('button', { name: 'Sign Up' }).click();
    await expect(popup).toBeHidden();
    await expectShown(page, 'Register Success');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('textbox', { name: 'Account' })).toHaveValue(email);
    await page.getByLabel('Password').fill('journey-pass-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/#\/home$/);
    expect((await localStorageOf(page)).token).toBeTruthy();
  });

  test('a wrong invitation code is refused with the message shown', async ({ page, request }) => {
    const email = freshEmail('portal-badinvite');
    await page.goto(portalUrl('/login'));
    await page.getByRole('button', { name: 'Sign Up' }).last().click();
    const popup = page.getByRole('dialog', { name: 'Sign Up' });
    await popup.getByRole('textbox', { name: 'Email address' }).fill(email);
    await popup.getByRole('button', { name: 'Get Code' }).click();
    const code = await mailedCodeFor(request, email, SUBJECT.signUp);
    await popup.getByRole('textbox', { name: 'Username' }).fill(`bad${Date.now().toString(36)}`);
    await popup.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await popup.getByLabel(/^Password/).fill('journey-pass-1');
    await popup.getByRole('textbox', { name: 'Invitation code' }).fill('NOSUCHCODE1');
    await popup.getByRole('button', { name: 'Sign Up' }).click();
    await expect(popup.getByText('This invitation code is not valid')).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
    const res = await callApi(request, identityApi.login, { body: { account: email, password: 'journey-pass-1' } });
    expect((await res.json()).code).not.toBe(200);
  });
});

test.describe('the Forgot password popup', () => {
  test('resets the password with a mailed code; the popup closes and asks to log in again', async ({
    page,
    request,
  }) => {
    await recordShownTexts(page);
    const { email, password } = await registerByApi(request, E2E.inviteCode);
    await page.goto(portalUrl('/login'));
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    const popup = page.getByRole('dialog', { name: 'Forgot password' });
    await expect(popup).toContainText('Fill out the form below to reset your account password.');
    await expect(popup.getByRole('textbox', { name: 'Email address' })).toBeFocused();
    await expectPageAccessible(page);

    await popup.getByRole('button', { name: 'Reset' }).click();
    await expect(popup.getByText('Please Enter Email', { exact: true })).toBeVisible();
    await expect(popup.getByText('Please enter the Code')).toBeVisible();
    await expect(popup.getByText('Please Enter Password')).toBeVisible();
    await expect(popup.getByRole('textbox', { name: 'Invitation code' })).toHaveCount(0);

    await popup.getByRole('textbox', { name: 'Email address' }).fill(email);
    await popup.getByRole('button', { name: 'Get Code' }).click();
    await expectShown(page, 'Send the code, please check');
    const code = await mailedCodeFor(request, email, SUBJECT.reset);
    await popup.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
    await popup.getByLabel('New password').fill('fresh-pass-22');
    await popup.getByRole('button', { name: 'Reset' }).click();
    await expect(popup).toBeHidden();
    await expectShown(page, 'Reset successful. Please log in again.');

    const old = await callApi(request, identityApi.login, { body: { account: email, password } });
    expect((await old.json()).code).not.toBe(200);
    await page.getByRole('textbox', { name: 'Account' }).fill(email);
    await page.getByLabel('Password').fill('fresh-pass-22');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/#\/home$/);
  });
});

test('the Send Code button waits 0.5 s, counts down from 60 s, then says Get Code again', async ({ page }) => {
  const start = new Date('2030-01-01T09:00:00Z');
  await page.clock.install({ time: start });
  await page.goto(portalUrl('/login'));
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const popup = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(popup.getByRole('textbox', { name: 'Email address' })).toBeFocused();
  // From here on, time moves only when the test says so.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  const button = popup.getByRole('button', { name: /^(Get Code|Please wait\.\.\.|Resend in \d+ s)$/ });

  await button.click();
  await expect(popup.getByText('Please Enter Email', { exact: true })).toBeVisible();
  await expect(button).toHaveText('Get Code');

  await popup.getByRole('textbox', { name: 'Email address' }).fill(freshEmail('portal-clock'));
  await button.click();
  await expect(button).toHaveText('Please wait...');
  await expect(button).toBeDisabled();
  await page.clock.runFor(500);
  await expect(button).toHaveText('Resend in 60 s');
  await page.clock.runFor(1_000);
  await expect(button).toHaveText('Resend in 59 s');
  await page.clock.runFor(58_000);
  await expect(button).toHaveText('Resend in 1 s');
  await expect(button).toBeDisabled();
  await page.clock.runFor(1_000);
  await expect(button).toHaveText('Get Code');
  await expect(button).toBeEnabled();
});
