// The case's thread and proposals (issue 15 §1): three parties, the mediator's caucus with one side, read state,
// attachments; proposals accepted, rejected or countered by the other side, and lapsing when their deadline passes.
import { mediationThreadApi, pathWith, systemApi } from '@platform/contracts';
import { eq, mediationCases } from '@platform/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../../testing/admin-test-kit.ts';
import { call, signIn, signUp } from '../../../testing/api.ts';
import { applyCase, moveTo, respondentTakesPart, uploadPng } from '../../../testing/mediation-test-kit.ts';
import { ADMIN, createTestApp } from '../../../testing/test-app.ts';
import { runProposalDeadlines } from '../deadline-job.ts';
import { createRespondentLink } from '../respondent/respondent-links.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let mediator: { token: string; userId: number };
beforeAll(async () => {
  t = await createTestApp();
  const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
  mediator = await createOperator(t.app, admin, ['mediator']);
});
afterAll(() => t.close());

const api = mediationThreadApi;
const post = (endpoint: { path: string }, body: Record<string, unknown>, token?: string) =>
  call(t.app, 'POST', `/api${endpoint.path}`, { body, token });

/** A case in mediation: its applicant, and the respondent's link token (with the e-mail they took part with). */
async function inMediation() {
  const applicant = await signUp(t.app);
  const created = await applyCase(t.app, applicant.token);
  await moveTo(t.app, mediator.token, created.id, 'under_review', 'accepted');
  const { token } = await createRespondentLink(t.app.db, {
    caseId: created.id,
    channel: 'email',
    note: null,
    sentBy: mediator.userId,
  });
  await respondentTakesPart(t.app, created.id, 'Example Shop Ltd');
  await t.app.db
    .update(mediationCases)
    .set({ respondentEmail: `shop-${created.id}@example.com` })
    .where(eq(mediationCases.id, created.id));
  return { ...created, applicant, token, shop: `shop-${created.id}@example.com` };
}
const applicantThread = async (c: Awaited<ReturnType<typeof inMediation>>) =>
  (await call(t.app, 'GET', `/api${api.applicantThread.path}?caseId=${c.id}`, { token: c.applicant.token })).body.data;
const respondentThread = async (c: Awaited<ReturnType<typeof inMediation>>) =>
  (await post(api.respondentThread, { token: c.token })).body.data;
const mediatorThread = async (c: Awaited<ReturnType<typeof inMediation>>) =>
  (await call(t.app, 'GET', `/api${pathWith(api.mediatorThread.path, { id: c.id })}`, { token: mediator.token })).body
    .data;

describe('the thread', () => {
  it('carries messages between the three parties, keeps the caucus to its side, and tracks who has read what', async () => {
    const c = await inMediation();
    const file = await uploadPng(t.app, c.applicant.token);
    const fromApplicant = await post(
      api.applicantMessage,
      { caseId: c.id, body: 'The order number is 1042.', attachments: [file] },
      c.applicant.token,
    );
    expect(fromApplicant.status).toBe(200);
    expect(fromApplicant.body.data).toMatchObject({
      author: 'applicant',
      audience: 'all',
      attachments: [{ mime: 'image/png' }],
    });
    expect((await post(api.respondentMessage, { token: c.token, body: 'We are checking our records.' })).status).toBe(
      200,
    );
    const caucus = await call(t.app, 'POST', `/api${pathWith(api.mediatorMessage.path, { id: c.id })}`, {
      token: mediator.token,
      body: { audience: 'applicant', body: 'Would you accept a partial refund?' },
    });
    expect(caucus.body.data).toMatchObject({ author: 'mediator', audience: 'applicant' });

    const mine = await applicantThread(c);
    expect(mine.messages.map((m: { body: string }) => m.body)).toEqual([
      'The order number is 1042.',
      'We are checking our records.',
      'Would you accept a partial refund?',
    ]);
    const theirs = await respondentThread(c);
    expect(theirs.messages.map((m: { body: string }) => m.body)).toEqual([
      'The order number is 1042.',
      'We are checking our records.',
    ]);
    expect(theirs.readUpTo.applicant).toBe(caucus.body.data.id);
    expect((await mediatorThread(c)).messages).toHaveLength(3);

    // Another user's case is not theirs to read or write in; an empty message is refused on its field.
    const stranger = await signUp(t.app);
    expect(
      (await call(t.app, 'GET', `/api${api.applicantThread.path}?caseId=${c.id}`, { token: stranger.token })).status,
    ).toBe(404);
    expect((await post(api.applicantMessage, { caseId: c.id, body: 'hi' }, stranger.token)).status).toBe(404);
    const empty = await post(api.applicantMessage, { caseId: c.id, body: '  ' }, c.applicant.token);
    expect(empty.body.data).toEqual([{ field: 'body', message: 'Please write a message' }]);
    // Someone else's upload cannot be attached.
    const foreign = await post(
      api.applicantMessage,
      { caseId: c.id, body: 'see file', attachments: [await uploadPng(t.app, stranger.token)] },
      c.applicant.token,
    );
    expect(foreign.status).toBe(400);

    await t.app.caseNoticesSettled();
    const mails = (await call(t.app, 'GET', `/api${systemApi.devMailbox.path}?to=${encodeURIComponent(c.shop)}`)).body
      .data as Array<{ subject: string }>;
    expect(mails.filter((m) => m.subject.startsWith('A new message'))).toHaveLength(1); // not the caucus
  });

  it('is closed before the respondent takes part and after the case ends', async () => {
    const applicant = await signUp(t.app);
    const created = await applyCase(t.app, applicant.token);
    const early = await post(api.applicantMessage, { caseId: created.id, body: 'hello' }, applicant.token);
    expect(early.status).toBe(409);
    expect(early.body.data).toEqual([
      { field: 'body', message: expect.stringMatching(/only while the case is in mediation/) },
    ]);
  });
});

