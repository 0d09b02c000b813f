import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** A portal hash route, e.g. `portalUrl('/login')` → `/portal/#/login`. */
export const portalUrl = (route = '') => `/portal/#${route}`;

export const isPhone = (info: TestInfo) => info.project.name === 'phone';

/**
 * The header's account area (Log in, or the user's name and Log out). On a phone it lives in the menu drawer, which
 * this opens; on a desktop it is in the page header.
 */
export async function openAccountArea(page: Page, info: TestInfo): Promise<Locator> {
  if (!isPhone(info)) return page.getByRole('banner');
  await page.getByRole('button', { name: /open menu|打开菜单/i }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Switches the language with the header's language menu. */
export async function switchLanguage(page: Page, to: 'English' | '简体中文') {
  await page.getByRole('button', { name: /^(Language|语言):/ }).click();
  await page.getByRole('menuitem', { name: to }).click();
}

/** Everything the page keeps in local storage. */
export const localStorageOf = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)) as Record<string, string>);
