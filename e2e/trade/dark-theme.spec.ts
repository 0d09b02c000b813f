import { expect, type Page, test } from '@playwright/test';
import { E2E } from '../support/constants.ts';
import { expectAccessible, registerByApi } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { signInByApi } from './support.ts';

const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');

test('the dark theme: chosen in Settings, remembered, or the system’s; every main screen passes axe in it; home’s simulated market notes', async ({
  page,
  context,
  request,
}) => {
  test.slow(); // a registration, seven screens and their axe runs
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  await signInByApi(context, request, email, password);

  // Until the user chooses, the app follows the device.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/settings');
  await expect(page.getByRole('radio', { name: 'Same as this device' })).toBeChecked();
  await expect.poll(() => scheme(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => scheme(page)).toBe('light');

  // Chosen in Settings, dark stays dark on a light device, after a reload too.
  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect.poll(() => scheme(page)).toBe('dark');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect.poll(() => scheme(page)).toBe('dark');
  await expectAccessible(page);

  // Home shows the simulator's notes of its own data beside operators' news, each labelled and linked to its
  // instrument (the job writes them once the server listens).
  await page.goto('/');
  const notes = page.getByRole('region', { name: 'Simulated market notes' }).locator('li[data-note-kind]');
  await expect(async () => {
    await page.reload();
    await expect(notes.first()).toBeVisible({ timeout: 3_000 });
  }).toPass();
  const note = notes.first();
  await expect(note.getByTestId('simulated-badge')).toHaveText('Simulated market note');
  await expect(note.getByRole('link')).toHaveAttribute('href', /^\/quote\/[A-Z0-9.]+$/);
  await expect(note).toContainText(/From the simulator’s (closing quotes|daily bars|quote)/);

  for (const [path, heading, name] of [
    ['/', /^Hello/, 'home'],
    ['/markets', 'Markets', 'markets'],
    ['/quote/AAPL', 'AAPL', 'quote'],
    ['/assets', 'Assets', 'assets'],
    ['/me', 'Me', 'me'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (path !== '/assets' && path !== '/me') {
      await expect(page.locator('[data-symbol], [data-testid="price-chart"]').first()).toBeVisible();
    }
    await expectAccessible(page);
    await shot(page, `dark-${name}`);
  }

  // Light again, by choice; home at a desktop's width in both themes, for the eye.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(notes.first()).toBeVisible();
  await shot(page, 'dark-home-desktop');
  await page.goto('/settings');
  await page.getByRole('radio', { name: 'Light' }).check();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => scheme(page)).toBe('light');
  await page.goto('/');
  await expect(notes.first()).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'light-home-desktop');
});
