// The trade app installs as a web app: a manifest with icons, and a service worker that caches the app shell (the
// app opens with no network at all, on any route), shows an offline page when it has no shell, and never keeps
// anything from the API.
import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

/** Every path the page's caches hold (run in the page). */
const cachedPaths = async (): Promise<string[]> => {
  const paths: string[] = [];
  for (const key of await caches.keys()) {
    const cache = await caches.open(key);
    for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
  }
  return paths;
};

test('the manifest, its icons, and a service worker that opens the app offline and never caches the API', async ({
  page,
  context,
  request,
}) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'Platform Trade',
    start_url: '/',
    display: 'standalone',
    theme_color: '#3b5bdb',
  });
  const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons as { src: string }[]) {
    const res = await request.get(icon.src);
    expect(res.headers()['content-type']).toBe('image/png');
  }

  await page.goto('/markets');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const online = page.getByRole('heading', { level: 1 });
  await expect(online.first()).toBeVisible();
  // Chromium's own installability check (what Lighthouse's retired PWA audit asked): nothing of the app's stands in
  // the way; a test browser's context is incognito, where Chrome never offers to install anything.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);

  // No network at all: the app still opens, on any of its routes, from the cached shell.
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle(/Platform Trade/);
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await page.goto('/watchlists');
  await expect(page.getByRole('navigation').first()).toBeVisible();

  const cached = await page.evaluate(cachedPaths);
  expect(cached).toContain('/');
  expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((path) => /^\/(api|file)(\/|$)/.test(path))).toEqual([]);

  // Without a cached shell, a page offline is the offline page.
  await page.evaluate(async () => {
    for (const key of await caches.keys()) await (await caches.open(key)).delete('/');
  });
  await page.goto('/markets');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole('link', { name: /Try again/ }).click();
  await expect(page.getByRole('navigation').first()).toBeVisible();
});
