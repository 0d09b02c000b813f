import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/support/constants.ts';

// A browser from CHROMIUM_PATH, then Debian's, then Playwright's own.
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'platform-e2e-'));

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    // scripts/test.mjs reads the JSON report for the closing summary line.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as ['html', { open: 'never' }]]),
  ],
  use: {
    baseURL: E2E.baseURL,
    trace: 'retain-on-failure',
    // The trade app's service worker would answer requests before page.route sees them; its own spec allows it.
    serviceWorkers: 'block',
    // As a device set to reduce motion: the apps then open dialogs, menus and toasts without transitions (the theme's
    // respectReducedMotion), so no step waits for one, and axe never meets a half-drawn dialog.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // One width per journey (issue 29): the trade app and the portal at a phone's, the back office at a desktop's (a desktop
  // tool; checked at phone width only for signing in). A trade or portal test tagged LAYOUT (e2e/support/constants.ts)
  // runs at desktop width too, for what that width lays out differently. (A project's grep is tested against the
  // project name, the file's path, the titles and the tags.)
  projects: [
    {
      name: 'phone',
      testIgnore: /admin\/(?!admin-login\.spec)/,
      grepInvert: /@desktop-only/,
      // A phone's width, touch and user agent at one device pixel per CSS pixel: the layout is the same as at the Pixel's
      // 2.75, and drawing 7.6 times fewer pixels made the phone journeys about twice as fast (issue 12 §4).
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 1,
        browserName: 'chromium',
      },
    },
    {
      name: 'desktop',
      // E2E_ALL_WIDTHS=true runs every test at this width too (to look at every screen at both, with SHOTS_DIR).
      grep: process.env.E2E_ALL_WIDTHS === 'true' ? undefined : /(^|\s)admin\/|@layout|@desktop-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The real server from its sources; on a PostgreSQL database of its own when E2E_DATABASE_URL is set (CI).
    command: 'node e2e/support/web-server.mjs',
    url: `${E2E.baseURL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    // Asked to stop, so the PostgreSQL database it made is dropped.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      // The journeys read mailed codes anonymously (e2e/support); a server so open stays on this machine.
      DEV_MAILBOX_PUBLIC: 'true',
      HOST: '127.0.0.1',
      PORT: String(E2E.port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      BOOTSTRAP_ADMIN_EMAIL: E2E.admin.email,
      BOOTSTRAP_ADMIN_PASSWORD: E2E.admin.password,
      BOOTSTRAP_INVITE_CODE: E2E.inviteCode,
      RATE_LIMIT_MULTIPLIER: '50',
      // The sandbox bank check waits its longest, so journeys decide pending deposits themselves before it does.
      BANK_VERIFIER_DELAY_SECONDS: '300',
    },
  },
});
