// One record of a review queue, for its page in the back office (issue 32 §2): a deposit or withdrawal as its queue
// shows it (user, receipt, holder check), in any state; none for an id that names none; only for the money roles.
import { moneyAdminApi, moneyApi, pathWith } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../../testing/admin-test-kit.ts';
import { call, signUp } from '../../../testing/api.ts';
import {
  api,
  bankDeposit,
  fundFiat,
  keyed,
  review,
  setTradePassword,
  verifyIdentity,
} from '../../../testing/money-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';

const t = useTestApp();
let reviewer: string;
let support: string;
let mediator: string;
beforeAll(async () => {
  const tokenOf = (role: 'reviewer' | 'support' | 'mediator') =>
    createOperator(t.app, t.admin, [role]).then((o) => o.token);
  [reviewer, support, mediator] = await Promise.all([tokenOf('reviewer'), tokenOf('support'), tokenOf('mediator')]);
});

const getOne = (kind: 'deposits' | 'withdrawals', id: number | string, token: string) =>
  call(t.app, 'GET', api(pathWith(moneyAdminApi[kind].get.path, { id })), { token });

describe('a review record on its own', () => {
  it('answers a deposit as its queue lists it, before and after its decision', async () => {
    const { token, user } = await signUp(t.app);
    const made = (await bankDeposit(t.app, token, '42.5')).body.data;
    const listed = await call(
      t.app,
      'GET',
      api(`${moneyAdminApi.deposits.list.path}?status=pending&userId=${user.userId}`),
      { token: reviewer },
    );
    const one = await getOne('deposits', made.id, reviewer);
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(listed.body.data.rows[0]);
    expect(one.body.data).toMatchObject({
      id: made.id,
      status: 'pending',
      method: 'bank',
      amount: '42.50',
      receiptPath: made.receiptPath,
      user: { userId: user.userId, email: user.email },
    });

    await review(t.app, reviewer, 'deposits', 'reject', made.id, { reason: 'Receipt unreadable' });
    expect((await getOne('deposits', made.id, t.admin)).body.data).toMatchObject({
      status: 'failed',
      reason: 'Receipt unreadable',
      reviewedBy: 'operator',
    });
  });

  it('answers a bank withdrawal with its card holder beside the verified name', async () => {
    const { token, user } = await signUp(t.app);
    await verifyIdentity(t.app, token, t.admin);
    await fundFiat(t.app, token, t.admin, '100');
    const tradePassword = await setTradePassword(t.app, token);
    const card = await call(t.app, 'POST', api(moneyApi.bindBankCard.path), {
      token,
      body: { bankName: 'Sandbox Savings', accountName: 'Ada Lovelace', cardNumber: '4111 1111 1111 1111' },
    });
    const made = await keyed(t.app, moneyApi.createWithdrawal.path, token, {
      method: 'bank',
      cardId: card.body.data.id,
      currency: 'USD',
      amount: '10',
      tradePassword,
    });
    const one = await getOne('withdrawals', made.body.data.id, reviewer);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      id: made.body.data.id,
      status: 'pending',
      user: { userId: user.userId },
      holder: { cardName: 'Ada Lovelace', verifiedName: 'Ada Lovelace', matches: true },
    });
  });

  it('answers 404 for an id that names no record, and 400 for one that is no id', async () => {
    for (const kind of ['deposits', 'withdrawals'] as const) {
      expect((await getOne(kind, 2_147_483_000, reviewer)).status).toBe(404);
      expect((await getOne(kind, 'abc', reviewer)).status).toBe(400);
    }
  });

  it('is for the money roles only, as the queues are', async () => {
    const { token } = await signUp(t.app);
    const made = (await bankDeposit(t.app, token, '5')).body.data;
    for (const operator of [support, mediator, token]) {
      expect((await getOne('deposits', made.id, operator)).status).toBe(403);
      expect((await getOne('withdrawals', 1, operator)).status).toBe(403);
    }
  });
});
