import { identityApi } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { E2E, LAYOUT } from '../support/constants.ts';
import { expectShown, recordShownTexts, registerByApi } from '../support/helpers.ts';
import { localStorageOf, openAccountArea, portalUrl } from './portal.ts';

test.describe('portal log-in and log-out', () => {
  test(
    'remember me keeps the account, never the password; log-out asks first and revokes the session',
    LAYOUT,
    async ({ page, request }, info) => {
      const { email, password } = await registerByApi(request, E2E.inviteCode);

      // From the landing page to log-in and back again.
      await page.goto(portalUrl('/home'));
      await (await openAccountArea(page, info)).getByRole('link', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/#\/login\?redirect=%2Fhome$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();

      const account = page.getByRole('textbox', { name: 'Account' });
      const secret = page.getByLabel('Password');
      await expect(account).toHaveAttribute('autocomplete', 'username');
      await expect(secret).toHaveAttribute('autocomplete', 'current-password');
      // A longer password is kept as typed and refused with the limit's message, never cut to 20 by the browser.
      await expect(secret).not.toHaveAttribute('maxlength');
      await account.fill(email);
      await secret.fill(`${password}-and-then-some-more`);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(secret).toHaveAccessibleDescription('Password cannot exceed 20 characters');
      await secret.fill(password);
      await page.getByRole('checkbox', { name: 'Remember me' }).check();
      await page.getByRole('button', { name: 'Log in' }).click();

      await expect(page).toHaveURL(/#\/home$/);
      let area = await openAccountArea(page, info);
      await expect(area.getByTestId('signed-in-user')).toContainText(email);

      const stored = await localStorageOf(page);
      expect(stored.token).toBeTruthy();
      expect(JSON.parse(stored.user ?? 'null')).toMatchObject({ email });
      expect(stored.account).toBe(email);
      expect(stored.loginRemembered).toBe('true');
      expect(stored).not.toHaveProperty('password');
      expect(Object.values(stored).some((value) => value.includes(password))).toBe(false);
      const token = stored.token!;

      // Cancel keeps the session; Ok ends it.
      await area.getByRole('button', { name: 'Log out' }).click();
      let dialog = page.getByRole('dialog', { name: 'Prompt' });
      await expect(dialog).toContainText('Accept or confirm to exit');
      await dialog.getByRole('button', { name: 'Cancel' }).filter({ hasText: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      expect((await localStorageOf(page)).token).toBe(token);

      area = await openAccountArea(page, info);
      await area.getByRole('button', { name: 'Log out' }).click();
      dialog = page.getByRole('dialog', { name: 'Prompt' });
      await dialog.getByRole('button', { name: 'Ok', exact: true }).click();

      await expect(page).toHaveURL(/#\/login$/);
      await expect(page.getByRole('textbox', { name: 'Account' })).toHaveValue(email);
      await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
      const after = await localStorageOf(page);
      expect(after).not.toHaveProperty('token');
      expect(after).not.toHaveProperty('user');
      expect(after).not.toHaveProperty('password');
      expect(after.account).toBe(email);

      const revoked = await callApi(request, identityApi.getUserInfo, {}, { token });
      expect((await revoked.json()).code).toBe(401);
    },
  );

  test('without remember me nothing about the account stays behind; log-in returns where the visitor was', async ({
    page,
    request,
  }, info) => {
    const { email, password } = await registerByApi(request, E2E.inviteCode);
    await page.goto(portalUrl('/somewhere?tab=2'));
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await (await openAccountArea(page, info)).getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('textbox', { name: 'Account' }).fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/#\/somewhere\?tab=2$/);
    const stored = await localStorageOf(page);
    expect(stored.token).toBeTruthy();
    expect(stored.loginRemembered).toBe('false');
    expect(stored).not.toHaveProperty('account');
    expect(stored).not.toHaveProperty('password');
  });

  test('empty fields and a wrong password get clear messages', async ({ page, request }) => {
    const { email } = await registerByApi(request, E2E.inviteCode);
    await page.goto(portalUrl('/login'));
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please Enter User ID or Email')).toBeVisible();
    await expect(page.getByText('Please Enter Password')).toBeVisible();

    await page.getByRole('textbox', { name: 'Account' }).fill(email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Account or password is incorrect')).toBeVisible();
    await expect(page).toHaveURL(/#\/login$/);
    expect(await localStorageOf(page)).not.toHaveProperty('token');
  });

  test('a stored session the server no longer knows is dropped on start', async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('token', 'revoked-token-0123456789abcdef');
      localStorage.setItem('user', JSON.stringify({ userId: 1, username: 'ghost', email: 'ghost@e2e.test' }));
    });
    await recordShownTexts(page);
    await page.goto(portalUrl('/home'));
    await expectShown(page, 'Login expired');
    await expect.poll(async () => Object.keys(await localStorageOf(page))).not.toContain('token');
    expect(await localStorageOf(page)).not.toHaveProperty('user');
  });
});
