// The back office's loan products: an admin creates a product through the form, is first refused a minimum above the
// maximum on its field (nothing sent), finds it in the list with its disclosed terms, then withdraws it with a reason.
// axe on the list and the form, in en and zh.
import { type AdminLoanProductView, loansAdminApi } from '@platform/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectAccessible } from '../support/helpers.ts';
import { adminToken, goTo, logInAsAdmin, rowWith, startSignedIn } from './support.ts';

async function productNamed(request: APIRequestContext, name: string) {
  const res = await callApi(request, loansAdminApi.products, {}, { token: await adminToken(request) });
  return ((await res.json()).data as AdminLoanProductView[]).find((row) => row.name === name);
}

test('an admin creates a loan product, refused a minimum above the maximum first, then withdraws it', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const name = `E2E Loan ${info.project.name} ${Date.now().toString(36)}`;
  await logInAsAdmin(page);
  await goTo(page, /^Loan products$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Loan products' })).toBeVisible();

  await page.getByRole('button', { name: 'New product' }).click();
  const form = page.getByRole('dialog', { name: 'New loan product' });
  await form.getByLabel(/^Name/).fill(name);
  await form.getByLabel(/^Description/).fill('Small and monthly.');
  await form.getByLabel(/^Minimum amount/).fill('6000');
  await form.getByLabel(/^Maximum amount/).fill('5000');
  await form.getByLabel(/^APR/).fill('12.5');
  await form.getByLabel(/^Origination fee/).fill('1');
  await form.getByLabel(/^Overdue fee value/).fill('0.05');
  for (const months of ['12', '3', '6']) {
    await form.getByLabel(/^Terms \(months\)/).fill(months);
    await form.getByLabel(/^Terms \(months\)/).press('Enter');
  }
  await form.getByLabel(/^Reason/).fill('A small loan for everyday needs');
  await form.getByRole('button', { name: 'Save product' }).click();
  await expect(form.getByText('The minimum amount must be above zero and not above the maximum')).toBeVisible();
  await expectAccessible(page);
  expect(await productNamed(request, name)).toBeUndefined();

  await form.getByLabel(/^Minimum amount/).fill('100');
  await form.getByRole('button', { name: 'Save product' }).click();
  await expect(form).toBeHidden();
  const row = rowWith(page, name);
  await expect(row).toContainText('100 – 5,000');
  await expect(row).toContainText('3, 6, 12 months');
  await expect(row).toContainText('12.5 %');
  await expect(row).toContainText('Origination 1 %');
  await expect(row).toContainText('Overdue 0.05 % a day');
  await expect(row).toContainText('Offered');
  expect(await productNamed(request, name)).toMatchObject({ termMonths: [3, 6, 12], apr: '12.5', active: true });
  await expectAccessible(page);

  // Withdrawn with a reason: it takes no applications.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await edit.getByText('Offered to users', { exact: true }).click();
  await expect(edit.getByLabel('Offered to users')).not.toBeChecked();
  await edit.getByLabel(/^Reason/).fill('No longer offered');
  await edit.getByRole('button', { name: 'Save product' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Withdrawn');
  expect(await productNamed(request, name)).toMatchObject({ active: false });
});

const texts = {
  en: { title: 'Loan products', new: 'New product', form: 'New loan product' },
  zh: { title: '贷款产品', new: '新建产品', form: '新建贷款产品' },
} as const;

for (const language of ['en', 'zh'] as const) {
  test(`axe on the loan products page and its form, ${language}`, async ({ page, request }) => {
    const text = texts[language];
    await startSignedIn(page, request, language);
    await page.goto('/admin/loans/products');
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: text.new }).click();
    await expect(page.getByRole('dialog', { name: text.form })).toBeVisible();
    await expectAccessible(page);
  });
}
