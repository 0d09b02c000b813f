// The mediator's name on a legal agreement (issue 27 §5): an operator opened with a display name drafts under it; one
// without a name of their own is refused before anything is drafted, and drafts once they have set one. Never
// "Administrator no. 100001" on an agreement.
import { adminApi, mediationAdminApi, pathWith } from '@platform/contracts';
import { eq, mediationAgreements } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../../testing/admin-test-kit.ts';
import { call, signIn, signUp } from '../../../testing/api.ts';
import { applyCase, draftBody, moveTo, respondentTakesPart } from '../../../testing/mediation-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';

const t = useTestApp();

async function caseInMediation(mediator: string) {
  const applicant = await signUp(t.app);
  const created = await applyCase(t.app, applicant.token);
  await moveTo(t.app, mediator, created.id, 'under_review', 'accepted');
  await respondentTakesPart(t.app, created.id, 'Example Shop Ltd');
  return created.id;
}
const draft = (token: string, caseId: number) =>
  call(t.app, 'POST', `/api${pathWith(mediationAdminApi.draftAgreement.path, { id: caseId })}`, {
    token,
    body: draftBody,
  });

describe('drafting needs the mediator’s own name', () => {
  it('is asked when the operator is created, and written on the agreement', async () => {
    const created = await call(t.app, 'POST', urlOf(adminApi.createOperator), {
      token: t.admin,
      body: {
        email: 'wang.fang@staff.example',
        username: 'wangfang',
        password: 'operator-pass-1',
        displayName: 'Wang Fang',
        roles: ['mediator'],
        reason: 'new colleague',
      },
    });
    expect(created.status).toBe(200);
    expect(created.body.data.displayName).toBe('Wang Fang');
    const token = await signIn(t.app, 'wang.fang@staff.example', 'operator-pass-1');
    const drafted = await draft(token, await caseInMediation(token));
    expect(drafted.status).toBe(200);
    expect(drafted.body.data.text).toContain('Mediator: Wang Fang, Mediator');
    expect(drafted.body.data.text).not.toMatch(/no\. \d+/);
  });

  it('refuses a drafter without a name, drafting nothing, until they set one', async () => {
    const nameless = await createOperator(t.app, t.admin, ['mediator'], { displayName: null });
    const caseId = await caseInMediation(nameless.token);
    const refused = await draft(nameless.token, caseId);
    expect(refused.status).toBe(409);
    const message = 'Set your display name before drafting: the agreement names its mediator, never by account number';
    expect(refused.body).toMatchObject({ code: 409, msg: message, data: [{ field: 'mediator', message }] });
    expect(
      await t.app.db.select().from(mediationAgreements).where(eq(mediationAgreements.caseId, caseId)),
    ).toHaveLength(0);

    // The bootstrap administrator has no name either until one is set.
    const byAdmin = await draft(t.admin, caseId);
    expect(byAdmin.status).toBe(409);

    await call(t.app, 'POST', urlOf(adminApi.updateDisplayName, { id: nameless.userId }), {
      token: nameless.token,
      body: { displayName: 'Li Na' },
    });
    const drafted = await draft(nameless.token, caseId);
    expect(drafted.status).toBe(200);
    expect(drafted.body.data.text).toContain('Mediator: Li Na, Mediator');
  });
});
