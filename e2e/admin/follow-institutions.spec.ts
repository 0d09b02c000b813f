// The back office's follow institutions: an admin creates a trend follower through the form, is first refused a slow
// average shorter than the fast one on its field (nothing sent), reads the rule in words as users will, and finds the
// institution in the list with its terms. axe on the list and the form, in en and zh.
import { followAdminApi } from '@platform/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectAccessible } from '../support/helpers.ts';
import { adminToken, goTo, logInAsAdmin, rowWith, startSignedIn } from './support.ts';

async function institutionNamed(request: APIRequestContext, name: string) {
  const token = await adminToken(request);
  const res = await callApi(
    request,
    followAdminApi.institutions,
    { query: { size: 100 } },
    { token: `Bearer ${token}` },
  );
  const rows = (await res.json()).data.rows as { id: number; name: string; periods: number[]; active: boolean }[];
  return rows.find((row) => row.name === name);
}

test('an admin creates a trend follower, refused a slow average shorter than the fast one first', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const name = `E2E Trend ${info.project.name} ${Date.now().toString(36)}`;
  await logInAsAdmin(page);
  await goTo(page, /^Follow institutions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Follow institutions' })).toBeVisible();

  await page.getByRole('button', { name: 'New institution' }).click();
  const form = page.getByRole('dialog', { name: 'New institution' });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Description/).fill('Rides the trend of one large stock.');
  await expect(form.getByLabel(/^Strategy/)).toHaveValue('trend');
  await form.getByLabel(/^Symbol/).fill('aapl');
  await form.getByLabel(/^Exposure/).fill('60');
  await form.getByLabel(/^Fast average/).fill('30');
  await form.getByLabel(/^Slow average/).fill('20');
  await form.getByLabel(/^Management fee/).fill('1.5');
  await form.getByLabel(/^Profit share/).fill('20');
  await form.getByLabel(/^Reason/).fill('A trend book for followers');
  await form.getByRole('button', { name: 'Save institution' }).click();
  await expect(form.getByText('The slow average must be longer than the fast one')).toBeVisible();
  await expectAccessible(page);
  expect(await institutionNamed(request, name)).toBeUndefined();

  // The rule in words follows the fields as they are typed, as users will read it.
  await form.getByLabel(/^Slow average/).fill('90');
  await expect(form).toContainText(
    'Holds AAPL with 60 % of its equity while the average price of the last 30 minutes is above that of the last 90 minutes, and holds nothing otherwise.',
  );
  // Periods as tags: the defaults (7, 30, 90 days) and one typed.
  await form.getByLabel(/^Periods offered/).fill('14');
  await form.getByLabel(/^Periods offered/).press('Enter');
  await form.getByRole('button', { name: 'Save institution' }).click();
  await expect(form).toBeHidden();

  const row = rowWith(page, name);
  await expect(row).toContainText('Trend follower');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('1.5 % a year');
  await expect(row).toContainText('20 % of profit');
  await expect(row).toContainText('7, 14, 30, 90 days');
  await expect(row).toContainText('the last 30 minutes is above that of the last 90 minutes');
  expect(await institutionNamed(request, name)).toMatchObject({ periods: [7, 14, 30, 90], active: true });
  await expectAccessible(page);
});

const texts = {
  en: { title: 'Follow institutions', new: 'New institution', save: 'Save institution' },
  zh: { title: '跟单机构', new: '新建机构', save: '保存机构' },
} as const;

for (const language of ['en', 'zh'] as const) {
  test(`axe on the follow institutions page and its form, ${language}`, async ({ page, request }) => {
    const text = texts[language];
    await startSignedIn(page, request, language);
    await page.goto('/admin/follow/institutions');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: text.new }).click();
    const form = page.getByRole('dialog', { name: text.new });
    await form.getByRole('button', { name: text.save }).click();
    await expect(form.locator('.mantine-InputWrapper-error').first()).toBeVisible();
    await expectAccessible(page);
  });
}
