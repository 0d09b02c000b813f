// The respondent's side (issue 15 §1–§3): contacted only after the applicant's real-name approval, through a private
// link (expiring, revocable, rate limited, this case only); takes part with a confirmed e-mail, declines with a reason,
// or asks; signs through the link; and a missed answer deadline closes the case by itself with the reason.
import { MESSAGES, mediationAdminApi, respondentApi } from '@platform/contracts';
import { eq, mediationCaseEvents, mediationCases, mediationRespondentLinks } from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../../testing/admin-test-kit.ts';
import { call, lastCode, mailsTo, signIn, signUp, uniqueEmail } from '../../../testing/api.ts';
import { applyCase, draftBody, moveTo, signatureImage, verifyApplicant } from '../../../testing/mediation-test-kit.ts';
import { ADMIN, createTestApp, useTestApp } from '../../../testing/test-app.ts';
import { enforceDeadlines, remindDeadlines } from '../deadline-job.ts';

const t = useTestApp();
let mediator: string;
beforeAll(async () => {
  mediator = (await createOperator(t.app, t.admin, ['mediator'])).token;
});

const notify = (id: number, body: Record<string, unknown>) =>
  call(t.app, 'POST', urlOf(mediationAdminApi.notifyRespondent, { id }), { token: mediator, body });
