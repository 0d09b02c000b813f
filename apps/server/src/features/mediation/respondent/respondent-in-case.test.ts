// The respondent inside the case (issue 27 §5): once taking part they open the evidence the applicant shared with them
// (only that, only then, only through their own link) and write in the one thread, where the mediator answers; the
// back office lists as "questions" only what they asked before answering. And the e-mails that reach the parties say
// who writes, from where, and what is true now.
import { mediationAdminApi, mediationApi, mediationThreadApi, respondentApi } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../../testing/admin-test-kit.ts';
import { call, lastCode, mailsTo, signUp, uniqueEmail } from '../../../testing/api.ts';
import {
  applyCase,
  moveTo,
  uploadPng,
  validApplication,
  verifyApplicant,
} from '../../../testing/mediation-test-kit.ts';
import { png } from '../../../testing/multipart.ts';
import { useTestApp } from '../../../testing/test-app.ts';

const SERVICE = 'Fair Deal Mediation';
const PUBLIC_URL = 'https://mediate.example.org';

const t = useTestApp({ env: { SERVICE_NAME: SERVICE, PUBLIC_URL } });
let mediator: string;
beforeAll(async () => {
  mediator = (await createOperator(t.app, t.admin, ['mediator'])).token;
});

const respondent = (endpoint: { path: string }, body: Record<string, unknown>) =>
  call(t.app, 'POST', `/api${endpoint.path}`, { body });
const caseView = async (id: number) =>
  (await call(t.app, 'GET', urlOf(mediationAdminApi.case, { id }), { token: mediator })).body.data;
