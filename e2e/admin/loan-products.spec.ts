// The back office's loans: a reviewer rejects an application on its page with a reason the applicant then reads, and
// the sandbox control on a paid-out loan's page moves its dates so its first instalment is collected. (The products'
// form and list are tested in the DOM, apps/admin/src/features/loans/products-page.dom.test.tsx; the application's
// page in application-page.dom.test.tsx; axe in accessibility.spec.ts.)
import { type AdminLoanProductView, type LoanDetail, loansAdminApi, loansApi } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectAccessible } from '../support/helpers.ts';
import { newMoneyUser, verifyIdentityByApi } from './money-support.ts';
import { adminToken, rowWith, startSignedIn } from './support.ts';

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
    .getByRole('link', { name: `Review #${loan.id}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/loans/applications/${loan.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Loan application #${loan.id}` })).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const review = page.getByRole('form', { name: 'Reject' });
  await expect(review.getByText('The applicant sees your reason on the application and in the inbox.')).toBeVisible();
  await expectAccessible(page);
  await review.getByLabel(/^Reason/).fill('Income could not be confirmed');
  await review.getByRole('button', { name: 'Ok' }).click();
  await expect(review).toBeHidden();
  await expect(page.getByText(/This application has been decided/)).toBeVisible();
  await page.getByRole('link', { name: /Back to loan applications/ }).click();
  await expect(rowWith(page, user.email)).toHaveCount(0);

  // Every loan: it stays listed, rejected.
  await page.getByText('All loans', { exact: true }).click();
  await expect(rowWith(page, user.email)).toContainText('Rejected');
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
    .getByRole('link', { name: `View #${loan.id}` })
    .click();
  const sandbox = page.getByRole('region', { name: 'Move the dates' });
  await expect(sandbox.getByText('Sandbox', { exact: true })).toBeVisible();
  await sandbox.getByRole('button', { name: 'Move the dates' }).click();
  const confirm = page.getByRole('dialog', { name: `Move the dates of loan #${loan.id}?` });
  await confirm.getByLabel(/^Reason/).fill('The first instalment falls due');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('tab', { name: 'Schedule' }).click();
  await expect(page.getByRole('row').filter({ hasText: /^1/ })).toContainText('Paid');
  const seen = (
    await (await callApi(request, loansApi.loan, { params: { id: loan.id } }, { token: user.token })).json()
  ).data as LoanDetail;
  expect(seen.instalments[0]).toMatchObject({ state: 'paid' });
  expect(seen.loan).toMatchObject({ status: 'active', instalmentsPaid: 1 });
});