const respondent = (endpoint: { path: string }, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api${endpoint.path}`, { body });
const caseView = async (id: number) =>
  (await call(t.app, 'GET', urlOf(mediationAdminApi.case, { id }), { token: mediator })).body.data;
const mails = (to: string) => mailsTo(t.app, to);

const approveRealName = (userId: number) => verifyApplicant(t.app, userId, 'Alice Applicant');

/** An accepted case whose applicant is verified, and the respondent's address. */
async function acceptedCase(verified = true) {
  const applicant = await signUp(t.app);
  const shop = uniqueEmail('shop');
  const created = await applyCase(t.app, applicant.token, { counterpartyContact: shop });
  await moveTo(t.app, mediator, created.id, 'under_review', 'accepted');
  if (verified) await approveRealName(applicant.user.userId);
  return { ...created, applicant, shop };
}

/** Notifies the respondent by e-mail and answers the token from the mailed link. */
async function invited() {
  const c = await acceptedCase();
  const res = await notify(c.id, { channel: 'email' });
  expect(res.status).toBe(200);
  expect(res.body.data.url).toBeNull(); // an e-mailed link is never shown to the operator
  const [invitation] = await mails(c.shop);
  const token = /#\/respond\/([A-Za-z0-9_-]{43})/.exec(invitation!.text)![1]!;
  return { ...c, token };
}

async function takePart(c: { token: string; shop: string }) {
  expect((await respondent(respondentApi.sendCode, { token: c.token, email: c.shop })).status).toBe(200);
  return respondent(respondentApi.answer, {
    token: c.token,
    answer: 'take_part',
    name: 'Example Shop Ltd',
    email: c.shop,
    code: await lastCode(t.app, c.shop),
  });
}

describe('contacting the respondent', () => {
  it('is refused until the applicant’s real-name verification is approved, and the back office says why', async () => {
    const c = await acceptedCase(false);
    const refused = await notify(c.id, { channel: 'email' });
    expect(refused.status).toBe(409);
    expect(refused.body.data).toEqual([{ field: 'status', message: expect.stringMatching(/real-name verification/) }]);
    expect((await caseView(c.id)).respondent).toMatchObject({
      state: 'not_contacted',
      notifyBlockedReason: expect.stringMatching(/real-name verification is not approved/),
      link: null,
    });
    expect(await mails(c.shop)).toEqual([]);
    // A mediator cannot start mediation by hand either: it starts when the respondent takes part.
    const byHand = await call(t.app, 'POST', urlOf(mediationAdminApi.changeCaseStatus, { id: c.id }), {
      token: mediator,
      body: { status: 'in_mediation', reason: 'starting' },
    });
    expect(byHand.status).toBe(400);
  });

  it('sends one invitation however many requests arrive at once', async () => {
    const c = await acceptedCase();
    const sent = await Promise.all(Array.from({ length: 20 }, () => notify(c.id, { channel: 'email' })));
    expect(sent.filter((r) => r.status === 200)).toHaveLength(1);
    expect(sent.filter((r) => r.status === 429)).toHaveLength(19);
    expect((await mails(c.shop)).filter((m) => m.subject.startsWith('Mediation request'))).toHaveLength(1);
    const links = await t.app.db
      .select()
      .from(mediationRespondentLinks)
      .where(eq(mediationRespondentLinks.caseId, c.id));
    expect(links).toHaveLength(1);
  });

  it('is refused before the case is accepted', async () => {
    const applicant = await signUp(t.app);
    await approveRealName(applicant.user.userId);
    const created = await applyCase(t.app, applicant.token);
    expect((await notify(created.id, { channel: 'email' })).status).toBe(409);
  });

  it('e-mails a private link with the answer deadline; post or phone records the note and shows the link once', async () => {
    const c = await invited();
    const [invitation] = await mails(c.shop);
    expect(invitation!.subject).toContain(c.trackingNumber);
    expect(invitation!.text).toMatch(/voluntary and free/);
    const view = await caseView(c.id);
    expect(view.respondent).toMatchObject({ state: 'notified', email: c.shop, deadlineKind: 'respondent_answer' });
    const days = (Date.parse(view.respondent.deadlineAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    expect(view.next).toMatchObject({ step: 'respondent_answer', actor: 'other' });

    const posted = await acceptedCase();
    expect((await notify(posted.id, { channel: 'post' })).body.data).toEqual([
      { field: 'note', message: expect.any(String) },
    ]);
    const letter = await notify(posted.id, { channel: 'post', note: 'Letter posted to 1 High St, London' });
    expect(letter.body.data.url).toMatch(/\/portal\/#\/respond\/[A-Za-z0-9_-]{43}$/);
    expect((await caseView(posted.id)).respondent.link).toMatchObject({ channel: 'post', note: expect.any(String) });
  });
});

describe('the private link', () => {
  it('shows the claim without the applicant’s contact details, and opens nothing else', async () => {
    const c = await invited();
    const seen = await respondent(respondentApi.case, { token: c.token });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      trackingNumber: c.trackingNumber,
      respondentState: 'notified',
      applicantName: 'Alice Applicant',
      next: { step: 'respondent_answer', actor: 'you' },
    });
    expect(JSON.stringify(seen.body.data)).not.toContain(c.applicant.email);
    expect((await caseView(c.id)).respondent.link.firstOpenedAt).not.toBeNull();

    const guessed = await respondent(respondentApi.case, { token: 'A'.repeat(43) });
    expect(guessed.status).toBe(404);
    expect(guessed.body.data).toEqual([{ field: 'token', message: expect.stringMatching(/not valid/) }]);
    expect((await respondent(respondentApi.case, { token: 'short' })).status).toBe(400);
  });

  it('ends when revoked, when replaced and when expired', async () => {
    const c = await invited();
    const revoked = await call(t.app, 'POST', urlOf(mediationAdminApi.revokeRespondentLink, { id: c.id }), {
      token: mediator,
    });
    expect(revoked.body.data.respondent.link.revokedAt).not.toBeNull();
    expect((await respondent(respondentApi.case, { token: c.token })).status).toBe(404);

    const again = await notify(c.id, { channel: 'email' });
    expect(again.status).toBe(200);
    const token = /#\/respond\/([A-Za-z0-9_-]{43})/.exec((await mails(c.shop))[0]!.text)![1]!;
    expect(token).not.toBe(c.token);
    expect((await respondent(respondentApi.case, { token })).status).toBe(200);

    await t.app.db
      .update(mediationRespondentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(mediationRespondentLinks.caseId, c.id));
    expect((await respondent(respondentApi.case, { token })).status).toBe(404);
  });

  it('is replaced for a respondent who took part: by e-mail to the address they confirmed, once, standing kept', async () => {
    const c = await invited();
    expect((await takePart(c)).status).toBe(200);
    const before = (await t.app.db.select().from(mediationCases).where(eq(mediationCases.id, c.id)))[0]!;
    expect((await caseView(c.id)).respondent).toMatchObject({ notifyBlockedReason: null, newLinkTo: c.shop });
    // The link leaked: the mediator revokes it, then sends a fresh one.
    await call(t.app, 'POST', urlOf(mediationAdminApi.revokeRespondentLink, { id: c.id }), { token: mediator });
    expect((await respondent(respondentApi.case, { token: c.token })).status).toBe(404);

    const byPost = await notify(c.id, { channel: 'post', note: 'Letter posted' });
    expect(byPost.status).toBe(400);
    expect(byPost.body.data).toEqual([{ field: 'channel', message: expect.stringMatching(/address they confirmed/) }]);
    // Twenty at once (another address asked for is not used): one link, one e-mail, to the confirmed address.
    const sent = await Promise.all(
      Array.from({ length: 20 }, () => notify(c.id, { channel: 'email', email: 'someone-else@example.com' })),
    );
    expect(sent.filter((r) => r.status === 200)).toHaveLength(1);
    expect(sent.filter((r) => r.status === 429)).toHaveLength(19);
    expect(sent.find((r) => r.status === 200)!.body.data.url).toBeNull();
    expect(await mails('someone-else@example.com')).toEqual([]);
    const fresh = (await mails(c.shop)).filter((m) => m.subject.startsWith('A new link'));
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.text).toMatch(/nothing to answer again/);
    const token = /#\/respond\/([A-Za-z0-9_-]{43})/.exec(fresh[0]!.text)![1]!;

    const opened = await respondent(respondentApi.case, { token });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({ status: 'in_mediation', respondentState: 'taking_part' });
    const after = (await t.app.db.select().from(mediationCases).where(eq(mediationCases.id, c.id)))[0]!;
    expect(after).toMatchObject({
      status: before.status,
      respondentState: 'taking_part',
      respondentName: before.respondentName,
      respondentEmail: c.shop,
      respondentAnsweredAt: before.respondentAnsweredAt,
      deadlineKind: before.deadlineKind,
      deadlineAt: before.deadlineAt,
    });
    // The applicant is not told the other party was "contacted" again.
    await t.app.caseNoticesSettled();
    const told = (await mails(c.applicant.email)).filter((m) => m.subject.startsWith('The other party has been'));
    expect(told).toHaveLength(1);
  });

  it('is not replaced for a respondent who declined', async () => {
    const c = await invited();
    await respondent(respondentApi.answer, { token: c.token, answer: 'decline', reason: 'Refunded already.' });
    expect((await caseView(c.id)).respondent.newLinkTo).toBeNull();
    expect((await notify(c.id, { channel: 'email' })).status).toBe(409);
  });

  it('is rate limited per address, one budget for every door that takes a token', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MULTIPLIER: '1' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 32; i += 1) {
        const endpoint = i % 2 === 0 ? respondentApi.case : respondentApi.pdf;
        const res = await call(limited.app, 'POST', `/api${endpoint.path}`, { body: { token: 'B'.repeat(43) } });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
      expect(statuses.slice(30)).toEqual([429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('answering', () => {
  it('takes part with a confirmed e-mail: the case goes into mediation once, however many answers arrive', async () => {
    const c = await invited();
    expect((await respondent(respondentApi.sendCode, { token: c.token, email: c.shop })).status).toBe(200);
    const code = await lastCode(t.app, c.shop);
    const wrong = await respondent(respondentApi.answer, {
      token: c.token,
      answer: 'take_part',
      name: 'Example Shop Ltd',
      email: c.shop,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        respondent(respondentApi.answer, {
          token: c.token,
          answer: 'take_part',
          name: 'Example Shop Ltd',
          email: c.shop,
          code,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const row = (await t.app.db.select().from(mediationCases).where(eq(mediationCases.id, c.id)))[0]!;
    expect(row).toMatchObject({
      status: 'in_mediation',
      respondentState: 'taking_part',
      respondentName: 'Example Shop Ltd',
    });
    expect(row.deadlineAt).toBeNull();
    const moves = await t.app.db.select().from(mediationCaseEvents).where(eq(mediationCaseEvents.caseId, c.id));
    expect(moves.filter((m) => m.toStatus === 'in_mediation')).toEqual([
      expect.objectContaining({ actorKind: 'respondent' }),
    ]);
    await t.app.caseNoticesSettled();
    expect((await mails(c.applicant.email)).map((m) => m.subject)).toContain(
      `The other party answered (${c.trackingNumber})`,
    );
  });

  it('declines with a reason: the case closes, not settled, and the applicant reads why', async () => {
    const c = await invited();
    const empty = await respondent(respondentApi.answer, { token: c.token, answer: 'decline', reason: ' ' });
    expect(empty.body.data).toEqual([{ field: 'reason', message: 'Please enter a reason' }]);
    const declined = await respondent(respondentApi.answer, {
      token: c.token,
      answer: 'decline',
      reason: 'We refunded this order on 5 March.',
    });
    expect(declined.body.data).toMatchObject({ status: 'closed_not_settled', respondentState: 'declined' });
    const mine = await call(t.app, 'GET', `/api/mediate/getInfo?id=${c.id}`, { token: c.applicant.token });
    expect(mine.body.data).toMatchObject({
      statusReason: 'We refunded this order on 5 March.',
      next: { step: 'closed' },
    });
    expect((await respondent(respondentApi.sendCode, { token: c.token, email: c.shop })).status).toBe(409);
  });

  it('asks the mediator a question, which the back office shows; the case still waits for the answer', async () => {
    const c = await invited();
    const asked = await respondent(respondentApi.answer, {
      token: c.token,
      answer: 'question',
      question: 'Which order number is this about?',
    });
    expect(asked.body.data.respondentState).toBe('notified');
    expect((await caseView(c.id)).respondent.questions).toEqual([
      { body: 'Which order number is this about?', at: expect.any(String) },
    ]);
  });
});

describe('the agreement and closing', () => {
  it('both parties sign, the respondent through the link; settled only then', async () => {
    const c = await invited();
    expect((await takePart(c)).status).toBe(200);
    const drafted = await call(t.app, 'POST', urlOf(mediationAdminApi.draftAgreement, { id: c.id }), {
      token: mediator,
      body: draftBody,
    });
    expect(drafted.status).toBe(200);
    const agreement = drafted.body.data;
    const early = await call(t.app, 'POST', urlOf(mediationAdminApi.changeCaseStatus, { id: c.id }), {
      token: mediator,
      body: { status: 'closed_not_settled', reason: 'x' },
    });
    expect(early.status).toBe(200); // closing unsettled stays possible…
    const c2 = await invited();
    await takePart(c2);
    const second = (
      await call(t.app, 'POST', urlOf(mediationAdminApi.draftAgreement, { id: c2.id }), {
        token: mediator,
        body: draftBody,
      })
    ).body.data;
    const seen = await respondent(respondentApi.case, { token: c2.token });
    expect(seen.body.data.agreement).toMatchObject({ id: second.id, signatures: [] });
    expect(seen.body.data.next).toMatchObject({ step: 'sign', actor: 'you', deadlineKind: 'signing' });
    const sign = {
      token: c2.token,
      id: second.id,
      textSha256: second.textSha256,
      method: 'typed',
      image: signatureImage,
      consent: true,
    };
    // A respondent signs as who they took part as: another typed name is refused and nothing is signed (issue 27 §5).
    const donald = await respondent(respondentApi.sign, { ...sign, signerName: 'Donald Duck' });
    expect(donald.status).toBe(409);
    expect(donald.body.msg).toBe(MESSAGES.signerNameNotYours.en);
    const signed = await respondent(respondentApi.sign, sign);
    expect(signed.status).toBe(200);
    expect(signed.body.data.agreement.signatures).toMatchObject([
      {
        party: 'respondent',
        signerName: 'Example Shop Ltd',
        identity: { name: 'Example Shop Ltd', email: c2.shop, check: 'email_code', checkedAt: expect.any(String) },
      },
    ]);
    expect(signed.body.data.next).toMatchObject({ step: 'other_sign', actor: 'other' });
    expect((await respondent(respondentApi.sign, sign)).status).toBe(409);
    // …but settled needs both signatures.
    const settled = await call(t.app, 'POST', urlOf(mediationAdminApi.changeCaseStatus, { id: c2.id }), {
      token: mediator,
      body: { status: 'closed_settled', reason: 'done' },
    });
    expect(settled.status).toBe(400);
    expect(agreement.id).not.toBe(second.id);
    // Another case's agreement cannot be signed through this link.
    expect((await respondent(respondentApi.sign, { ...sign, id: agreement.id })).status).toBe(404);
  });
});

describe('deadlines', () => {
  it('reminds the respondent once before the deadline, then closes the case with the reason', async () => {
    const c = await invited();
    const deadlineAt = (await caseView(c.id)).respondent.deadlineAt as string;
    const publish = (event: Parameters<typeof t.app.events.publish>[0]) => t.app.events.publish(event);
    const nearly = new Date(Date.parse(deadlineAt) - 86_400_000);
    expect(await remindDeadlines(t.app.db, publish, nearly)).toContain(c.id);
    expect(await remindDeadlines(t.app.db, publish, nearly)).not.toContain(c.id);
    await t.app.caseNoticesSettled();
    expect((await mails(c.shop)).filter((m) => m.subject.startsWith('A deadline is near'))).toHaveLength(1);

    expect(await enforceDeadlines(t.app.db, publish, nearly)).not.toContain(c.id);
    const after = new Date(Date.parse(deadlineAt) + 1000);
    expect(await enforceDeadlines(t.app.db, publish, after)).toContain(c.id);
    expect(await enforceDeadlines(t.app.db, publish, after)).not.toContain(c.id);
    const mine = await call(t.app, 'GET', `/api/mediate/getInfo?id=${c.id}`, { token: c.applicant.token });
    expect(mine.body.data).toMatchObject({
      status: 'closed_not_settled',
      statusReason: `The respondent did not answer by ${deadlineAt.slice(0, 10)}.`,
    });
    await t.app.caseNoticesSettled();
    expect((await mails(c.applicant.email)).map((m) => m.subject)).toContain(`Case ${c.trackingNumber} is closed`);
  });

  it('in the sandbox, a mediator can let the deadline pass now; outside it the control does not exist', async () => {
    const c = await invited();
    const lapse = urlOf(mediationAdminApi.lapseDeadline, { id: c.id });
    const lapsed = await call(t.app, 'POST', lapse, { token: mediator });
    expect(lapsed.status).toBe(200);
    expect(lapsed.body.data).toMatchObject({ status: 'closed_not_settled', respondent: { deadlineAt: null } });
    expect((await call(t.app, 'POST', lapse, { token: mediator })).status).toBe(409);

    const production = await createTestApp({ SANDBOX: 'false' });
    try {
      const operator = await signIn(production.app, ADMIN.email, ADMIN.password);
      const res = await call(production.app, 'POST', lapse, { token: operator });
      expect(res.status).toBe(403);
    } finally {
      await production.close();
    }
  });
});
