import { expect, test } from '@playwright/test';
import { LAYOUT } from '../support/constants.ts';
import { expectAccessible } from '../support/helpers.ts';
import { localStorageOf, portalUrl, switchLanguage } from './portal.ts';

test.describe('portal landing', () => {
  test('/portal/ lands on #/home with the honest landing page', LAYOUT, async ({ page }) => {
    await page.goto('/portal/');
    await expect(page).toHaveURL(/\/portal\/#\/home$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Mediation for disputes with merchants, platforms and firms',
    );
    await expect(page).toHaveTitle('Home · Mediation Portal');

    const steps = page.getByRole('region', { name: 'How mediation works' }).getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Application',
      'Review',
      'Mediation',
      'Agreement',
      'Settlement',
    ]);
    await expect(page.getByRole('heading', { name: 'No upfront fees' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No promise of recovery' })).toBeVisible();

    const report = page.getByRole('region', { name: 'Report fraud for free' });
    await expect(report.getByRole('link', { name: 'Federal Trade Commission (FTC)' })).toHaveAttribute(
      'href',
      'https://reportfraud.ftc.gov/',
    );
    for (const host of ['www.fca.org.uk', 'www.sec.gov', 'asic.gov.au', 'www.finra.org']) {
      await expect(report.locator(`a[href^="https://${host}/"]`)).toHaveCount(1);
    }
  });

  test('unknown hash routes show the not-found page, which leads home', async ({ page }) => {
    await page.goto(portalUrl('/no/such/page'));
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/#\/home$/);
  });

  test('every navigation starts at the top of the page', async ({ page }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.goto(portalUrl('/home'));
    await page.getByRole('heading', { name: 'Report fraud for free' }).scrollIntoViewIfNeeded();
    await expect.poll(scrollY).toBeGreaterThan(200);
    // The sticky header's logo links to the page already shown: only the reset brings it back to the top.
    await page.getByRole('link', { name: 'Mediation Portal' }).click();
    await expect.poll(scrollY).toBe(0);

    await page.getByRole('heading', { name: 'Report fraud for free' }).scrollIntoViewIfNeeded();
    await expect.poll(scrollY).toBeGreaterThan(200);
    await page.evaluate(() => {
      window.location.hash = '#/home?from=address-bar';
    });
    await expect.poll(scrollY).toBe(0);
  });

  test('the language switch turns the portal into Simplified Chinese and remembers it', async ({ page }) => {
    await page.goto(portalUrl('/home'));
    await switchLanguage(page, '简体中文');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('为您与商家、平台和公司之间的纠纷提供调解');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    expect((await localStorageOf(page)).language).toBe('zh');

    await page.reload();
    await expect(page.getByRole('heading', { name: '调解如何进行' })).toBeVisible();
    await switchLanguage(page, 'English');
    await expect(page.getByRole('heading', { name: 'How mediation works' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
