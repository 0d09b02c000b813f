import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Locator, type Page, test } from '@playwright/test';

/**
 * With SHOTS_DIR set, keeps a picture of what a test judged, named for the width it ran at (phone-…, desktop-…), for a
 * person to open and look at. Without it (a CI run) nothing is drawn: a full-page picture costs a busy machine about a
 * second, and no test reads it back.
 */
export async function shot(target: Page | Locator, name: string, { fullPage = true } = {}) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${test.info().project.name}-${name}.png`);
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}
