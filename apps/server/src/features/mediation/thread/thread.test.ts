// The case's thread and proposals (issue 15 §1): three parties, the mediator's caucus with one side, read state,
// attachments; proposals accepted, rejected or countered by the other side, and lapsing when their deadline passes.
import { adminApi, mediationApi, mediationThreadApi, pathWith } from '@platform/contracts';
import { eq, mediationCases } from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../../testing/admin-test-kit.ts';
import { call, mailsTo, signIn, signUp } from '../../../testing/api.ts';
import { applyCase, caseWithRespondent, uploadPng } from '../../../testing/mediation-test-kit.ts';
import { ADMIN, useTestApp } from '../../../testing/test-app.ts';
import { mediatorIdentity } from '../agreements-repo.ts';
import { runProposalDeadlines } from '../deadline-job.ts';

const t = useTestApp();
let mediator: { token: string; userId: number; username: string };
beforeAll(async () => {
  mediator = await createOperator(t.app, t.admin, ['mediator']);
});

const api = mediationThreadApi;
const post = (endpoint: { path: string }, body: Record<string, unknown>, token?: string) =>
  call(t.app, 'POST', `/api${endpoint.path}`, { body, token });

/** A case in mediation: its applicant, and the respondent's link token (with the e-mail they took part with). */
async function inMediation() {
  const applicant = await signUp(t.app);
  const { caseId, respondentToken } = await caseWithRespondent(t.app, applicant.token, mediator);
  const shop = `shop-${caseId}@example.com`;
  await t.app.db.update(mediationCases).set({ respondentEmail: shop }).where(eq(mediationCases.id, caseId));
  return { id: caseId, applicant, token: respondentToken, shop };
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
    const mails = await mailsTo(t.app, c.shop);
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

describe("the mediator's proposals", () => {
  const propose = (c: { id: number }, body: Record<string, unknown>, token = mediator.token) =>
    call(t.app, 'POST', `/api${pathWith(api.mediatorProposal.path, { id: c.id })}`, { token, body });
  const terms = { amount: '180.00', currency: 'USD', terms: 'A refund of 180 USD within 10 days.' };
  const applicantAnswers = (c: Awaited<ReturnType<typeof inMediation>>, proposalId: number, answer: string) =>
    post(api.applicantProposalAnswer, { caseId: c.id, proposalId, answer }, c.applicant.token);

  it('go to both parties and are accepted only when both accept, each answer recorded', async () => {
    const c = await inMediation();
    const put = await propose(c, terms);
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ author: 'mediator', status: 'open', counterOf: null, answers: [] });
    const days = (Date.parse(put.body.data.respondBy) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    const id = put.body.data.id;
    const first = await applicantAnswers(c, id, 'accept');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'open', answers: [{ party: 'applicant', answer: 'accepted' }] });
    // A party answers once.
    const again = await post(
      api.applicantProposalAnswer,
      { caseId: c.id, proposalId: id, answer: 'reject' },
      c.applicant.token,
    );
    expect(again.status).toBe(409);
    expect(again.body.data).toEqual([{ field: 'proposalId', message: expect.stringMatching(/already answered/) }]);
    const second = await post(api.respondentProposalAnswer, {
      token: c.token,
      proposalId: id,
      answer: 'accept',
      note: 'Fine.',
    });
    expect(second.body.data).toMatchObject({
      status: 'accepted',
      answers: [
        { party: 'applicant', answer: 'accepted' },
        { party: 'respondent', answer: 'accepted', note: 'Fine.' },
      ],
    });
    // Both parties and the mediator read the same answers; the mediator's own proposal is not theirs to answer.
    expect((await respondentThread(c)).proposals[0].answers).toHaveLength(2);
    expect((await mediatorThread(c)).proposals[0].status).toBe('accepted');
    // The terms are settled: nobody proposes again; the agreement is drafted from this one.
    const late = await post(api.applicantProposal, { caseId: c.id, ...terms }, c.applicant.token);
    expect(late.status).toBe(409);
    expect(late.body.data).toEqual([{ field: 'terms', message: expect.stringMatching(/has been accepted/) }]);
    expect((await propose(c, terms)).status).toBe(409);
    expect((await mediatorThread(c)).proposals).toHaveLength(1);
    await t.app.caseNoticesSettled();
    const mails = await mailsTo(t.app, c.shop);
    expect(mails.filter((m) => m.subject.startsWith('A settlement proposal'))).toHaveLength(1);
    // Decided: both parties are told once, the respondent in both languages.
    expect(mails.filter((m) => m.subject.startsWith('The mediator’s proposal is decided'))).toHaveLength(1);
  });

  it('end when either party rejects or counters it', async () => {
    const rejected = await inMediation();
    const r = (await propose(rejected, terms)).body.data;
    await applicantAnswers(rejected, r.id, 'accept');
    const no = await post(api.respondentProposalAnswer, { token: rejected.token, proposalId: r.id, answer: 'reject' });
    expect(no.body.data).toMatchObject({ status: 'rejected', answeredBy: 'respondent' });
    expect(no.body.data.answers.map((a: { answer: string }) => a.answer)).toEqual(['accepted', 'rejected']);

    const countered = await inMediation();
    const p = (await propose(countered, terms)).body.data;
    const counter = await post(api.respondentProposal, {
      token: countered.token,
      amount: '120.00',
      currency: 'USD',
      terms: 'A refund of 120 USD.',
      counterOf: p.id,
    });
    expect(counter.body.data).toMatchObject({ author: 'respondent', counterOf: p.id, status: 'open' });
    const proposals = (await applicantThread(countered)).proposals;
    expect(proposals[0]).toMatchObject({
      status: 'countered',
      answers: [{ party: 'respondent', answer: 'countered' }],
    });
    // Ended: the applicant's acceptance comes too late.
    expect((await applicantAnswers(countered, p.id, 'accept')).status).toBe(409);
  });

  it('one open at a time: twenty sent at once make one, audited; only operators put them; bad input changes nothing', async () => {
    const c = await inMediation();
    const put = await Promise.all(Array.from({ length: 20 }, () => propose(c, terms)));
    expect(put.filter((r) => r.status === 200)).toHaveLength(1);
    expect(put.find((r) => r.status === 409)!.body.data).toEqual([
      { field: 'terms', message: expect.stringMatching(/still open/) },
    ]);
    expect((await mediatorThread(c)).proposals).toHaveLength(1);
    // The case's history, as the mediator reads it on the case's page.
    const audit = await call(t.app, 'GET', `/api/admin/history?targetType=mediation_case&targetId=${c.id}`, {
      token: mediator.token,
    });
    expect(audit.body.data.rows.filter((r: { action: string }) => r.action === 'mediation.proposal')).toHaveLength(1);
    // A party's open proposal is theirs: the mediator's does not count against it.
    expect(
      (await post(api.applicantProposal, { caseId: c.id, ...terms, amount: '200.00' }, c.applicant.token)).status,
    ).toBe(200);
    expect((await propose(c, terms, c.applicant.token)).status).toBe(403);
    const bad = await propose(c, { amount: '-5', currency: 'USD', terms: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { field: string }) => e.field).sort()).toEqual(['amount', 'terms']);
    expect((await mediatorThread(c)).proposals).toHaveLength(2);
  });

  it('lapse at their deadline; the reminder goes to the party yet to answer', async () => {
    const c = await inMediation();
    const p = (await propose(c, terms)).body.data;
    await applicantAnswers(c, p.id, 'accept');
    const respondBy = Date.parse(p.respondBy);
    const events: Array<Parameters<typeof t.app.events.publish>[0]> = [];
    const publish = (event: Parameters<typeof t.app.events.publish>[0]) => events.push(event);
    expect((await runProposalDeadlines(t.app.db, publish, new Date(respondBy - 86_400_000))).reminded).toContain(p.id);
    expect(events).toContainEqual(
      expect.objectContaining({ kind: 'deadline_near', caseId: c.id, parties: ['respondent'] }),
    );
    expect((await runProposalDeadlines(t.app.db, publish, new Date(respondBy + 1000))).expired).toContain(p.id);
    const late = await post(api.respondentProposalAnswer, { token: c.token, proposalId: p.id, answer: 'accept' });
    expect(late.status).toBe(409);
    expect((await mediatorThread(c)).proposals[0]).toMatchObject({ status: 'expired' });
  });
});

