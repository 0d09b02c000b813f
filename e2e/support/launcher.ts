// The customer-service launcher must never hide a control (issue 16 §1.2): checked on every route, scrolled through.
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './helpers.ts';

/** What a user can press or type into. */
const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="slider"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The launcher, named by its label (home's "Customer service" tile is named by its text, and opens the same chat). */
export const launcherOf = (page: Page) =>
  page.locator('button[aria-label^="Customer service"], button[aria-label^="在线客服"]');

/**
 * The controls the launcher hides where it stands now. Every point of its box (every 3 px) is hit-tested through all
 * the layers there, top first: past the launcher itself and the transparent boxes that hold it, the first thing found
 * is what the launcher hides. An opaque box that holds it (a header's bar) ends the search: what scrolls beneath a
 * fixed header is hidden by the header, not by the launcher. Each control is described by its tag, name and box.
 */
async function controlsUnderLauncher(page: Page): Promise<string[]> {
  return launcherOf(page).evaluate((launcher, selector) => {
    const box = launcher.getBoundingClientRect();
    const found = new Map<Element, string>();
    const opaque = (element: Element) => {
      const style = getComputedStyle(element);
      return !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor) || style.backgroundImage !== 'none';
    };
    const describe = (control: Element) => {
      const r = control.getBoundingClientRect();
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
      return `<${control.tagName.toLowerCase()}> "${name}" at ${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`;
    };
    for (let x = box.left + 1; x < box.right - 0.5; x += 3) {
      for (let y = box.top + 1; y < box.bottom - 0.5; y += 3) {
        for (const element of document.elementsFromPoint(x, y)) {
          if (launcher.contains(element)) continue;
          if (element.contains(launcher)) {
            if (opaque(element)) break;
            continue;
          }
          const control = element.closest(selector);
          if (control && !found.has(control)) found.set(control, describe(control));
          break;
        }
      }
    }
    return [...found.values()];
  }, CONTROLS);
}

/**
 * Scrolls through the page from top to bottom, half a window at a time, and collects, for each position, the
 * controls the launcher hides. The page is judged once it has loaded its data (no request for half a second).
 */
export async function controlsHiddenOnPage(page: Page, route: string): Promise<string[]> {
  await expect(launcherOf(page), `the launcher on ${route}`).toBeVisible();
  await page.waitForLoadState('networkidle');
  const hidden: string[] = [];
  const { height, total } = await page.evaluate(() => ({
    height: window.innerHeight,
    total: document.documentElement.scrollHeight,
  }));
  // Half a window at a time: a control passes under the launcher's corner at some point of the scroll.
  for (let top = 0; ; top += height / 2) {
    const y = Math.min(top, total - height);
    await page.evaluate((to) => window.scrollTo({ top: to, behavior: 'instant' }), y);
    for (const control of await controlsUnderLauncher(page)) hidden.push(`scrolled to ${y}: ${control}`);
    if (top + height >= total) break;
  }
  return hidden;
}

/** A sweep's judgement of a page: axe; in English also the launcher hiding none of its controls, scrolled through (the
 * launcher is the same in both languages, and English's longer words are the tighter case). */
export async function judgePage(page: Page, route: string, language: 'en' | 'zh') {
  await expectAccessible(page);
  if (language === 'en') expect.soft(await controlsHiddenOnPage(page, route), `launcher on ${route}`).toEqual([]);
}
