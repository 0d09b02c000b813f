// The customer beside a support conversation: real-name status and mediation cases, for support operators.
import { pathWith, realNameApi, SUPPORT_CUSTOMER_CASES_MAX, supportAdminApi, supportApi } from '@platform/contracts';
import { eq, mediationCases } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../testing/admin-test-kit.ts';
import { call, signUp } from '../../testing/api.ts';
import { applyCase, uploadPng } from '../../testing/mediation-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

const customerOf = (id: number) => `/api${pathWith(supportAdminApi.customer.path, { id })}`;

async function conversationOf(token: string) {
  const sent = await call(t.app, 'POST', `/api${supportApi.sendMessage.path}`, {
    token,
    body: { source: 'portal', text: 'About my case' },
  });
  return sent.body.data.conversationId as number;
}

describe('the customer beside a support conversation', () => {
  it('shows the real-name status and the newest cases, to support and admin operators', async () => {
    const support = await createOperator(t.app, t.admin, ['support']);
    const grace = await signUp(t.app);
    const id = await conversationOf(grace.token);

    const before = await call(t.app, 'GET', customerOf(id), { token: support.token });
    expect(before.body).toMatchObject({
      code: 200,
      data: { userId: grace.user.userId, realNameStatus: 'none', cases: [], totalCases: 0 },
    });

    const body = {
      fullName: 'Grace Example',
      idType: 'passport',
      idNumber: 'P7654321',
      country: 'GB',
      frontImage: await uploadPng(t.app, grace.token),
      backImage: await uploadPng(t.app, grace.token),
    };
    expect((await call(t.app, 'POST', `/api${realNameApi.submit.path}`, { token: grace.token, body })).status).toBe(
      200,
    );
    const first = await applyCase(t.app, grace.token, { counterpartyName: 'First Shop' });
    const second = await applyCase(t.app, grace.token, { counterpartyName: 'Second Shop' });
    // Someone else's case is not theirs.
    await applyCase(t.app, (await signUp(t.app)).token);

    for (const token of [support.token, t.admin]) {
      const res = await call(t.app, 'GET', customerOf(id), { token });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ realNameStatus: 'pending', totalCases: 2 });
      expect(res.body.data.cases).toEqual([
        expect.objectContaining({
          id: second.id,
          trackingNumber: second.trackingNumber,
          status: 'submitted',
          counterpartyName: 'Second Shop',
        }),
        expect.objectContaining({ id: first.id, trackingNumber: first.trackingNumber, status: 'submitted' }),
      ]);
    }
  });

  it(`lists at most ${SUPPORT_CUSTOMER_CASES_MAX} cases and counts them all`, async () => {
    const support = await createOperator(t.app, t.admin, ['support']);
    const heidi = await signUp(t.app);
    const id = await conversationOf(heidi.token);
    // Ten open cases at most: the first is withdrawn, so one more can be filed.
    const withdrawn = await applyCase(t.app, heidi.token);
    await t.app.db.update(mediationCases).set({ status: 'withdrawn' }).where(eq(mediationCases.id, withdrawn.id));
    for (let i = 0; i < SUPPORT_CUSTOMER_CASES_MAX; i++) await applyCase(t.app, heidi.token);
    const res = await call(t.app, 'GET', customerOf(id), { token: support.token });
    expect(res.body.data.cases).toHaveLength(SUPPORT_CUSTOMER_CASES_MAX);
    expect(res.body.data.totalCases).toBe(SUPPORT_CUSTOMER_CASES_MAX + 1);
    expect(res.body.data.cases.map((c: { id: number }) => c.id)).not.toContain(withdrawn.id);
  });

  it('is refused to customers and to operators without the support or admin role, and 404 for no conversation', async () => {
    const ivan = await signUp(t.app);
    const id = await conversationOf(ivan.token);
    const reviewer = await createOperator(t.app, t.admin, ['reviewer']);
    const mediator = await createOperator(t.app, t.admin, ['mediator']);
    expect((await call(t.app, 'GET', customerOf(id))).status).toBe(401);
    for (const token of [ivan.token, reviewer.token, mediator.token])
      expect((await call(t.app, 'GET', customerOf(id), { token })).status).toBe(403);
    expect((await call(t.app, 'GET', customerOf(2_000_000_000), { token: t.admin })).status).toBe(404);
  });
});
