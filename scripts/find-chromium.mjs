// The browser the journeys run in: CHROMIUM_PATH, then Debian's or Ubuntu's Chromium, then Playwright's own download.
// Where none is found and this machine can install Debian's (root with apt-get), it does; otherwise it says the one
// command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const SYSTEM_BROWSERS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

async function playwrightsOwn() {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

async function located() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return SYSTEM_BROWSERS.find((path) => existsSync(path)) ?? (await playwrightsOwn());
}

const canApt = () =>
  process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

/** The path of a Chromium to run, or an Error saying how to get one. */
export async function findChromium() {
  const found = await located();
  if (found) return found;
  if (process.env.CHROMIUM_PATH) return new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist.`);
  if (canApt()) {
    console.log("== no Chromium found: installing Debian's (apt-get install chromium)");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const ok =
      spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 &&
      spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env }).status === 0;
    if (ok && existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return new Error(
    'The browser journeys need Chromium and none was found. Install one, then run the tests again:\n' +
      '  sudo apt-get install chromium        (or: npx playwright install chromium)\n' +
      'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
  );
}
