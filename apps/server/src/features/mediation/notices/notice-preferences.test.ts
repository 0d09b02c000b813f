// Each user's choice of e-mail per kind of case notice (issue 15 §5): every kind listed, on unless turned off; a
// required kind cannot be turned off; a kind turned off is not mailed while a required one still is.
import { CASE_NOTICE_KINDS, mediationNoticesApi, REQUIRED_CASE_NOTICES } from '@platform/contracts';
import { mediationEmailPreferences } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { call, mailsTo, signUp } from '../../../testing/api.ts';
import { applyCase } from '../../../testing/mediation-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';

const t = useTestApp({ admin: false });

const path = `/api${mediationNoticesApi.noticePreferences.path}`;
const read = (token: string) => call(t.app, 'GET', path, { token });
const choose = (token: string, body: Record<string, unknown>) => call(t.app, 'POST', path, { token, body });
const mails = (to: string) => mailsTo(t.app, to);

describe('the list', () => {
  it('names every kind, all on, the required ones marked; signed-in users only', async () => {
    const alice = await signUp(t.app);
    const res = await read(alice.token);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(
      CASE_NOTICE_KINDS.map((kind) => ({ kind, email: true, required: REQUIRED_CASE_NOTICES.includes(kind) })),
    );
    expect((await call(t.app, 'GET', path)).status).toBe(401);
  });
});

describe('choosing', () => {
  it('turns an optional kind off and on again, for this user only', async () => {
    const [alice, bob] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const off = await choose(alice.token, { kind: 'new_message', email: false });
    expect(off.status).toBe(200);
    expect(off.body.data.find((p: { kind: string }) => p.kind === 'new_message')).toEqual({
      kind: 'new_message',
      email: false,
      required: false,
    });
    const bobs = (await read(bob.token)).body.data;
    expect(bobs.find((p: { kind: string }) => p.kind === 'new_message').email).toBe(true);

    const on = await choose(alice.token, { kind: 'new_message', email: true });
    expect(on.body.data.find((p: { kind: string }) => p.kind === 'new_message').email).toBe(true);
  });

  it('refuses turning a required kind off, naming the field, and it stays on', async () => {
    const alice = await signUp(t.app);
    const refused = await choose(alice.token, { kind: 'case_closed', email: false });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual([{ field: 'email', message: expect.stringMatching(/always sent by e-mail/) }]);
    expect((await read(alice.token)).body.data.find((p: { kind: string }) => p.kind === 'case_closed')).toMatchObject({
      email: true,
      required: true,
    });
    expect((await choose(alice.token, { kind: 'no_such_kind', email: true })).status).toBe(400);
    expect((await choose(alice.token, { kind: 'new_message', email: 'no' })).status).toBe(400);
  });
});

describe('sending', () => {
  it('mails no notice of a kind turned off, while a required kind still goes', async () => {
    const alice = await signUp(t.app);
    const created = await applyCase(t.app, alice.token);
    expect((await choose(alice.token, { kind: 'new_message', email: false })).status).toBe(200);
    expect((await choose(alice.token, { kind: 'proposal_received', email: false })).status).toBe(200);
    // A required kind goes even if a stored choice says off (written before it became required, say).
    await t.app.db
      .insert(mediationEmailPreferences)
      .values({ userId: alice.user.userId, kind: 'deadline_near', email: false });
    const publish = (kind: 'new_message' | 'proposal_received' | 'deadline_near' | 'report_published') =>
      t.app.events.publish({
        type: 'mediation.notice',
        caseId: created.id,
        kind,
        parties: ['applicant'],
        params: { respondBy: '2026-12-08T10:00:00.000Z', step: 'sign', deadlineAt: '2026-12-08T10:00:00.000Z' },
      });
    publish('new_message');
    publish('proposal_received');
    publish('deadline_near');
    publish('report_published');
    await t.app.caseNoticesSettled();

    const subjects = (await mails(alice.email)).map((m) => m.subject);
    expect(subjects).not.toContain(`A new message in case ${created.trackingNumber}`);
    expect(subjects.some((s) => s.startsWith('A settlement proposal'))).toBe(false);
    expect(subjects).toContain(`A deadline is near in case ${created.trackingNumber}`);
    expect((await read(alice.token)).body.data.find((p: { kind: string }) => p.kind === 'deadline_near')).toEqual({
      kind: 'deadline_near',
      email: true,
      required: true,
    });
    // A kind left alone is on.
    expect(subjects.some((s) => s.includes(created.trackingNumber) && /report/i.test(s))).toBe(true);
    // Each mail leads to its case's own page in the portal, not to the profile's first tab.
    const caseMails = (await mails(alice.email)).filter((mail) => mail.subject.includes(created.trackingNumber));
    expect(caseMails.length).toBeGreaterThan(0);
    for (const mail of caseMails) {
      expect(mail.text).toContain(`/portal/#/profile?tab=cases&case=${created.id}`);
    }
  });
});
