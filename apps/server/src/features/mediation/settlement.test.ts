// A settlement as the parties live it (issue 27 §5): each party signs as who the service verified, the payment terms
// are the parties' own, and signing is not settling: only the applicant's word that the payment arrived (or the
// stated deadline) ends the case.
import { inboxApi, MESSAGES, mediationAdminApi, mediationApi, pathWith } from '@platform/contracts';
import { and, eq, mediationAgreementSignatures, mediationCaseEvents, mediationCases } from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../core/events/domain-events.ts';
import { createOperator } from '../../testing/admin-test-kit.ts';
import { call, mailsTo, signUp } from '../../testing/api.ts';
import {
  applyCase,
  caseWithAgreement,
  draftBody,
  moveTo,
  respondentSigns,
  respondentTakesPart,
  signatureImage,
  useMediationNotices,
} from '../../testing/mediation-test-kit.ts';
import { pdfTextLines } from '../../testing/pdf-text.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { composeAgreementText } from './agreement-text.ts';
import { caseById } from './cases-repo.ts';
import { enforceDeadlines, remindDeadlines } from './deadline-job.ts';

const t = useTestApp();
const notices = useMediationNotices(t);
let mediator: { token: string; userId: number; email: string };
beforeAll(async () => {
  mediator = await createOperator(t.app, t.admin, ['mediator']);
});

const sign = (token: string, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api${mediationApi.signAgreement.path}`, { token, body });
const signBody = (agreement: { id: number; textSha256: string }, extra: Record<string, unknown> = {}) => ({
  id: agreement.id,
  textSha256: agreement.textSha256,
  method: 'typed',
  image: signatureImage,
  consent: true,
  ...extra,
});
const confirm = (token: string, caseId: number, received: boolean) =>
  call(t.app, 'POST', `/api${mediationApi.confirmPayment.path}`, { token, body: { caseId, received } });
const detail = async (token: string, caseId: number) =>
  (await call(t.app, 'GET', `/api${mediationApi.case.path}?id=${caseId}`, { token })).body.data;
const mails = (to: string) => mailsTo(t.app, to);
const draft = (caseId: number, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api${pathWith(mediationAdminApi.draftAgreement.path, { id: caseId })}`, {
    token: mediator.token,
    body,
  });

/** A case whose agreement both parties signed, assigned to the mediator. */
async function signedCase(body: Record<string, unknown> = draftBody) {
  const applicant = await signUp(t.app);
  const { caseId, agreement } = await caseWithAgreement(t.app, applicant.token, mediator.token, body, {
    applicantName: 'Casey Applicant',
  });
  await t.app.db.update(mediationCases).set({ mediatorId: mediator.userId }).where(eq(mediationCases.id, caseId));
  // The respondent first: the applicant's signature completes it through the endpoint, which tells the parties.
  expect((await respondentSigns(t.app, agreement)).completed).toBe(false);
  expect((await sign(applicant.token, signBody(agreement))).body.data.status).toBe('signed');
  return { applicant, caseId, agreement };
}

