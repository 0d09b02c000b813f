import { identityApi } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { E2E, LAYOUT } from '../support/constants.ts';
import { registerByApi } from '../support/helpers.ts';
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

      await page.getByRole('textbox', { name: 'Account' }).fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('checkbox', { name: 'Remember me' }).check();
      await page.getByRole('button', { name: 'Log in' }).click();

      await expect(page).toHaveURL(/#\/home$/);
      const area = await openAccountArea(page, info);
      await expect(area.getByTestId('signed-in-user')).toContainText(email);

      const stored = await localStorageOf(page);
      expect(stored.token).toBeTruthy();
      expect(JSON.parse(stored.user ?? 'null')).toMatchObject({ email });
      expect(stored.account).toBe(email);
      expect(stored.loginRemembered).toBe('true');
      expect(stored).not.toHaveProperty('password');
      expect(Object.values(stored).some((value) => value.includes(password))).toBe(false);
      const token = stored.token!;

      // Log-out asks first (Cancel keeps the session: apps/portal/src/features/auth/auth.dom.test.tsx); Ok ends it.
      await area.getByRole('button', { name: 'Log out' }).click();
      const dialog = page.getByRole('dialog', { name: 'Prompt' });
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
});
