// Loans (issue 18 §3) at a phone’s width: the operator creates a product (API, as the back office does); a new user with a
// verified identity and 100 USD in the funding account opens home's Loans tile, reads the product's terms, asks the
// calculator for 1,000 USD over 3 months and sees the server's full schedule (each instalment's principal, interest
// and date, the totals, the fee, the total cost, the APR and the overdue fee) before applying through the confirm
// dialog; an operator approves it in the back office; the loan is paid into the funding account; the user repays it
// early at the server's quote and it closes; the history shows the disbursement, the fee and the repayment, and the
// statement's funding account closes at what they add up to. The screens in Chinese and their figures are
// loans-screens.test.tsx; axe runs in markets-accessibility.spec.ts.
import {
  type AdminLoanProductView,
  type LoanDetail,
  type LoanQuoteView,
  loansAdminApi,
  loansApi,
  sumDecimals,
} from '@platform/contracts';
import { expect, type Page, test } from '@playwright/test';
import { submitBankDeposit, verifyIdentityByApi } from '../admin/money-support.ts';
import { adminToken, rowWith, startSignedIn } from '../admin/support.ts';
import { callApi } from '../support/api.ts';
import { expectShown, recordShownTexts } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { dataOf, operatorApprovesDeposit, signedInMoneyUser } from './money-support.ts';

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

/** USD as the screens show it: grouped, two places, with the code. */
const usd = (value: string, withCode = true) => {
  const [whole = '0', fraction = ''] = value.split('.');
  const shown = `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction.padEnd(2, '0').slice(0, 2)}`;
  return withCode ? `${shown} USD` : shown;
};

