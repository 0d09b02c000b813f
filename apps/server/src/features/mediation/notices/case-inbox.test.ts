// Case notices in the applicant's inbox (issue 15 §5): every notice that concerns the applicant is kept there, in the
// e-mail's words, whatever their e-mail choice, with a link to the case in the portal; the portal's inbox shows them
// and the trade app's does not; a message for the respondent alone makes none.
import { inboxApi, inboxWords, mediationNoticesApi, mediationThreadApi, pathWith } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../../testing/admin-test-kit.ts';
import { call, mailsTo, signUp } from '../../../testing/api.ts';
import { applyCase, moveTo, respondentTakesPart } from '../../../testing/mediation-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';

const t = useTestApp();
let mediator: string;
beforeAll(async () => {
  mediator = (await createOperator(t.app, t.admin, ['mediator'])).token;
});

type Message = { id: number; kind: string; category: string; params: Record<string, string>; link: string | null };
const settled = async () => {
  await t.app.caseNoticesSettled();
  await t.app.inboxSettled();
};
const inbox = async (token: string, app: 'portal' | 'trade') =>
  (await call(t.app, 'GET', `/api${inboxApi.messages.path}?app=${app}&pageSize=100`, { token })).body.data as {
    rows: Message[];
    total: number;
    unread: number;
  };
const unread = async (token: string, app: 'portal' | 'trade') =>
  (await call(t.app, 'GET', `/api${inboxApi.unread.path}?app=${app}`, { token })).body.data.unread as number;
const mediatorSays = (caseId: number, audience: string) =>
  call(t.app, 'POST', `/api${pathWith(mediationThreadApi.mediatorMessage.path, { id: caseId })}`, {
    token: mediator,
    body: { audience, body: 'A word from the mediator.' },
  });

describe('case notices in the inbox', () => {
  it('keeps each notice for the applicant in the portal’s inbox, in both languages, linked to the case', async () => {
    const applicant = await signUp(t.app);
    const created = await applyCase(t.app, applicant.token);
    await moveTo(t.app, mediator, created.id, 'under_review', 'accepted');
    await settled();

    const portal = await inbox(applicant.token, 'portal');
    expect(portal.rows.map((m) => m.kind)).toEqual(['case.case_accepted']);
    const [accepted] = portal.rows;
    expect(accepted).toMatchObject({
      category: 'mediation',
      link: `/profile?tab=cases&case=${created.id}`,
      params: { trackingNumber: created.trackingNumber },
      read: false,
    });
    expect(inboxWords(accepted!, 'en').title).toBe(`Your case ${created.trackingNumber} is accepted`);
    expect(inboxWords(accepted!, 'zh').title).toBe(`您的案件 ${created.trackingNumber} 已受理`);
    expect(portal.unread).toBe(1);
    // The trade app shows the account's other messages, not case notices.
    expect((await inbox(applicant.token, 'trade')).total).toBe(0);
    expect(await unread(applicant.token, 'trade')).toBe(0);

    // Reading it there, and "mark all read" in the portal, count in the portal.
    const read = await call(t.app, 'POST', `/api${pathWith(inboxApi.read.path, { id: accepted!.id })}`, {
      token: applicant.token,
    });
    expect(read.body.data.read).toBe(true);
    expect(await unread(applicant.token, 'portal')).toBe(0);
  });

  it('writes the inbox copy with e-mail turned off; a caucus with the respondent makes none for the applicant', async () => {
    const applicant = await signUp(t.app);
    const created = await applyCase(t.app, applicant.token);
    await moveTo(t.app, mediator, created.id, 'under_review', 'accepted');
    await respondentTakesPart(t.app, created.id, 'Example Shop Ltd');
    const off = await call(t.app, 'POST', `/api${mediationNoticesApi.updateNoticePreference.path}`, {
      token: applicant.token,
      body: { kind: 'new_message', email: false },
    });
    expect(off.status).toBe(200);
    await settled();
    const before = (await inbox(applicant.token, 'portal')).total;

    expect((await mediatorSays(created.id, 'respondent')).status).toBe(200);
    expect((await mediatorSays(created.id, 'applicant')).status).toBe(200);
    await settled();

    const after = await inbox(applicant.token, 'portal');
    expect(after.total).toBe(before + 1);
    expect(after.rows[0]).toMatchObject({ kind: 'case.new_message', link: `/profile?tab=cases&case=${created.id}` });
    expect(inboxWords(after.rows[0]!, 'en').body).toBe(
      `There is a new message for you in case ${created.trackingNumber}.`,
    );
    // No e-mail for it: the choice was about e-mail only.
    const mails = await mailsTo(t.app, applicant.email);
    expect(mails.some((m) => m.subject.includes('new message'))).toBe(false);
  });

  it('names a choice and a time in the reader’s words', () => {
    const message = {
      kind: 'case.respondent_answered',
      params: { trackingNumber: 'MD1', answer: 'decline' },
    };
    expect(inboxWords(message, 'en').body).toBe(
      'The other party answered in case MD1: they decline to take part, so the case closes without a settlement.',
    );
    expect(inboxWords(message, 'zh').body).toBe('对方已就案件 MD1 作出答复：拒绝参与，案件以未达成和解结案。');
    const invited = inboxWords(
      { kind: 'case.respondent_invited', params: { trackingNumber: 'MD1', answerBy: '2026-12-09T12:00:00.000Z' } },
      'en',
    );
    expect(invited.body).toMatch(/They have until \d{1,2} December 2026 at \d\d:\d\d to answer\./);
  });
});
