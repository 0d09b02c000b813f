// The respondent's side (issue 15): the private link from the mediator's e-mail opens the claim; the respondent takes
// part with a mailed code, writes with a file attached, counters the applicant's proposal, and sees it accepted; a
// respondent who never answers sees the case close by itself with the reason. At phone and desktop widths, axe-clean in both languages.
import { mediationThreadApi } from '@platform/contracts';
import { expect, test } from '@playwright/test';
import {
  type Applicant,
  applyFor,
  caseAsOwner,
  newApplicant,
  respondentLinkFor,
  tokenOf,
  verifyIdentity,
} from '../admin/mediation-support.ts';
import { callApi } from '../support/api.ts';
import { expectShown, freshEmail, recordShownTexts } from '../support/helpers.ts';
import { shot } from '../support/shots.ts';
import { moveCase, notifyRespondent } from './backoffice.ts';
import { expectPageAccessible, mailedCodeFor, PNG_FILE, portalUrl, switchLanguage } from './portal.ts';

/** An accepted case of a verified applicant whose respondent was e-mailed their link. */
async function invitedCase(request: Parameters<typeof newApplicant>[0], name: string) {
  const applicant = await newApplicant(request);
  const filed = await applyFor(request, applicant, name);
  await verifyIdentity(request, applicant, 'Robin Applicant');
  await moveCase(request, filed.id, 'under_review', 'Checking the documents');
  await moveCase(request, filed.id, 'accepted', 'The evidence supports the claim');
  const shop = freshEmail('respondent');
  await notifyRespondent(request, filed.id, shop);
  const link = await respondentLinkFor(request, shop);
  return { applicant, filed, shop, link, token: tokenOf(link) };
}

const asApplicant = (applicant: Applicant) => ({ token: applicant.token });

test('the respondent opens the mailed link, takes part, writes, counters a proposal and sees it accepted', async ({
  page,
  request,
}, info) => {
  test.slow();
  await recordShownTexts(page);
  const { applicant, filed, shop, link } = await invitedCase(request, `Harbour Brokers ${info.project.name}`);
  await page.goto(portalUrl(new URL(link).hash.slice(1)));
  await expect(
    page.getByRole('heading', { level: 1, name: `Mediation request ${filed.trackingNumber}` }),
  ).toBeVisible();
  await expect(page.getByTestId('respondent-state')).toHaveText('Waiting for your answer');
  await expect(page.getByTestId('next-step')).toContainText('Please answer by');
  await expect(page.getByText('Robin Applicant')).toBeVisible();
  await expect(page.getByText(applicant.email)).toHaveCount(0);
  await expectPageAccessible(page);
  await shot(page, 'invited');

  // Taking part needs the e-mail confirmed by a mailed code.
  await page.getByRole('radio', { name: 'Take part' }).check();
  await page.getByRole('textbox', { name: 'Your name or business name' }).fill('Harbour Brokers Ltd');
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(shop);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page
    .getByRole('textbox', { name: 'Code from the e-mail' })
    .fill(await mailedCodeFor(request, shop, /take part in mediation/));
  await page.getByRole('button', { name: 'Take part in the mediation' }).click();
  await expect(page.getByTestId('respondent-state')).toHaveText('Taking part');
  expect((await caseAsOwner(request, applicant, filed.id)).status).toBe('in_mediation');

  // The conversation: the respondent writes with a file attached (through their link); the applicant reads both.
  const message = page.getByRole('form', { name: 'Write a message' });
  await message.getByRole('textbox', { name: 'Your message' }).fill('We can offer part of the deposit back.');
  await message.locator('input[type="file"]').setInputFiles({ ...PNG_FILE, name: 'deposit-receipt.png' });
  await expect(message.getByRole('button', { name: 'Remove deposit-receipt.png' })).toBeVisible();
  await message.getByRole('button', { name: 'Send message' }).click();
  await expectShown(page, 'Message sent');
  // Their own file shows in the thread, opened through the link's file door.
  await expect(page.getByRole('img', { name: 'deposit-receipt.png' })).toBeVisible();
  const thread = await callApi(
    request,
    mediationThreadApi.applicantThread,
    { query: { caseId: filed.id } },
    asApplicant(applicant),
  );
  const sent = (await thread.json()).data.messages as { body: string; attachments: { path: string; name: string }[] }[];
  const withFile = sent.find((m) => m.body === 'We can offer part of the deposit back.');
  expect(withFile?.attachments.map((f) => f.name)).toEqual(['deposit-receipt.png']);
  const opened = await request.get(`/api${withFile!.attachments[0]!.path}`, {
    headers: { authorization: applicant.token },
  });
  expect(opened.status()).toBe(200);
  expect(Buffer.from(await opened.body()).equals(PNG_FILE.buffer)).toBe(true);

  // The applicant proposes; the respondent counters on the page; the applicant accepts the counter.
  const proposed = await callApi(
    request,
    mediationThreadApi.applicantProposal,
    { body: { caseId: filed.id, amount: '1500.50', currency: 'USD', terms: 'The full deposit back within 14 days.' } },
    asApplicant(applicant),
  );
  expect(proposed.status()).toBe(200);
  // The open page hears the case's news over its socket (watched with the link's token): no reload.
  const proposal = page.getByRole('article', { name: 'Proposal of 1,500.50 USD, proposed by the applicant' });
  await expect(proposal).toContainText('Answer by');
  await proposal.getByRole('button', { name: 'Counter' }).click();
  const counter = page.getByRole('form', { name: 'Your counter-proposal' });
  await counter.getByRole('textbox', { name: 'Amount' }).fill('1200.00');
  await counter.getByRole('textbox', { name: 'Terms' }).fill('1,200 USD back within 7 days; the rest is the fee.');
  await counter.getByRole('button', { name: 'Send the counter-proposal' }).click();
  await expectShown(page, 'Proposal sent');
  const mine = page.getByRole('article', { name: /^Proposal of 1,200\.00 USD, proposed by you/ });
  await expect(mine).toContainText('Waiting for the other side to answer by');
  const proposals = (
    await (
      await callApi(
        request,
        mediationThreadApi.applicantThread,
        { query: { caseId: filed.id } },
        asApplicant(applicant),
      )
    ).json()
  ).data.proposals as { id: number; amount: string }[];
  const counterId = proposals.find((p) => p.amount === '1200.00')!.id;
  const accepted = await callApi(
    request,
    mediationThreadApi.applicantProposalAnswer,
    { body: { caseId: filed.id, proposalId: counterId, answer: 'accept' } },
    asApplicant(applicant),
  );
  expect(accepted.status()).toBe(200);
  await expect(page.getByRole('article', { name: /^Proposal of 1,200\.00 USD, proposed by you/ })).toContainText(
    'Accepted',
  );
  await expect(page.getByRole('article', { name: /^Proposal of 1,500\.50 USD/ })).toContainText('Countered');
  await expectPageAccessible(page);
  await shot(page, 'taking-part');

  // The same page in Chinese.
  await switchLanguage(page, '简体中文');
  await expect(page.getByRole('heading', { level: 1, name: `调解申请 ${filed.trackingNumber}` })).toBeVisible();
  await expectPageAccessible(page);
});

// A respondent who never answers: the page (apps/portal/src/features/respond/respond-page.test.tsx) and the deadline
// job's rule (apps/server/src/features/mediation/respondent/respondent.test.ts).
