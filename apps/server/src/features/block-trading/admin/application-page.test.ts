// One block-trading permission application for its back-office page: read by reviewers and admins (404 when there is
// none), decided or not; the work queue's item opens that page.
import { blockTradingAdminApi, blockTradingApi } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../../testing/admin-test-kit.ts';
import { call, signUp } from '../../../testing/api.ts';
import { verifyIdentity } from '../../../testing/money-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { blockApplicationWork } from './application-work.ts';

const t = useTestApp();
let reviewer: { token: string; userId: number };
let support: string;
beforeAll(async () => {
  [reviewer, support] = await Promise.all([
    createOperator(t.app, t.admin, ['reviewer']),
    createOperator(t.app, t.admin, ['support']).then((o) => o.token),
  ]);
});

/** A user with a verified identity who applied: their application's id. */
async function applied() {
  const user = await signUp(t.app);
  await verifyIdentity(t.app, user.token, t.admin);
  const res = await call(t.app, 'POST', urlOf(blockTradingApi.apply), { token: user.token, body: {} });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { rows } = (
    await call(t.app, 'GET', `${urlOf(blockTradingAdminApi.applications)}?status=pending&size=100`, {
      token: reviewer.token,
    })
  ).body.data as { rows: { id: number; userEmail: string }[] };
  return { id: rows.find((row) => row.userEmail === user.email)!.id, email: user.email };
}

const read = (id: number, token = reviewer.token) =>
  call(t.app, 'GET', urlOf(blockTradingAdminApi.application, { id }), { token });

describe('a permission application’s page', { timeout: 120_000 }, () => {
  it('reads the application while it waits and once decided, with its reason', async () => {
    const { id, email } = await applied();
    const waiting = await read(id);
    expect(waiting.status).toBe(200);
    expect(waiting.body.data).toMatchObject({
      id,
      userEmail: email,
      status: 'pending',
      reason: null,
      reviewedAt: null,
    });

    const reason = 'The account is too new for block trades';
    await call(t.app, 'POST', urlOf(blockTradingAdminApi.review, { id }), {
      token: reviewer.token,
      body: { decision: 'reject', reason },
    });
    expect((await read(id, t.admin)).body.data).toMatchObject({
      id,
      status: 'rejected',
      reason,
      reviewerId: reviewer.userId,
      reviewedAt: expect.any(String),
    });
  });

  it('answers 404 for an unknown application, and 403 to an operator who does not review', async () => {
    expect((await read(999_999)).status).toBe(404);
    expect((await read(1, support)).status).toBe(403);
  });

  it('is where the work queue’s item links', async () => {
    const { id } = await applied();
    const section = await blockApplicationWork.find(
      t.app.db,
      { id: reviewer.userId, roles: ['reviewer'] },
      100,
      new Date(),
    );
    expect(section.items.find((item) => item.id === id)?.link).toBe(`/block-trading/applications/${id}`);
  });
});