describe('proposals', () => {
  it('are answered by the other side: countered, then accepted; the rest lapse; answers count once', async () => {
    const c = await inMediation();
    const first = await post(
      api.applicantProposal,
      { caseId: c.id, amount: '249.90', currency: 'USD', terms: 'A full refund within 14 days.' },
      c.applicant.token,
    );
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ author: 'applicant', status: 'open' });
    const days = (Date.parse(first.body.data.respondBy) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const own = await post(
      api.applicantProposalAnswer,
      { caseId: c.id, proposalId: first.body.data.id, answer: 'accept' },
      c.applicant.token,
    );
    expect(own.status).toBe(409);

    const counter = await post(api.respondentProposal, {
      token: c.token,
      amount: '150.00',
      currency: 'USD',
      terms: 'A partial refund of 150 USD within 7 days.',
      counterOf: first.body.data.id,
    });
    expect(counter.body.data).toMatchObject({ author: 'respondent', counterOf: first.body.data.id });
    const accepts = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(
          api.applicantProposalAnswer,
          { caseId: c.id, proposalId: counter.body.data.id, answer: 'accept', note: 'Agreed.' },
          c.applicant.token,
        ),
      ),
    );
    expect(accepts.filter((a) => a.status === 200)).toHaveLength(1);
    const proposals = (await applicantThread(c)).proposals;
    expect(proposals.map((p: { status: string }) => p.status)).toEqual(['countered', 'accepted']);
    expect(proposals[1]).toMatchObject({ answeredBy: 'applicant', answerNote: 'Agreed.' });
  });

  it('one open proposal per side: twenty sent at once make one', async () => {
    const c = await inMediation();
    const put = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(api.respondentProposal, {
          token: c.token,
          amount: `${100 + i}.00`,
          currency: 'USD',
          terms: 'Store credit.',
        }),
      ),
    );
    expect(put.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = put.find((r) => r.status === 409)!;
    expect(refused.body.data).toEqual([{ field: 'terms', message: expect.stringMatching(/still open/) }]);
    expect((await applicantThread(c)).proposals).toHaveLength(1);
  });

  it('lapse when their deadline passes, once, and the case stays in mediation', async () => {
    const c = await inMediation();
    const put = await post(api.respondentProposal, {
      token: c.token,
      amount: '100.00',
      currency: 'USD',
      terms: 'A store credit of 100 USD.',
    });
    const respondBy = Date.parse(put.body.data.respondBy);
    const publish = (event: Parameters<typeof t.app.events.publish>[0]) => t.app.events.publish(event);
    expect((await runProposalDeadlines(t.app.db, publish, new Date(respondBy - 86_400_000))).reminded).toContain(
      put.body.data.id,
    );
    const after = new Date(respondBy + 1000);
    expect((await runProposalDeadlines(t.app.db, publish, after)).expired).toContain(put.body.data.id);
    expect((await runProposalDeadlines(t.app.db, publish, after)).expired).not.toContain(put.body.data.id);
    const late = await post(
      api.applicantProposalAnswer,
      { caseId: c.id, proposalId: put.body.data.id, answer: 'accept' },
      c.applicant.token,
    );
    expect(late.status).toBe(409);
    const [row] = await t.app.db.select().from(mediationCases).where(eq(mediationCases.id, c.id));
    expect(row!.status).toBe('in_mediation');
  });
});