const mails = (to: string) => mailsTo(t.app, to);
const open = (token: string, path: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api${respondentApi.file.path}`,
    payload: { token, name: path.replace('/file/', '') },
  });

const approveRealName = (userId: number, fullName = 'Casey Applicant') => verifyApplicant(t.app, userId, fullName);

/** A verified applicant's accepted case with three evidence files, two of them shared; the respondent invited. */
async function invited() {
  const applicant = await signUp(t.app);
  await approveRealName(applicant.user.userId);
  const shop = uniqueEmail('shop');
  const files = [
    await uploadPng(t.app, applicant.token),
    await uploadPng(t.app, applicant.token),
    await uploadPng(t.app, applicant.token),
  ];
  const created = await applyCase(t.app, applicant.token, {
    counterpartyContact: shop,
    evidence: files,
    sharedEvidence: [files[0]!, files[1]!],
  });
  await moveTo(t.app, mediator, created.id, 'under_review', 'accepted');
  const sent = await call(t.app, 'POST', urlOf(mediationAdminApi.notifyRespondent, { id: created.id }), {
    token: mediator,
    body: { channel: 'email' },
  });
  expect(sent.status).toBe(200);
  const invitation = (await mails(shop)).find((m) => m.subject.startsWith('Mediation request'))!;
  const token = /#\/respond\/([A-Za-z0-9_-]{43})/.exec(invitation.text)![1]!;
  return { ...created, applicant, shop, files, token, invitation };
}

async function takePart(c: { token: string; shop: string }) {
  expect((await respondent(respondentApi.sendCode, { token: c.token, email: c.shop })).status).toBe(200);
  const res = await respondent(respondentApi.answer, {
    token: c.token,
    answer: 'take_part',
    name: 'Example Shop Ltd',
    email: c.shop,
    code: await lastCode(t.app, c.shop),
  });
  expect(res.status).toBe(200);
  return res;
}

describe('the evidence the applicant shares', () => {
  it('is chosen when applying, among the evidence of that application only', async () => {
    const applicant = await signUp(t.app);
    const [mine, other] = [await uploadPng(t.app, applicant.token), await uploadPng(t.app, applicant.token)];
    const refused = await call(t.app, 'POST', `/api${mediationApi.apply.path}`, {
      token: applicant.token,
      body: validApplication({ evidence: [mine], sharedEvidence: [other] }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([{ field: 'sharedEvidence.0', message: 'Some fields are not valid' }]);

    const created = await applyCase(t.app, applicant.token, { evidence: [mine, other], sharedEvidence: [other] });
    const detail = await call(t.app, 'GET', `/api${mediationApi.case.path}?id=${created.id}`, {
      token: applicant.token,
    });
    expect(detail.body.data.sharedEvidence).toEqual([other]);
    expect((await caseView(created.id)).sharedEvidence).toEqual([other]);
  });

  it('is listed to the respondent, and opens only once they take part, through their own link', async () => {
    const c = await invited();
    const [a, b, kept] = c.files as [string, string, string];

    // Not yet taking part: the shared files are listed (never the one kept back), and none opens.
    const before = (await respondent(respondentApi.case, { token: c.token })).body.data;
    expect(before.evidence.map((f: { path: string }) => f.path)).toEqual([a, b]);
    expect(before.evidenceOpens).toBe(false);
    expect((await open(c.token, a)).statusCode).toBe(404);

    const taking = (await takePart(c)).body.data;
    expect(taking.evidenceOpens).toBe(true);
    for (const path of [a, b]) {
      const file = await open(c.token, path);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(png())).toBe(true);
    }
    // Evidence the applicant kept for the mediator stays closed to them.
    expect((await open(c.token, kept)).statusCode).toBe(404);

    // Another case's respondent, taking part in theirs, cannot open this case's evidence with their link.
    const other = await invited();
    await takePart(other);
    expect((await open(other.token, a)).statusCode).toBe(404);
    expect((await open(c.token, other.files[0]!)).statusCode).toBe(404);
  });

  it('stays closed to a respondent who declined', async () => {
    const c = await invited();
    const declined = await respondent(respondentApi.answer, {
      token: c.token,
      answer: 'decline',
      reason: 'We never sold to this customer.',
    });
    expect(declined.status).toBe(200);
    expect(declined.body.data.evidenceOpens).toBe(false);
    expect((await open(c.token, c.files[0]!)).statusCode).toBe(404);
  });
});

describe('the respondent in the thread', () => {
  it('writes as the applicant does; the mediator answers there; only questions asked before answering are listed as such', async () => {
    const c = await invited();
    const asked = await respondent(respondentApi.answer, {
      token: c.token,
      answer: 'question',
      question: 'Which order number is this about?',
    });
    expect(asked.status).toBe(200);
    await takePart(c);

    const said = await respondent(mediationThreadApi.respondentMessage, {
      token: c.token,
      body: 'We shipped it on 3 March; here is the tracking number.',
      attachments: [],
    });
    expect(said.status).toBe(200);

    // The mediator reads it in the thread, and the applicant too (it is for both parties).
    const thread = (
      await call(t.app, 'GET', urlOf(mediationThreadApi.mediatorThread, { id: c.id }), { token: mediator })
    ).body.data;
    expect(thread.messages.map((m: { body: string }) => m.body)).toContain(
      'We shipped it on 3 March; here is the tracking number.',
    );
    const applicantThread = await call(t.app, 'GET', `/api${mediationThreadApi.applicantThread.path}?caseId=${c.id}`, {
      token: c.applicant.token,
    });
    expect(applicantThread.body.data.messages.map((m: { body: string }) => m.body)).toContain(
      'We shipped it on 3 March; here is the tracking number.',
    );

    // The back office's questions are the one asked before taking part, not the thread's messages.
    expect((await caseView(c.id)).respondent.questions).toEqual([
      { body: 'Which order number is this about?', at: expect.any(String) },
    ]);

    // The mediator answers in the thread, to the respondent alone, and the respondent reads it there.
    const answered = await call(t.app, 'POST', urlOf(mediationThreadApi.mediatorMessage, { id: c.id }), {
      token: mediator,
      body: { audience: 'respondent', body: 'It is order 1234, placed on 1 March.', attachments: [] },
    });
    expect(answered.status).toBe(200);
    const theirs = (await respondent(mediationThreadApi.respondentThread, { token: c.token })).body.data;
    expect(theirs.open).toBe(true);
    expect(theirs.messages.map((m: { body: string }) => m.body)).toEqual([
      'Which order number is this about?',
      'We shipped it on 3 March; here is the tracking number.',
      'It is order 1234, placed on 1 March.',
    ]);
  });
});

describe('the e-mails', () => {
  it('the invitation names the service, its public address, who asks, and how to check the link', async () => {
    const c = await invited();
    const { subject, text } = c.invitation;
    expect(subject).toContain(SERVICE);
    expect(text).not.toMatch(/A customer has asked us/);
    expect(text).toContain(`This e-mail is from ${SERVICE}`);
    expect(text).toContain(`(${PUBLIC_URL})`);
    expect(text).toContain('Casey Applicant has asked us to mediate');
    expect(text).toContain(`the link above must start with ${PUBLIC_URL}/portal/`);
    expect(text).toContain(`${PUBLIC_URL}/portal/#/respond/${c.token}`);
    expect(text).toMatch(/never asks for a password, a card number or a payment/);
    expect(text).toContain(`链接必须以 ${PUBLIC_URL}/portal/ 开头`);
  });

  it('"case accepted" says the mediator contacts the other party now when the applicant is verified', async () => {
    const verified = await signUp(t.app);
    await approveRealName(verified.user.userId);
    const pending = await signUp(t.app);
    for (const who of [verified, pending]) {
      const created = await applyCase(t.app, who.token);
      await moveTo(t.app, mediator, created.id, 'under_review', 'accepted');
    }
    await t.app.caseNoticesSettled();
    const accepted = async (email: string) =>
      (await mails(email)).find((m) => m.subject.startsWith('Your case') && m.subject.endsWith('is accepted'))!;

    const toVerified = await accepted(verified.email);
    expect(toVerified.text).not.toMatch(/Once your real-name verification is approved/);
    expect(toVerified.text).toMatch(/Your identity is verified, so the mediator now contacts the other party\./);
    const toPending = await accepted(pending.email);
    expect(toPending.text).toMatch(
      /Once your real-name verification is approved, the mediator contacts the other party\./,
    );
  });
});
