// The back office's loans: an admin creates a product through the form, is first refused a minimum above the maximum
// on its field (nothing sent), finds it in the list with its disclosed terms, withdraws it, then deletes it; a
// reviewer rejects an application with a reason the applicant then reads. axe on the pages and dialogs, in en and zh.
import { type AdminLoanProductView, type LoanDetail, loansAdminApi, loansApi } from '@platform/contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectAccessible } from '../support/helpers.ts';
import { newMoneyUser, verifyIdentityByApi } from './money-support.ts';
import { adminToken, goTo, logInAsAdmin, rowWith, startSignedIn } from './support.ts';

async function productNamed(request: APIRequestContext, name: string) {
  const res = await callApi(request, loansAdminApi.products, {}, { token: await adminToken(request) });
  return ((await res.json()).data as AdminLoanProductView[]).find((row) => row.name === name);
}

test('an admin creates a loan product, refused a minimum above the maximum first, then withdraws and deletes it', async ({
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

  // No one applied for it: it can be deleted, with a reason.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  await edit.getByLabel(/^Reason/).fill('Created by mistake');
  await edit.getByRole('button', { name: 'Delete product' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toHaveCount(0);
  expect(await productNamed(request, name)).toBeUndefined();
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

test('a reviewer rejects a loan application with a reason the applicant reads', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const product = (
    await (
      await callApi(
        request,
        loansAdminApi.createProduct,
        {
          body: {
            name: `E2E Reject ${info.project.name} ${Date.now().toString(36)}`,
            minAmount: '100',
            maxAmount: '5000',
            termMonths: [3],
            apr: '10',
            originationFeePercent: '0',
            overdueFeeKind: 'flat',
            overdueFee: '5',
            reason: 'Browser test product',
          },
        },
        { token: admin },
      )
    ).json()
  ).data as AdminLoanProductView;
  const user = await newMoneyUser(request);
  await verifyIdentityByApi(request, user.token);
  const applied = await callApi(
    request,
    loansApi.apply,
    { body: { productId: product.id, amount: '500', termMonths: 3 } },
    { token: user.token, idempotencyKey: `e2e-loan-${Date.now().toString(36)}` },
  );
  const { loan } = (await applied.json()).data as LoanDetail;

  await startSignedIn(page, request);
  await page.goto('/admin/loans/applications');
  await expect(page.getByRole('heading', { level: 1, name: 'Loan applications' })).toBeVisible();
  await rowWith(page, user.email)
    .getByRole('button', { name: `Review #${loan.id}` })
    .click();
  const review = page.getByRole('dialog', { name: `Loan application #${loan.id}` });
  await expect(review.getByText('Verified', { exact: true })).toBeVisible();
  await review.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(review.getByText('The applicant sees your reason on the application and in the inbox.')).toBeVisible();
  await expectAccessible(page);
  await review.getByLabel(/^Reason/).fill('Income could not be confirmed');
  await review.getByRole('button', { name: 'Confirm rejection' }).click();
  await expect(review).toBeHidden();
  await expect(rowWith(page, user.email)).toHaveCount(0);

  // Every loan: it stays listed, rejected.
  await page.getByText('All loans', { exact: true }).click();
  await expect(rowWith(page, user.email)).toContainText('Rejected');
  await expectAccessible(page);
  const seen = (
    await (await callApi(request, loansApi.loan, { params: { id: loan.id } }, { token: user.token })).json()
  ).data as LoanDetail;
  expect(seen.loan).toMatchObject({ status: 'rejected', rejectReason: 'Income could not be confirmed' });
});

test('sandbox: an admin moves a paid-out loan’s dates a month on and its first instalment is collected', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const admin = await adminToken(request);
  const product = (
    await (
      await callApi(
        request,
        loansAdminApi.createProduct,
        {
          body: {
            name: `E2E Sandbox ${info.project.name} ${Date.now().toString(36)}`,
            minAmount: '100',
            maxAmount: '5000',
            termMonths: [3],
            apr: '12',
            originationFeePercent: '0',
            overdueFeeKind: 'daily_percent',
            overdueFee: '0.05',
            reason: 'Browser test product',
          },
        },
        { token: admin },
      )
    ).json()
  ).data as AdminLoanProductView;
  const user = await newMoneyUser(request);
  await verifyIdentityByApi(request, user.token);
  const applied = await callApi(
    request,
    loansApi.apply,
    { body: { productId: product.id, amount: '1000', termMonths: 3 } },
    { token: user.token, idempotencyKey: `e2e-loan-${Date.now().toString(36)}` },
  );
  const { loan } = (await applied.json()).data as LoanDetail;
  await callApi(
    request,
    loansAdminApi.approve,
    { params: { id: loan.id }, body: {} },
    { token: admin, idempotencyKey: `e2e-approve-${Date.now().toString(36)}` },
  );

  await startSignedIn(page, request);
  await page.goto('/admin/loans/applications?view=all');
  await rowWith(page, user.email)
    .getByRole('button', { name: `View #${loan.id}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Loan application #${loan.id}` });
  const sandbox = dialog.getByRole('form', { name: 'Sandbox: move the dates' });
  await sandbox.getByLabel(/^Reason/).fill('The first instalment falls due');
  await expectAccessible(page);
  await sandbox.getByRole('button', { name: 'Move the dates' }).click();
  await expect(dialog.getByRole('row').filter({ hasText: /^1/ })).toContainText('Paid');
  const seen = (
    await (await callApi(request, loansApi.loan, { params: { id: loan.id } }, { token: user.token })).json()
  ).data as LoanDetail;
  expect(seen.instalments[0]).toMatchObject({ state: 'paid' });
  expect(seen.loan).toMatchObject({ status: 'active', instalmentsPaid: 1 });
});
