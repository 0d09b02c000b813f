import { mediationApi, mediationThreadApi } from '@platform/contracts';
import { expect, type Page, test } from '@playwright/test';
import { callApi } from '../support/api.ts';
import { expectAccessible } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import {
  applyFor,
  caseAsOwner,
  newApplicant,
  PNG,
  respondentLinkFor,
  respondentTakesPart,
  tokenOf,
  verifyIdentity,
} from './mediation-support.ts';
import { goTo, newOperator, startSignedIn } from './support.ts';

/** Opens a case from the queue by searching its tracking number. */
async function openFromQueue(page: Page, trackingNumber: string) {
  await goTo(page, /^Cases$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mediation cases' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(trackingNumber);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: `Open case ${trackingNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: trackingNumber })).toBeVisible();
}

/** Moves the case with one of the offered buttons, giving the reason the user will read. */
async function moveCase(page: Page, button: string, reason: string, nowState: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  // In place, from the keyboard: the reason takes the focus, Ctrl+Enter makes the change.
  const form = page.getByRole('form', { name: button });
  await expect(form.getByLabel(/^Reason/)).toBeFocused();
  await page.keyboard.type(reason);
  await page.keyboard.press('Control+Enter');
  await expect(form).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: 'State' }).locator('..')).toContainText(nowState);
}