test('verified user applies for a loan → operator approves in the back office → paid out → repaid early → closed; history and statement agree', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  test.slow(); // a funded, verified account and the back office
  const admin = await adminToken(request);
  const name = `E2E Loan ${testInfo.project.name} ${Date.now().toString(36)}`;
  const product = await dataOf<AdminLoanProductView>(
    await callApi(
      request,
      loansAdminApi.createProduct,
      {
        body: {
          name,
          description: 'A small unsecured loan for the browser tests.',
          minAmount: '100',
          maxAmount: '5000',
          termMonths: [6, 3],
          apr: '12',
          originationFeePercent: '1',
          overdueFeeKind: 'daily_percent',
          overdueFee: '0.05',
          active: true,
          reason: 'Browser test product',
        },
      },
      { token: admin },
    ),
  );
  const user = await signedInMoneyUser(context, request);
  await operatorApprovesDeposit(request, (await submitBankDeposit(request, user, '100')).id);
  await verifyIdentityByApi(request, user.token);
  await recordShownTexts(page);

  // Home's tile is live and leads to the products; the product discloses its terms.
  await page.goto('/');
  await page.getByRole('link', { name: 'Loans', exact: true }).click();
  await expect(page).toHaveURL(/\/loans$/);
  await expect(heading(page, 'Loans')).toBeVisible();
  await page.getByRole('button', { name: `Calculate with ${name}` }).click();
  const card = page.getByRole('article', { name });
  await expect(card.getByTestId('loan-range')).toHaveText('100 – 5,000 USD');
  await expect(card.getByTestId('loan-terms')).toHaveText('3 months, 6 months');
  await expect(card.getByTestId('loan-apr')).toHaveText('12%');
  await expect(card.getByTestId('loan-fee')).toHaveText('1% of the amount, taken when the loan is paid out');
  await expect(card.getByTestId('loan-overdueFee')).toHaveText(
    '0.05% of the overdue instalment for each day it stays unpaid',
  );
  await expect(page.getByTestId('loans-kyc-gate')).toHaveCount(0);

  // Outside the product's range: the message on the field, nothing asked of the server.
  const form = page.getByRole('form', { name: 'Loan calculator' });
  const amount = form.getByLabel(/^Amount \(USD\)/);
  await amount.fill('99.99');
  await form.getByRole('button', { name: 'Show the schedule' }).click();
  await expect(form.getByText('The amount must lie within the product’s range, in whole cents')).toBeVisible();

  // 1,000 USD over 3 months: the server's schedule and costs, before applying.
  await amount.fill('1000');
  await form.getByRole('button', { name: 'Show the schedule' }).click();
  const expected = await dataOf<LoanQuoteView>(
    await callApi(
      request,
      loansApi.quote,
      { params: { id: product.id }, query: { amount: '1000', termMonths: 3 } },
      { token: user.token },
    ),
  );
  expect(expected.instalments).toHaveLength(3);
  const quote = page.getByTestId('loan-quote');
  await expect(quote.getByTestId('loan-principal')).toHaveText('1,000.00 USD');
  await expect(quote.getByTestId('loan-netDisbursed')).toHaveText(usd(expected.netDisbursed));
  await expect(quote.getByTestId('loan-instalmentAmount')).toHaveText(usd(expected.instalmentAmount));
  await expect(quote.getByTestId('loan-apr')).toHaveText('12% a year (1% a month)');
  // 990.00 received against 340.02, 340.02 and 340.03 a month: 18.13 % a year (worked out in loan-schedule.test.ts).
  expect(expected.aprWithFees).toBe('18.13');
  await expect(quote.getByTestId('loan-aprWithFees')).toHaveText('18.13%');
  await expect(quote.getByTestId('loan-totalInterest')).toHaveText(usd(expected.totalInterest));
  await expect(quote.getByTestId('loan-originationFee')).toHaveText('10.00 USD');
  await expect(quote.getByTestId('loan-totalCost')).toHaveText(usd(expected.totalCost));
  await expect(quote.getByTestId('loan-totalRepayable')).toHaveText(usd(expected.totalRepayable));
  await expect(quote.getByTestId('loan-overdue-example')).toHaveText(
    `One day late on the first instalment: ${usd(expected.overdueFee.exampleOneDay)}`,
  );
  for (const line of expected.instalments) {
    const row = quote.getByTestId(`loan-instalment-${line.number}`);
    await expect(row.getByTestId('loan-instalment-principal')).toHaveText(usd(line.principal, false));
    await expect(row.getByTestId('loan-instalment-interest')).toHaveText(usd(line.interest, false));
    await expect(row.getByTestId('loan-instalment-amount')).toHaveText(usd(line.amount, false));
  }
  // The instalments add up to the amount and the total interest.
  expect(
    sumDecimals(
      expected.instalments.map((l) => l.principal),
      2,
    ),
  ).toBe('1000.00');
  expect(
    sumDecimals(
      expected.instalments.map((l) => l.interest),
      2,
    ),
  ).toBe(sumDecimals([expected.totalInterest], 2));
  await shot(page, 'loans-quote');

  // Apply through the confirm dialog, which repeats the terms.
  await quote.getByRole('button', { name: 'Apply for this loan' }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm application · ${name}` });
  await expect(dialog.getByTestId('loan-confirm-amount')).toHaveText('1,000.00 USD');
  await expect(dialog.getByTestId('loan-confirm-apr')).toHaveText('12% a year (1% a month)');
  await expect(dialog.getByTestId('loan-confirm-aprWithFees')).toHaveText('18.13%');
  await expect(dialog.getByTestId('loan-confirm-totalCost')).toHaveText(usd(expected.totalCost));
  await shot(page, 'loans-confirm');
  await dialog.getByRole('button', { name: 'Apply', exact: true }).click();
  await expectShown(page, 'Application sent: an operator will review it');
  await expect(page).toHaveURL(/\/loans\/mine\/\d+$/);
  const loanId = Number(/\/loans\/mine\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByTestId('loan-status')).toHaveText('Under review');
  await expect(page.getByTestId('loan-pending-note')).toBeVisible();
  await expect(page.getByTestId('loan-aprWithFees')).toHaveText('18.13%');
  await shot(page, 'loans-pending');

  // The operator, on a desktop screen, approves it in the back office (in Chinese).
  const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const backOffice = await office.newPage();
  await startSignedIn(backOffice, request, 'zh');
  await backOffice.goto('/admin/loans/applications');
  await expect(heading(backOffice, '贷款申请')).toBeVisible({ timeout: 30_000 }); // the back office's first load on a busy machine
  await rowWith(backOffice, user.email)
    .getByRole('link', { name: `审核 #${loanId}` })
    .click();
  await expect(heading(backOffice, `贷款申请 #${loanId}`)).toBeVisible();
  await expect(backOffice.getByText('已认证', { exact: true })).toBeVisible();
  await backOffice.getByRole('button', { name: '批准并放款' }).click();
  const review = backOffice.getByRole('form', { name: '批准并放款' });
  await expect(review.getByText(/990\.00 USD 存入申请人资金账户/)).toBeVisible();
  await shot(backOffice, 'loans-admin-review');
  await review.getByLabel(/^原因/).fill('收入已核实');
  await review.getByRole('button', { name: '确定' }).click();
  await expect(backOffice.getByText('该申请已有审核结果，不能在此更改。')).toBeVisible();
  await office.close();

  // Paid out: repaying, with the schedule's first instalment a month on.
  await page.reload();
  await expect(page.getByTestId('loan-status')).toHaveText('Repaying');
  await expect(page.getByTestId('loan-outstanding')).toHaveText('1,000.00 USD');
  await expect(page.getByTestId('loan-instalment-1').getByTestId('loan-instalment-state')).toHaveText('Upcoming');
  await shot(page, 'loans-repaying');

  // Before paying instalment 1 on the payout day, the dialog says what it consists of and the interest rule in figures:
  // the month's interest less the part on the principal repaid for the days left (not the whole month's interest).
  const ahead = (
    await dataOf<LoanDetail>(await callApi(request, loansApi.loan, { params: { id: loanId } }, { token: user.token }))
  ).nextPayment!;
  expect(ahead).toMatchObject({ number: 1, early: true });
  await page.getByRole('button', { name: 'Repay instalment 1' }).click();
  const nextDialog = page.getByRole('dialog', { name: 'Repay instalment 1 now' });
  await expect(nextDialog.getByTestId('loan-next-principal')).toHaveText(usd(ahead.principal));
  await expect(nextDialog.getByTestId('loan-next-interest')).toHaveText(usd(ahead.interest));
  await expect(nextDialog.getByTestId('loan-next-total')).toHaveText(usd(ahead.total));
  await expect(nextDialog.getByTestId('loan-next-rule')).toContainText('Paid before its due date');
  expect(Number(ahead.interest)).toBeLessThan(Number(ahead.scheduledInterest));
  await shot(page, 'loans-repay-next');
  // The footer's Cancel (the close button in the corner is named Cancel too).
  await nextDialog.locator('button', { hasText: 'Cancel' }).click();
  await expect(nextDialog).toHaveCount(0);

  // Repay early at the server's quote of what is due today: the principal and interest for the days elapsed (none).
  await page.getByRole('button', { name: 'Repay early' }).click();
  const early = page.getByRole('dialog', { name: 'Repay the whole loan today' });
  const detail = await dataOf<LoanDetail>(
    await callApi(request, loansApi.loan, { params: { id: loanId } }, { token: user.token }),
  );
  const due = detail.earlyRepayment!;
  expect(due.principalOutstanding).toBe('1000.00');
  await expect(early.getByTestId('loan-early-principal')).toHaveText('1,000.00 USD');
  await expect(early.getByTestId('loan-early-total')).toHaveText(usd(due.total));
  await expect(early.getByTestId('loan-early-saved')).toHaveText(usd(due.interestSaved));
  await expect(early.getByTestId('loan-early-available')).toHaveText('1,090.00 USD');
  await shot(page, 'loans-repay-early');
  await early.getByRole('button', { name: 'Repay', exact: true }).click();
  await expectShown(page, 'Loan repaid in full and closed');
  await expect(page.getByTestId('loan-status')).toHaveText('Closed');
  await expect(page.getByTestId('loan-closed-note')).toBeVisible();
  for (const n of [1, 2, 3])
    await expect(page.getByTestId(`loan-instalment-${n}`)).toHaveAttribute('data-state', /^(paid|settled_early)$/);

  // The list shows it closed.
  await page.goto('/loans/mine');
  await expect(page.getByTestId(`loan-item-${loanId}`).getByTestId('loan-status')).toHaveText('Closed');
  await shot(page, 'loans-mine');

  // The history: the funding account's loan entries are the disbursement, the fee and the repayment, nothing else.
  await page.goto('/assets/history?account=funding');
  const movements = page.getByRole('list', { name: 'Transactions' }).locator('[data-amount]');
  await expect(movements.first()).toBeVisible();
  const loan = (
    await movements.evaluateAll((nodes) =>
      nodes.map((n) => ({ type: n.getAttribute('data-type')!, amount: n.getAttribute('data-amount')! })),
    )
  ).filter((m) => m.type.startsWith('loan_'));
  const of = (type: string) => loan.filter((m) => m.type === type).map((m) => m.amount);
  expect(sumDecimals(of('loan_disbursement'), 2)).toBe('1000.00');
  expect(sumDecimals(of('loan_fee'), 2)).toBe('-10.00');
  expect(sumDecimals(of('loan_repayment'), 2)).toBe(sumDecimals([`-${due.total}`], 2));
  expect(of('loan_overdue_fee')).toEqual([]);
  await shot(page, 'loans-history');

  // The statement closes the funding account at 100 + 1,000 − 10 − what the early repayment took.
  await page.goto('/assets/statements');
  const closing = sumDecimals(['100', '1000', '-10', `-${due.total}`], 2);
  await expect(page.getByTestId('statement-funding-USD')).toHaveAttribute('data-closing', closing);
  await expect(page.getByTestId('statement-funding-USD')).toContainText('Loan repayment');
  await shot(page, 'loans-statement');
});