describe('each party signs as who the service verified', () => {
  it('refuses a typed name that is not the verified one, and signs in the verified name without one', async () => {
    const casey = await signUp(t.app);
    const { caseId, agreement } = await caseWithAgreement(t.app, casey.token, mediator.token, draftBody, {
      applicantName: 'Casey Applicant',
    });
    const shown = (
      await call(t.app, 'GET', `/api${mediationApi.agreement.path}?caseId=${caseId}`, { token: casey.token })
    ).body.data;
    expect(shown.signAs).toMatchObject({ name: 'Casey Applicant', email: null, check: 'real_name' });

    const mickey = await sign(casey.token, signBody(agreement, { signerName: 'Mickey Mouse' }));
    expect(mickey.status).toBe(409);
    expect(mickey.body.msg).toBe(MESSAGES.signerNameNotYours.en);
    const none = await t.app.db
      .select()
      .from(mediationAgreementSignatures)
      .where(eq(mediationAgreementSignatures.agreementId, agreement.id));
    expect(none).toHaveLength(0);
    await expect(respondentSigns(t.app, agreement, { name: 'Donald Duck' })).rejects.toMatchObject({
      messageKey: 'signerNameNotYours',
    });

    // The verified name itself, however it is spaced or cased, is the same name.
    const signed = await sign(casey.token, signBody(agreement, { signerName: '  casey   APPLICANT ' }));
    expect(signed.status).toBe(200);
    expect(signed.body.data.signatures[0]).toMatchObject({
      signerName: 'Casey Applicant',
      identity: { check: 'real_name', checkedAt: '2026-11-20T10:00:00.000Z' },
    });
    await respondentSigns(t.app, agreement);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api${mediationApi.agreementPdf.path}?id=${agreement.id}`,
      headers: { authorization: casey.token },
    });
    const lines = pdfTextLines(file.rawPayload);
    const text = lines.join('\n');
    expect(lines).toContain('Signed by: Casey Applicant (applicant, typed signature)');
    expect(text).toContain('Identity: real-name verification (identity document) approved on 2026-11-20');
    expect(lines).toContain('Signed by: Sam Seller (respondent, typed signature)');
    expect(lines).toContain('E-mail: sam@shop.example.com');
    expect(text).toContain('Identity: e-mail confirmed by a one-time code sent to it on ');
    expect(text).not.toContain('Mickey Mouse');
    expect(text).not.toContain('Donald Duck');
  });

  it('refuses an applicant without an approved real-name verification', async () => {
    const anon = await signUp(t.app);
    const created = await applyCase(t.app, anon.token);
    await moveTo(t.app, mediator.token, created.id, 'under_review', 'accepted');
    await respondentTakesPart(t.app, created.id, 'Sam Seller');
    const drafted = (await draft(created.id, draftBody)).body.data;
    expect(drafted.signAs).toBeNull();
    const refused = await sign(anon.token, signBody(drafted));
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(MESSAGES.realNameRequiredToSign.en);
  });
});

describe('the payment terms are the parties’ own', () => {
  const frame = {
    title: 'Refund',
    body: 'The shop refunds the price to the original card.',
    trackingNumber: 'MD-2026-000009',
    version: 1,
    draftedAt: new Date('2026-11-01T00:00:00Z'),
    applicantId: 1,
    applicantName: 'Casey Applicant',
    respondentName: 'Sam Seller',
    mediator: null,
    settlementAmount: '249.90',
    settlementCurrency: 'USD',
    paymentDetails: null,
    paymentDueDays: 14,
    confirmation: { days: 14, reminderDays: 2 },
  };

  it('says card refund, bank transfer or the stated way, and names the payout destination only for a payout', () => {
    const card = composeAgreementText({ ...frame, paymentMethod: 'card_refund' });
    expect(card).toContain('The respondent refunds 249.90 USD to the card the applicant paid with, within 14 days');
    expect(card).not.toMatch(/wallet|payout destination|crypto address/i);
    const bank = composeAgreementText({ ...frame, paymentMethod: 'bank_transfer' });
    expect(bank).toContain('pays 249.90 USD to the applicant directly, by bank transfer');
    expect(bank).not.toMatch(/wallet|payout destination/i);
    const other = composeAgreementText({ ...frame, paymentMethod: 'other', paymentDetails: 'a cheque by post' });
    expect(other).toContain('as follows: a cheque by post');
    const payout = composeAgreementText({ ...frame, paymentMethod: 'platform_payout' });
    expect(payout).toContain('payout destination (bank account or crypto address) the applicant registered');
    // Signing is not settling, and what happens at the deadline is stated before anyone signs.
    expect(card).toContain('the case is settled only when they confirm it');
    expect(card).toContain('within 14 days after the payment is due, they are reminded 2 days before');
  });

  it('needs how the settlement is paid and within how many days, on their fields', async () => {
    const c = await applyCase(t.app, (await signUp(t.app)).token);
    await moveTo(t.app, mediator.token, c.id, 'under_review', 'accepted');
    await respondentTakesPart(t.app, c.id, 'Sam Seller');
    const { paymentMethod: _m, paymentDueDays: _d, ...bare } = draftBody;
    const refused = await draft(c.id, bare);
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual(
      expect.arrayContaining([
        { field: 'paymentMethod', message: MESSAGES.choosePaymentMethod.en },
        { field: 'paymentDueDays', message: MESSAGES.paymentDueDaysRange.en },
      ]),
    );
    const other = await draft(c.id, { ...draftBody, paymentMethod: 'other' });
    expect(other.body.data).toEqual([{ field: 'paymentDetails', message: MESSAGES.enterPaymentDetails.en }]);
    const drafted = await draft(c.id, { ...draftBody, body: 'Refund to the original card.' });
    expect(drafted.status).toBe(200);
    expect(drafted.body.data).toMatchObject({ paymentMethod: 'card_refund', paymentDueDays: 14 });
    expect(drafted.body.data.text).not.toMatch(/wallet/i);
  });
});

describe('signed is not settled', () => {
  it('asks the applicant after both sign, and settles only on their confirmation', async () => {
    const { applicant, caseId } = await signedCase();
    const signed = await detail(applicant.token, caseId);
    expect(signed.status).toBe('signed');
    expect(signed.next).toMatchObject({ step: 'confirm_payment', actor: 'you', deadlineKind: 'payment_confirmation' });
    // Due in 14 days, then 14 days to confirm.
    const days = (Date.parse(signed.next.deadlineAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27.9);
    expect(days).toBeLessThanOrEqual(28);
    const asked = notices.find((n) => n.caseId === caseId && n.kind === 'payment_confirmation_requested');
    expect(asked).toMatchObject({ parties: ['applicant', 'respondent'], params: { amount: '249.90' } });
    await t.app.caseNoticesSettled();
    expect((await mails(applicant.email)).map((m) => m.subject)).toContain(
      `Did the agreed payment arrive? (${signed.trackingNumber})`,
    );
    const inbox = await call(t.app, 'GET', `/api${inboxApi.messages.path}`, { token: applicant.token });
    expect(JSON.stringify(inbox.body)).toContain('case.payment_confirmation_requested');

    // The mediator cannot settle it by hand.
    const byHand = await call(
      t.app,
      'POST',
      `/api${pathWith(mediationAdminApi.changeCaseStatus.path, { id: caseId })}`,
      { token: mediator.token, body: { status: 'closed_settled', reason: 'both signed' } },
    );
    expect(byHand.status).toBe(409);

    // Not yet: recorded, the respondent and the mediator are told, the case waits.
    const notYet = await confirm(applicant.token, caseId, false);
    expect(notYet.status).toBe(200);
    expect(notYet.body.msg).toBe(MESSAGES.paymentMissingRecorded.en);
    expect(notYet.body.data.payment).toMatchObject({ confirmedAt: null, missingAt: expect.any(String) });
    expect((await detail(applicant.token, caseId)).status).toBe('signed');
    await t.app.caseNoticesSettled();
    expect((await mails('sam@shop.example.com')).map((m) => m.subject)).toContainEqual(
      expect.stringContaining('The applicant has not received the payment'),
    );
    expect((await mails(mediator.email)).map((m) => m.subject)).toContain(
      `Payment not arrived in case ${signed.trackingNumber}`,
    );

    const yes = await confirm(applicant.token, caseId, true);
    expect(yes.status).toBe(200);
    expect(yes.body.msg).toBe(MESSAGES.paymentConfirmed.en);
    const settled = await detail(applicant.token, caseId);
    expect(settled).toMatchObject({ status: 'closed_settled', next: { step: 'closed' } });
    expect(settled.history.at(-1)).toMatchObject({
      fromStatus: 'signed',
      toStatus: 'closed_settled',
      actor: { kind: 'user' },
      reason: 'The applicant confirmed that the agreed payment arrived.',
    });
    // Another user cannot answer for this case.
    expect((await confirm((await signUp(t.app)).token, caseId, true)).status).toBe(404);
  });

  it('counts twenty simultaneous confirmations once', async () => {
    const { applicant, caseId } = await signedCase();
    const before = notices.length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(applicant.token, caseId, true)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const settledEvents = await t.app.db
      .select()
      .from(mediationCaseEvents)
      .where(and(eq(mediationCaseEvents.caseId, caseId), eq(mediationCaseEvents.toStatus, 'closed_settled')));
    expect(settledEvents).toHaveLength(1);
    await t.app.caseNoticesSettled();
    const closed = (await mails(applicant.email)).filter((m) => m.subject.endsWith('is closed'));
    expect(closed).toHaveLength(1);
    expect(notices.slice(before).filter((n) => n.caseId === caseId)).toHaveLength(0);
    expect((await caseById(t.app.db, caseId)).status).toBe('closed_settled');
  });

  it('is refused before both have signed', async () => {
    const applicant = await signUp(t.app);
    const { caseId } = await caseWithAgreement(t.app, applicant.token, mediator.token);
    const early = await confirm(applicant.token, caseId, true);
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe(MESSAGES.caseNotAwaitingPayment.en);
  });

  it('at the deadline: a reminder first, then closed as not settled (payment not confirmed), the mediator told', async () => {
    const { applicant, caseId } = await signedCase();
    const publish = (event: DomainEvent) => t.app.events.publish(event);
    const deadlineAt = (await caseById(t.app.db, caseId)).deadlineAt!;
    const nearly = new Date(deadlineAt.getTime() - 86_400_000);
    expect(await remindDeadlines(t.app.db, publish, nearly)).toContain(caseId);
    const reminder = notices.find((n) => n.caseId === caseId && n.kind === 'deadline_near');
    expect(reminder).toMatchObject({ parties: ['applicant'], params: { step: 'payment_confirmation' } });
    expect(await enforceDeadlines(t.app.db, publish, nearly)).not.toContain(caseId);
    const after = new Date(deadlineAt.getTime() + 1000);
    expect(await enforceDeadlines(t.app.db, publish, after)).toContain(caseId);
    const closed = await detail(applicant.token, caseId);
    expect(closed.status).toBe('closed_not_settled');
    expect(closed.statusReason).toBe(
      `Payment not confirmed: the applicant did not confirm by ${deadlineAt.toISOString().slice(0, 10)} that the ` +
        'agreed payment arrived. The mediator is told.',
    );
    await t.app.caseNoticesSettled();
    expect((await mails(applicant.email)).map((m) => m.subject)).toContainEqual(
      expect.stringContaining('A deadline is near'),
    );
    expect((await mails(mediator.email)).map((m) => m.subject)).toContain(
      `Case ${closed.trackingNumber} closed: payment not confirmed`,
    );
    // Too late to confirm now.
    expect((await confirm(applicant.token, caseId, true)).status).toBe(409);
  });

  it('an agreement with no payment needs no confirmation', async () => {
    const applicant = await signUp(t.app);
    const { caseId, agreement } = await caseWithAgreement(t.app, applicant.token, mediator.token, {
      title: 'Apology',
      body: 'The shop apologises in writing.',
    });
    await sign(applicant.token, signBody(agreement));
    await respondentSigns(t.app, agreement);
    expect((await detail(applicant.token, caseId)).next).toMatchObject({ step: 'close', actor: 'mediator' });
    expect((await confirm(applicant.token, caseId, true)).status).toBe(409);
  });
});