test('a mediator takes a case through review and mediation, reports with an attachment and drafts the agreement', async ({
  page,
  request,
}, info) => {
  test.slow(); // one long journey: sign-up, application, state changes, the respondent, a report and an agreement
  const applicant = await newApplicant(request);
  const filed = await applyFor(request, applicant, `Harbour Brokers ${info.project.name}`);
  expect(filed.status).toBe('submitted');

  // An operator of its own: it names itself below, which would rename the admin every other journey signs in as.
  await startSignedIn(page, request, 'en', await newOperator(request, ['admin']));
  await page.goto('/admin/users');
  await openFromQueue(page, filed.trackingNumber);

  // The evidence the applicant uploaded is private: the page reads it with the operator's token.
  const evidence = page.getByRole('list', { name: 'Evidence files' });
  await expect(evidence.getByRole('img', { name: 'receipt.png' })).toBeVisible();
  await expect(page.getByText(/1,?500\.50 USD/).first()).toBeVisible();
  await shot(page, 'case-top', { fullPage: false });

  // Only the changes the workflow allows from "Submitted" are offered.
  await expect(page.getByRole('button', { name: 'Start review', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reject', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start mediation', exact: true })).toHaveCount(0);

  // A change without a reason is refused at the form.
  await page.getByRole('button', { name: 'Start review', exact: true }).click();
  const form = page.getByRole('form', { name: 'Start review' });
  await form.getByRole('button', { name: 'Ok' }).click();
  await expect(form.getByText('Please enter a reason')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Take this case' }).click();
  await expect(page.getByRole('button', { name: 'Take this case' })).toHaveCount(0);
  await moveCase(page, 'Start review', 'Checking the documents', 'Under review');
  await moveCase(page, 'Accept', 'Evidence is complete', 'Accepted');

  // The respondent is contacted only once the applicant's real name is approved; until then the page says why.
  const respondent = page.getByRole('region', { name: 'Respondent' });
  await expect(respondent.getByTestId('respondent-blocked')).toContainText('real-name verification is not approved');
  await expect(respondent.getByRole('button', { name: 'Contact respondent' })).toHaveCount(0);
  await verifyIdentity(request, applicant);
  await page.reload();
  const shop = `broker-${Date.now().toString(36)}-${info.project.name}@e2e.test`;
  await respondent.getByRole('button', { name: 'Contact respondent' }).click();
  await page.getByRole('textbox', { name: /Respondent.s e-mail address/ }).fill(shop);
  await page.getByRole('button', { name: 'E-mail the link' }).click();
  await expect(page.getByText('The link was e-mailed to the respondent')).toBeVisible();
  await expect(respondent).toContainText('Answer due');

  // Mediation starts when the respondent takes part through the mailed link.
  const respondentToken = tokenOf(await respondentLinkFor(request, shop));
  await respondentTakesPart(request, respondentToken, shop, 'Harbour Brokers Ltd');
  // The open page hears the case's news over its socket: no reload.
  await expect(page.getByRole('heading', { level: 2, name: 'State' }).locator('..')).toContainText('In mediation');

  // Every change is recorded with who and why, and the applicant sees the same.
  const history = page.getByRole('heading', { level: 2, name: 'History' }).locator('..');
  await expect(history).toContainText('Accepted → In mediation');
  const owned = await caseAsOwner(request, applicant, filed.id);
  expect(owned.status).toBe('in_mediation');
  expect(owned.history.map((h) => h.reason)).toContain('Evidence is complete');

  // A progress report with an attachment, which the applicant then reads in their report list.
  const reportTitle = `Broker replied ${info.project.name}`;
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\?tab=reports$/); // each section has its own address
  const report = page.getByRole('form', { name: 'New progress report' });
  await report.getByRole('button', { name: 'Publish report to the user' }).click();
  await expect(report.getByText('Please enter the title')).toBeVisible();
  await report.getByLabel(/^Title/).fill(reportTitle);
  await report.getByLabel(/^Report/).fill('The broker answered and offered to return part of the deposit.');
  await report.locator('input[type="file"]').setInputFiles({ name: 'reply.png', mimeType: 'image/png', buffer: PNG });
  await expect(report.getByRole('button', { name: 'Remove reply.png' })).toBeVisible();
  await report.getByRole('button', { name: 'Publish report to the user' }).click();
  await expect(page.getByRole('heading', { level: 3, name: reportTitle })).toBeVisible();
  await expect(
    page.getByRole('list', { name: `Attachments of “${reportTitle}”` }).getByRole('img', { name: 'reply.png' }),
  ).toBeVisible();
  const reports = await callApi(
    request,
    mediationApi.reports,
    { body: { page: 1, size: 10, caseId: filed.id } },
    { token: applicant.token },
  );
  const rows = (await reports.json()).data.rows as { title: string; attachmentCount: number }[];
  expect(rows).toEqual([expect.objectContaining({ title: reportTitle, attachmentCount: 1 })]);

  // The staff member names themselves: the parties see that name with the role, never the log-in name.
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Your account and display name' }).click();
  const naming = page.getByRole('form', { name: 'Your display name' });
  await naming.getByLabel('Display name').fill('Chen Jing');
  await naming.getByRole('button', { name: 'Save display name' }).click();
  await expect(page.getByText('Display name saved')).toBeVisible();
  await shot(page, 'display-name');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: filed.trackingNumber })).toBeVisible();

  // The mediator proposes to both parties; it is agreed only when both accept, each answer shown.
  const terms = 'The broker returns 1200.00 USD to the applicant within 14 days.';
  await page.getByRole('tab', { name: 'Thread' }).click();
  await page.getByRole('button', { name: 'Propose a settlement to both parties' }).click();
  const proposing = page.getByRole('form', { name: 'Your proposal to both parties' });
  await proposing.getByLabel(/^Amount/).fill('1200.00');
  await proposing.getByLabel(/^Terms/).fill(terms);
  await proposing.getByRole('button', { name: 'Send to both parties' }).click();
  const proposal = page.getByRole('article', { name: 'Proposal of 1,200.00 USD by the mediator' });
  await expect(proposal).toContainText('Respondent: not answered yet.');
  const thread = await callApi(
    request,
    mediationThreadApi.applicantThread,
    { query: { caseId: filed.id } },
    { token: applicant.token },
  );
  const proposalId = (await thread.json()).data.proposals[0].id as number;
  const accept = { proposalId, answer: 'accept' } as const;
  await callApi(
    request,
    mediationThreadApi.applicantProposalAnswer,
    { body: { caseId: filed.id, ...accept } },
    { token: applicant.token },
  );
  await callApi(request, mediationThreadApi.respondentProposalAnswer, { body: { token: respondentToken, ...accept } });
  await expect(proposal).toContainText(/Applicant: accepted on .+Respondent: accepted on/);
  await expect(page.getByTestId('accepted-proposal')).toContainText(terms);

  // The agreement both parties sign starts from the accepted proposal (the applicant signs in the portal, the
  // respondent through their link).
  await page.getByRole('tab', { name: 'Agreement' }).click();
  const agreement = page.getByRole('form', { name: 'Draft the agreement' });
  await expect(agreement.getByLabel(/^Terms/)).toHaveValue(terms);
  await expect(agreement.getByLabel(/^Settlement amount/)).toHaveValue('1200.00');
  // How it is paid is what the parties agreed, never a clause the service adds (issue 27 §5).
  await agreement.getByRole('button', { name: 'Send the agreement to both parties to sign' }).click();
  await expect(agreement.getByText('Please choose how the settlement is paid')).toBeVisible();
  await agreement.getByLabel(/^How it is paid/).selectOption('card_refund');
  await agreement.getByLabel(/^Days to pay/).fill('14');
  await agreement.getByRole('button', { name: 'Send the agreement to both parties to sign' }).click();
  const version = page.getByRole('article', { name: /^Version 1 · Mediation agreement/ });
  await expect(version).toContainText('Waiting for signature');
  await expect(version).toContainText(/1,?200\.00 USD/);
  await expect(version).toContainText(/by Chen Jing, (Mediator|Administrator)/);
  await expect(page.getByRole('heading', { level: 2, name: 'State' }).locator('..')).toContainText('Agreement drafted');
  const contract = await callApi(
    request,
    mediationApi.agreement,
    { query: { caseId: filed.id } },
    { token: applicant.token },
  );
  expect((await contract.json()).data).toMatchObject({ status: 'awaiting_signature', settlementAmount: '1200.00' });

  // The toasts (shared UI; they close after 2 s) are not this page's: check the page once they are gone.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'case-detail');
});

