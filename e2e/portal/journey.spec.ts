import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { mediationApi, respondentApi } from '@platform/contracts';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { respondentLinkFor, respondentTakesPart, tokenOf } from '../admin/mediation-support.ts';
import { logInAsAdmin } from '../admin/support.ts';
import { callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { expectShown, freshEmail, recordShownTexts } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { PNG, reviewRealName } from './backoffice.ts';
import { choose, mailedCodeFor, openAccountArea, PNG_FILE, portalUrl, SUBJECT } from './portal.ts';

/** The mediator's browser: the back office, signed in as the e2e operator through its own form. */
async function openBackOffice(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E.baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await logInAsAdmin(page);
  return page;
}

async function moveCase(admin: Page, button: string, reason: string) {
  await admin.getByRole('button', { name: button, exact: true }).click();
  // In place, from the keyboard: the reason takes the focus, Ctrl+Enter makes the change.
  const form = admin.getByRole('form', { name: button });
  await expect(form.getByLabel(/^Reason/)).toBeFocused();
  await admin.keyboard.type(reason);
  await admin.keyboard.press('Control+Enter');
  await expect(form).toBeHidden();
}

// Axe on every page this story visits: accessibility.spec.ts (the story itself runs no axe).
test('a visitor signs up, verifies, applies with evidence, reads the report, both parties sign a Chinese agreement and the PDF shows both', async ({
  page,
  request,
  browser,
}, info) => {
  test.setTimeout(300_000);
  await recordShownTexts(page);
  const email = freshEmail('portal-journey');
  const username = `j${Date.now().toString(36)}${info.project.name.slice(0, 1)}`;
  const password = 'journey-pass-1';
  const counterparty = `Northwind Travel ${info.project.name} ${Date.now().toString(36)}`;

  // 1. Sign up with the invitation and the e-mailed code, then log in.
  await page.goto(portalUrl('/home'));
  await (await openAccountArea(page, info)).getByRole('button', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('dialog', { name: 'Sign Up' });
  await signUp.getByRole('textbox', { name: 'Username' }).fill(username);
  await signUp.getByRole('textbox', { name: 'Email address' }).fill(email);
  await signUp.getByRole('button', { name: 'Get Code' }).click();
  await expectShown(page, 'Send the code, please check');
  await signUp
    .getByRole('textbox', { name: 'Code', exact: true })
    .fill(await mailedCodeFor(request, email, SUBJECT.signUp));
  await signUp.getByLabel(/^Password/).fill(password);
  await signUp.getByRole('textbox', { name: 'Invitation code' }).fill(E2E.inviteCode);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(signUp).toBeHidden();
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/#\/home$/);

  // 2. Real-name verification, approved by a reviewer.
  await page.goto(portalUrl('/realname'));
  await page.getByRole('textbox', { name: 'Full name' }).fill('Robin Journey');
  await choose(page, 'ID type', 'Passport');
  await page.getByRole('textbox', { name: 'ID number' }).fill('P7654321');
  await choose(page, 'Country or region', 'France', 'Fran');
  const idImages = page.locator('input[type="file"]');
  await idImages.nth(0).setInputFiles({ ...PNG_FILE, name: 'front.png' });
  await expect(page.getByRole('button', { name: 'Front of the document Replace file' })).toBeVisible();
  await idImages.nth(1).setInputFiles({ ...PNG_FILE, name: 'back.png' });
  await expect(page.getByRole('button', { name: 'Back of the document Replace file' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('realname-status')).toHaveText('Under review');
  await reviewRealName(request, email, 'approve');
  await page.reload();
  await expect(page.getByTestId('realname-status')).toHaveText('Verified');

  // 3. The application, with evidence; the statistics on the page are real counts.
  await page.goto(portalUrl('/apply'));
  await expect(page.getByRole('heading', { level: 1, name: 'Apply for mediation' })).toBeVisible();
  const before = Number(await page.getByTestId('stat-total').textContent());
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Please choose the type of dispute')).toBeVisible();
  await expect(page.getByText('Please enter the name of the other party')).toBeVisible();
  await expect(page.getByText('Please confirm that you have read how mediation works')).toBeVisible();

  const types = (await (await callApi(request, mediationApi.disputeTypes)).json()).data as {
    label: { en: string };
  }[];
  await choose(page, 'Type of dispute', types[0]!.label.en);
  await expect(page.getByTestId('needed-materials')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name of the merchant, platform or firm' }).fill(counterparty);
  await page.getByRole('textbox', { name: 'Their website or the platform you used' }).fill('https://northwind.example');
  await page.getByRole('radio').first().check();
  await page.getByRole('textbox', { name: 'Amount in dispute' }).fill('12.345');
  await choose(page, 'Country or region of the other party', 'Spain', 'Spa');
  await page
    .getByRole('textbox', { name: 'Describe what happened' })
    .fill('I paid for a package holiday that was cancelled; the agency promised a refund and never paid it.');
  await page.locator('input[type="file"]').setInputFiles({ name: 'booking.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('evidence-list')).toContainText('booking.png');
  await page.getByRole('checkbox', { name: /I understand that applying is free/ }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Please enter the correct amount')).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount in dispute' }).fill('1890.00');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expectShown(page, 'Application submitted');
  const applied = page.getByTestId('applied');
  await expect(applied).toContainText(/MD-\d{4}-\d{6}/);
  const trackingNumber = /MD-\d{4}-\d{6,}/.exec((await applied.textContent()) ?? '')![0];
  // Other journeys may apply at the same time: the count grew by at least this application.
  await page.reload();
  await expect
    .poll(async () => Number(await page.getByTestId('stat-total').textContent({ timeout: 30_000 })), {
      timeout: 40_000,
    })
    .toBeGreaterThanOrEqual(before + 1);

  // 4. The mediator takes the case through review, contacts the respondent (the applicant's real name is approved),
  // mediation starts when the respondent takes part through the mailed link, and the mediator writes a report.
  const admin = await openBackOffice(browser);
  await admin.goto('/admin/cases');
  await admin.getByRole('searchbox', { name: 'Search' }).fill(trackingNumber);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await admin.getByRole('link', { name: `Open case ${trackingNumber}` }).click();
  await expect(admin.getByRole('heading', { level: 1, name: trackingNumber })).toBeVisible();
  await admin.getByRole('button', { name: 'Take this case' }).click();
  await expect(admin.getByRole('button', { name: 'Take this case' })).toHaveCount(0);
  await moveCase(admin, 'Start review', 'Checking the booking and the refund promise');
  await moveCase(admin, 'Accept', 'The evidence supports the claim');
  const agency = `agency-${Date.now().toString(36)}-${info.project.name}@e2e.test`;
  await admin.getByRole('button', { name: 'Contact respondent' }).click();
  await admin.getByRole('textbox', { name: /Respondent.s e-mail address/ }).fill(agency);
  await admin.getByRole('button', { name: 'E-mail the link' }).click();
  await expect(admin.getByText('The link was e-mailed to the respondent')).toBeVisible();
  const respondentToken = tokenOf(await respondentLinkFor(request, agency));
  await respondentTakesPart(request, respondentToken, agency, 'Northwind Travel SL');
  await admin.reload();
  const reportTitle = `The agency answered (${info.project.name})`;
  await admin.getByRole('tab', { name: 'Reports' }).click();
  const report = admin.getByRole('form', { name: 'New progress report' });
  await report.getByLabel(/^Title/).fill(reportTitle);
  await report.getByLabel(/^Report/).fill('The agency accepts that the refund is owed and proposes to pay it in full.');
  await report.getByRole('button', { name: 'Publish report to the user' }).click();
  await expect(admin.getByRole('heading', { level: 3, name: reportTitle })).toBeVisible();

  // 5. The user reads it in their report list.
  await page.goto(portalUrl('/profile?tab=reports'));
  await page.getByRole('button', { name: `Read report: ${reportTitle}` }).click();
  const reportDialog = page.getByRole('dialog', { name: reportTitle });
  await expect(reportDialog.getByTestId('report-detail')).toContainText('proposes to pay it in full');
  await expect(reportDialog).toContainText(trackingNumber);
  await reportDialog.getByRole('button', { name: 'Close' }).click();

  // 6. The mediator drafts the agreement, in Chinese: the PDF embeds a CJK font.
  const terms = '北风旅行社在本协议签署后十四日内向申请人全额退还 1890.00 美元。';
  await admin.getByRole('tab', { name: 'Agreement' }).click();
  const agreementForm = admin.getByRole('form', { name: 'Draft the agreement' });
  await agreementForm.getByLabel(/^Terms/).fill(terms);
  await agreementForm.getByLabel(/^Settlement amount/).fill('1890.00');
  // How it is paid is what the parties agreed (issue 27 §5): here the agency pays by bank transfer within 14 days.
  await agreementForm.getByLabel(/^How it is paid/).selectOption('bank_transfer');
  await agreementForm.getByLabel(/^Days to pay/).fill('14');
  await agreementForm.getByRole('button', { name: 'Send the agreement to both parties to sign' }).click();
  await expect(admin.getByRole('article', { name: /^Version 1 · / })).toContainText('Waiting for signatures');
  await admin.context().close();

  // The case's events wait in the portal's inbox (Messages, with the unread count); one opens its case.
  await page.goto(portalUrl('/profile?tab=messages'));
  const reportNotice = page.getByRole('button', { name: `Unread: A progress report on case ${trackingNumber}` });
  // The notices are delivered a moment after the changes; the open list hears of each over the socket.
  await expect(reportNotice).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('tab', { name: /^Messages\s*\d+ unread$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: `Unread: Your case ${trackingNumber} is accepted` })).toBeVisible();
  await shot(page, 'messages');
  await page.getByRole('button', { name: `Unread: Your case ${trackingNumber} is accepted` }).click();
  const linkedCase = page.getByRole('dialog', { name: `Case ${trackingNumber}` });
  await expect(linkedCase.getByTestId('case-status')).toHaveText('Agreement drafted');
  await linkedCase.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('tab', { name: /^Messages/ }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(`^Your case ${trackingNumber} is accepted`) }),
  ).toBeVisible();

  // The case shows where it stands, with the mediator's reasons.
  await page.getByRole('tab', { name: 'My cases' }).click();
  await page.getByRole('button', { name: `Open case ${trackingNumber}` }).click();
  const caseDialog = page.getByRole('dialog', { name: `Case ${trackingNumber}` });
  await expect(caseDialog.getByTestId('case-status')).toHaveText('Agreement drafted');
  await expect(caseDialog).toContainText('The evidence supports the claim');
  await caseDialog.getByRole('link', { name: 'Read the agreement' }).click();

  // 7. The user reads and signs the agreement (typed signature); the respondent signs through their link.
  await expect(page.getByRole('heading', { level: 1, name: 'Mediation agreement' })).toBeVisible();
  await expect(page.getByTestId('agreement-status')).toHaveText('Waiting for your signature');
  await expect(page.getByTestId('agreement-body')).toContainText(terms);
  // The operator who drafted it, by name and role, never by log-in name (the e2e operator is an administrator).
  await expect(page.getByTestId('agreement-mediator')).toContainText(/^Drafted by .+, (Mediator|Administrator) on /);
  await expect(page.getByTestId('agreement-mediator')).not.toContainText(E2E.admin.email);
  await expect(page.getByTestId('signature-status-respondent')).toContainText(
    "Waiting for the other party's signature",
  );
  await expect(page.getByText('Checked on this device: the text you see has this fingerprint.')).toBeVisible();
  const textHash = (await page.getByTestId('text-hash').textContent())!.trim();
  await page.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(page.getByText('Please confirm that you agree to sign electronically')).toBeVisible();
  // The applicant signs in their verified name, shown and not typed (issue 27 §5).
  await expect(page.getByRole('textbox', { name: 'Your full name' })).toHaveCount(0);
  await expect(page.getByTestId('sign-as')).toContainText('Robin Journey');
  await expect(page.getByTestId('sign-as')).toContainText('real-name verification approved it on');
  await expect(page.getByTestId('agreement-body')).toContainText('by bank transfer, within 14 days');
  await expect(page.getByTestId('agreement-body')).not.toContainText('wallet');
  await shot(page, 'contract-sign-as');
  await expect(page.getByRole('img', { name: 'Your signature' })).toBeVisible();
  await page.getByRole('checkbox', { name: /I have read the whole agreement/ }).check();
  await page.getByRole('button', { name: 'Sign the agreement' }).click();
  await expectShown(page, 'Agreement signed');
  await expect(page.getByTestId('agreement-status')).toHaveText("Waiting for the other party's signature");
  await expect(page.getByTestId('signature-status-applicant')).toContainText('Signed by you on');
  await expect(page.getByRole('button', { name: 'Sign the agreement' })).toHaveCount(0);
  const signature = page.getByTestId('signature');
  await expect(signature).toContainText('Signed by Robin Journey');
  await expect(signature.getByRole('img', { name: 'Signature of Robin Journey' })).toBeVisible();
  await expect(page.getByTestId('signed-text-hash')).toHaveText(textHash);
  // The respondent reads the same agreement through their link and signs it.
  const asRespondent = (await (await callApi(request, respondentApi.case, { body: { token: respondentToken } })).json())
    .data as { agreement: { id: number; textSha256: string } };
  expect(asRespondent.agreement.textSha256).toBe(textHash);
  const signed = await callApi(request, respondentApi.sign, {
    body: {
      token: respondentToken,
      id: asRespondent.agreement.id,
      textSha256: textHash,
      method: 'typed',
      image: `data:image/png;base64,${PNG.toString('base64')}`,
      consent: true,
    },
  });
  expect((await signed.json()).code).toBe(200);
  await page.reload();
  await expect(page.getByTestId('agreement-status')).toHaveText('Signed by both parties');
  await expect(page.getByTestId('signature-status-respondent')).toContainText('Signed by Northwind Travel SL');
  await expect(page.getByTestId('agreement-complete')).toBeVisible();
  const pdfHash = (await page.getByTestId('signed-pdf-hash').textContent())!.trim();
  await shot(page, 'contract-signed');

  // 8. The PDF: shown in the page and downloadable; it is the completed document, with both signatures and the audit
  // page, set in the embedded CJK font.
  await page.getByRole('link', { name: 'View as PDF' }).click();
  await expect(page).toHaveURL(/#\/pdf\?id=\d+$/);
  await expect(page.getByTitle('The mediation agreement (PDF)')).toHaveAttribute('src', /^blob:/);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const file = await readFile(await (await downloading).path());
  expect(file.subarray(0, 5).toString()).toBe('%PDF-');
  expect(createHash('sha256').update(file).digest('hex')).toBe(pdfHash);
  const pdf = await PDFDocument.load(file);
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
  expect(file.toString('latin1')).toContain('/BaseFont /NotoSansSC-Regular');
  expect(pdf.getTitle()).toContain(trackingNumber);
  await shot(page, 'pdf');

  // 9. Signed is not settled: the applicant is asked whether the payment arrived, and only their "yes" settles it.
  await page.goto(portalUrl('/profile'));
  await page.getByRole('tab', { name: 'My cases' }).click();
  await page.getByRole('button', { name: `Open case ${trackingNumber}` }).click();
  const settling = page.getByRole('dialog', { name: `Case ${trackingNumber}` });
  await expect(settling.getByTestId('case-status')).toHaveText('Signed');
  const ask = settling.getByTestId('payment-confirm');
  await expect(ask).toContainText('Did the agreed payment arrive?');
  await expect(ask).toContainText('Please answer by');
  await shot(page, 'payment-confirm');
  await ask.getByRole('button', { name: 'Yes, it arrived' }).click();
  await expect(settling.getByTestId('case-status')).toHaveText('Closed: settled');
  await expect(settling.getByTestId('payment-confirm')).toHaveCount(0);
});
