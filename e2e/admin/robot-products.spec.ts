// The back office's robot products: an admin opens Robot products from the navigation, reads each product's rule and
// uptake, is refused (by the server) a quantity of one and a half lots and a name another product has, each on its
// input, then changes the mean-reversion robot's buy price and adds a rent option with a reason, told first that
// changes apply to later purchases; the table shows the new terms. The product is put back as it was afterwards (other
// specs buy it). axe in English and Chinese.
import { type AdminRobotProductView, type RobotProductBody, robotsAdminApi } from '@platform/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectAccessible } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { adminToken, goTo, rowWith, startSignedIn } from './support.ts';

async function products(request: APIRequestContext, token: string) {
  return (await (await callApi(request, robotsAdminApi.products, {}, { token })).json())
    .data as AdminRobotProductView[];
}

const bodyOf = (p: AdminRobotProductView, reason: string): RobotProductBody => ({
  name: p.name,
  description: p.description,
  defaultParams: p.defaultParams,
  buyPrice: p.buyPrice,
  rentOptions: p.rentOptions,
  minAllocation: p.minAllocation,
  active: p.active,
  reason,
});

test('an admin reads the robot products, is refused a taken name on its input, and changes one with a reason', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const before = await products(request, token);
  const product = before.find((p) => p.strategy === 'mean_reversion')!;
  const other = before.find((p) => p.id !== product.id)!;
  try {
    await startSignedIn(page, request);
    await page.goto('/admin/');
    await goTo(page, /^Robot products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Robot products' })).toBeVisible();
    const row = rowWith(page, product.name);
    await expect(row).toContainText('Mean reversion');
    await expect(row).toContainText(`${product.symbol} when the price is`);
    await expect(row).toContainText('standard deviations below its');
    await expect(row).toContainText(`${product.robots} bought`);
    await expectAccessible(page);

    await row.getByRole('button', { name: `Edit ${product.name}` }).click();
    const form = page.getByRole('dialog', { name: `Edit ${product.name}` });
    await expect(form).toContainText('These changes apply to later purchases only.');
    await shot(page, 'admin-robot-product-editor');
    await form.getByLabel(/^Reason/).fill('Browser test: new prices');
    // A quantity of one and a half lots: only the server knows the lot, and it refuses it on the Quantity input.
    await form.getByLabel(/^Quantity/).fill(String(product.lotSize * 1.5));
    await form.getByRole('button', { name: 'Save product' }).click();
    await expect(form.getByLabel(/^Quantity/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('The quantity must be a whole number of lots')).toBeVisible();
    await form.getByLabel(/^Quantity/).fill(String(product.lotSize));
    await form.getByLabel(/^Name/).fill(other.name);
    await form.getByRole('button', { name: 'Save product' }).click();
    await expect(form.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText('Another robot product has this name')).toBeVisible();
    await expectAccessible(page);

    await form.getByLabel(/^Name/).fill(product.name);
    await form.getByLabel(/^Buy price/).fill('131.5');
    await form.getByRole('button', { name: 'Add a rent option' }).click();
    const n = product.rentOptions.length + 1;
    await form.getByLabel(`Days of rent option ${n}`).fill('90');
    await form.getByLabel(`Fee of rent option ${n}`).fill('39');
    await form.getByRole('button', { name: 'Save product' }).click();
    await expect(form).toHaveCount(0);
    await expect(row).toContainText('Buy 131.50 USD');
    await expect(row).toContainText('Rent 90 days: 39.00 USD');
    await shot(page, 'admin-robot-products');

    const saved = (await products(request, token)).find((p) => p.id === product.id)!;
    expect(saved).toMatchObject({ buyPrice: '131.50', name: product.name });
    expect(saved.rentOptions).toContainEqual({ days: 90, fee: '39.00' });
  } finally {
    await callApi(
      request,
      robotsAdminApi.updateProduct,
      { params: { id: product.id }, body: bodyOf(product, 'Browser test puts the product back') },
      { token },
    );
  }
});

test('axe on the robot products and their editor in Chinese', async ({ page, request }) => {
  await startSignedIn(page, request, 'zh');
  await page.goto('/admin/robots/products');
  await expect(page.getByRole('heading', { level: 1, name: '机器人产品' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectAccessible(page);
  await page
    .getByRole('button', { name: /^编辑 / })
    .first()
    .click();
  const form = page.getByRole('dialog', { name: /^编辑 / });
  await form.getByRole('button', { name: '保存产品' }).click();
  await expect(form.locator('.mantine-InputWrapper-error').first()).toBeVisible();
  await expectAccessible(page);
});