describe('the mediator’s name', () => {
  it('is their display name, else their role and number: never their log-in name or e-mail', async () => {
    const c = await inMediation();
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const named = await createOperator(t.app, admin, ['mediator'], { displayName: null });
    const write = (token: string, body: string) =>
      call(t.app, 'POST', `/api${pathWith(api.mediatorMessage.path, { id: c.id })}`, {
        token,
        body: { audience: 'all', body },
      });
    expect((await write(named.token, 'Before my name was set.')).body.data.authorName).toBeNull();
    expect(await mediatorIdentity(t.app.db, named.userId)).toEqual({
      name: `Mediator no. ${named.userId}`,
      role: 'mediator',
    });
    await call(t.app, 'POST', `/api${pathWith(adminApi.updateDisplayName.path, { id: named.userId })}`, {
      token: named.token,
      body: { displayName: 'Wang Fang' },
    });
    await write(named.token, 'Hello both.');
    const names = (await applicantThread(c)).messages.map((m: { authorName: string | null }) => m.authorName);
    expect(names).toEqual(['Wang Fang', 'Wang Fang']);
    expect(JSON.stringify(await respondentThread(c))).not.toContain(named.username);
    expect(await mediatorIdentity(t.app.db, named.userId)).toEqual({ name: 'Wang Fang', role: 'mediator' });
    // The applicant's own case page: the mediators who moved it are not named by their log-in names either.
    const own = await call(t.app, 'GET', `/api${mediationApi.case.path}?id=${c.id}`, { token: c.applicant.token });
    expect(own.body.data.history.length).toBeGreaterThan(1);
    expect(JSON.stringify(own.body.data)).not.toContain(mediator.username);
  });
});
