// The back office's mining: an admin opens Mining products from the navigation, is refused a zero price and a missing
// reason on their fields, lists a product through the form, withdraws it with a reason (told first what that does to
// contracts not yet started), and reads the simulated network's rule, seed hash and periods. axe on the products page,
// the form and the network page, in English and Chinese.
import { miningAdminApi } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectAccessible } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { adminToken, goTo, rowWith, startSignedIn } from './support.ts';

test('an admin lists a mining product, is refused bad fields, withdraws it, and reads the network', async ({
  page,
  request,
}) => {
  const name = `E2E S19 ${Date.now().toString(36)}`;
  await startSignedIn(page, request);
  await page.goto('/admin/');
  await goTo(page, /^Mining products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mining products' })).toBeVisible();

  await page.getByRole('button', { name: 'New product' }).click();
  const form = page.getByRole('dialog', { name: 'New mining product' });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Pool/).fill('E2E Pool');
  await form.getByLabel(/^Hash-rate price/).fill('0');
  await form.getByLabel(/^Electricity price/).fill('0.06');
  await form.getByRole('button', { name: 'Save product' }).click();
  await expect(form.getByText('A price is a positive amount of at most 6 decimals and at most 1000000')).toBeVisible();
  await expect(form.getByText('Please enter a reason')).toBeVisible();
  await expectAccessible(page);

  await form.getByLabel(/^Hash-rate price/).fill('15');
  await form.getByLabel(/^Reason/).fill('A product for the browser test');
  await form.getByRole('button', { name: 'Save product' }).click();
  await expect(form).toHaveCount(0);
  const row = rowWith(page, name);
  await expect(row).toContainText('On sale');
  await expect(row).toContainText('15.00 USDT for the term');
  await expect(row).toContainText('0.06 USDT electricity a day');
  await expect(row).toContainText('30 days');
  await shot(page, 'admin-mining-products');

  await row.getByRole('button', { name: `Withdraw ${name}` }).click();
  const withdraw = page.getByRole('dialog', { name: `Withdraw ${name}` });
  await expect(withdraw).toContainText('refunded in full');
  await withdraw.getByLabel(/^Reason/).fill('Browser test withdraws it');
  await withdraw.getByRole('button', { name: 'Withdraw' }).click();
  await expect(withdraw).toHaveCount(0);
  await expect(row).toContainText('Withdrawn');

  const token = await adminToken(request);
  const products = (await (await callApi(request, miningAdminApi.products, {}, { token })).json()).data as {
    name: string;
    active: boolean;
  }[];
  expect(products.find((p) => p.name === name)).toMatchObject({ active: false });

  await page.getByRole('link', { name: 'See the simulated network' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Simulated mining network' })).toBeVisible();
  await expect(page.getByTestId('network-seed-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByRole('table', { name: 'Periods, newest first' }).getByRole('row')).not.toHaveCount(1);
  await expectAccessible(page);
  await shot(page, 'admin-mining-network');
});

test('axe on the mining pages in Chinese', async ({ page, request }) => {
  await startSignedIn(page, request, 'zh');
  await page.goto('/admin/mining/products');
  await expect(page.getByRole('heading', { level: 1, name: '矿机产品' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: '新建产品' }).click();
  const form = page.getByRole('dialog', { name: '新建矿机产品' });
  await form.getByRole('button', { name: '保存产品' }).click();
  await expect(form.locator('.mantine-InputWrapper-error').first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/admin/mining/network');
  await expect(page.getByRole('heading', { level: 1, name: '模拟挖矿网络' })).toBeVisible();
  await expectAccessible(page);
});