test('rejecting a case needs a reason, and the applicant sees it', async ({ page, request }, info) => {
  const applicant = await newApplicant(request);
  const filed = await applyFor(request, applicant, `Quickfund Ltd ${info.project.name}`);
  await startSignedIn(page, request);
  await page.goto('/admin/users');
  await openFromQueue(page, filed.trackingNumber);

  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  const dialog = page.getByRole('form', { name: 'Reject' });
  await expect(dialog).toContainText('The user sees this change and your reason');
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog.getByText('Please enter a reason')).toBeVisible();
  expect((await caseAsOwner(request, applicant, filed.id)).status).toBe('submitted');

  const reason = 'The dispute is with a bank outside our remit; please contact the banking ombudsman.';
  await dialog.getByLabel(/^Reason/).fill(reason);
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('This case is closed; its state can no longer change.')).toBeVisible();
  // No more changes, reports or agreements on a rejected case.
  await expect(page.getByRole('button', { name: 'Start review', exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Reports' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'New progress report' })).toHaveCount(0);

  const owned = await caseAsOwner(request, applicant, filed.id);
  expect(owned).toMatchObject({ status: 'rejected', statusReason: reason });
  expect(owned.history.at(-1)).toMatchObject({ toStatus: 'rejected', reason, actor: { kind: 'mediator' } });
});

test('the case queue filters by state', async ({ page, request }, info) => {
  const applicant = await newApplicant(request);
  const filed = await applyFor(request, applicant, `Filter Test Co ${info.project.name}`);
  await startSignedIn(page, request);
  await page.goto('/admin/cases');
  await expect(page.getByRole('heading', { level: 1, name: 'Mediation cases' })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel('Status').selectOption('submitted');
  await expect(page).toHaveURL(/status=submitted/);
  await expect(page.getByRole('link', { name: `Open case ${filed.trackingNumber}` })).toBeVisible();
  await page.getByLabel('Status').selectOption('rejected');
  await expect(page.getByRole('link', { name: `Open case ${filed.trackingNumber}` })).toHaveCount(0);
  await page.getByLabel('Status').selectOption('');
  await expect(page.getByRole('link', { name: `Open case ${filed.trackingNumber}` })).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await shot(page, 'case-queue');
});
