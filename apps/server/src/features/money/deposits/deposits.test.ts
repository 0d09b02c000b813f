import { adminApi, moneyAdminApi, moneyApi, pathWith } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { createOperator } from '../../../testing/admin-test-kit.ts';
import { call, signUp } from '../../../testing/api.ts';
import {
  api,
  balance,
  bankDeposit,
  keyed,
  review,
  sandboxPayment,
  uploadImage,
} from '../../../testing/money-test-kit.ts';
import { pdf } from '../../../testing/multipart.ts';
import { createTestApp, useTestApp } from '../../../testing/test-app.ts';

const t = useTestApp({ env: { BANK_VERIFIER_DELAY_SECONDS: '30' } });

describe('deposits by digital currency', () => {
  it('gives each user a stable, format-valid address per currency and network', async () => {
    const { token } = await signUp(t.app);
    const get = (q: string) => call(t.app, 'GET', api(`${moneyApi.depositAddress.path}?${q}`), { token });
    const trc = await get('currency=USDT&network=TRC20');
    expect(trc.body.data.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(trc.body.data.qrText).toBe(`tron:${trc.body.data.address}`);
    expect((await get('currency=USDT&network=TRC20')).body.data.address).toBe(trc.body.data.address);
    expect((await get('currency=ETH&network=ERC20')).body.data.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect((await get('currency=BTC&network=BTC')).body.data.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    const wrong = await get('currency=BTC&network=TRC20');
    expect(wrong.status).toBe(400);
    expect(wrong.body.data[0].field).toBe('network');
    const other = await signUp(t.app);
    const theirs = await call(t.app, 'GET', api(`${moneyApi.depositAddress.path}?currency=USDT&network=TRC20`), {
      token: other.token,
    });
    expect(theirs.body.data.address).not.toBe(trc.body.data.address);
  });

  it('shows a payment pending with its confirmations and credits it at 3', async () => {
    const { token } = await signUp(t.app);
    const sent = await sandboxPayment(t.app, token, '25.5');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'pending', confirmations: 0, requiredConfirmations: 3 });
    const id = sent.body.data.id;
    const seen = async () =>
      (await call(t.app, 'GET', api(pathWith(moneyApi.deposit.path, { id })), { token })).body.data;
    await t.app.moneyJobs.mineBlock();
    expect(await seen()).toMatchObject({ status: 'pending', confirmations: 1 });
    await t.app.moneyJobs.mineBlock();
    expect(await seen()).toMatchObject({ status: 'pending', confirmations: 2 });
    expect(await balance(t.app, token, 'USDT')).toMatchObject({ total: '0.000000' });
    await t.app.moneyJobs.mineBlock();
    const done = await seen();
    expect(done).toMatchObject({ status: 'completed', confirmations: 3, amount: '25.500000' });
    expect(done.entryId).toBeGreaterThan(0);
    expect(await balance(t.app, token, 'USDT')).toMatchObject({ available: '25.500000', total: '25.500000' });
    await t.app.moneyJobs.mineBlock();
    expect(await balance(t.app, token, 'USDT')).toMatchObject({ total: '25.500000' });
  });

  it('refuses less than the minimum deposit, too many decimals and non-crypto currencies; nothing is taken', async () => {
    const { token } = await signUp(t.app);
    const cases: [unknown, string][] = [
      [{ currency: 'USDT', network: 'TRC20', amount: '0.99' }, 'The minimum deposit amount is 1'],
      [{ currency: 'USDT', network: 'TRC20', amount: '0' }, 'Please enter the correct amount'],
      [{ currency: 'USDT', network: 'TRC20', amount: '-5' }, 'Please enter the correct amount'],
      [{ currency: 'USDT', network: 'TRC20', amount: '1.0000001' }, 'Too many decimal places for this currency'],
      [{ currency: 'USD', network: 'TRC20', amount: '5' }, 'Please select a currency type'],
    ];
    for (const [body, msg] of cases) {
      const res = await keyed(t.app, moneyApi.sendSandboxChainPayment.path, token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    const list = await call(t.app, 'GET', api(moneyApi.deposits.path), { token });
    expect(list.body.data.total).toBe(0);
  });

  it('refuses the sandbox control outside the sandbox', async () => {
    const live = await createTestApp({ SANDBOX: 'false' });
    try {
      const { token } = await signUp(live.app);
      const res = await sandboxPayment(live.app, token, '5');
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('This control exists only in the sandbox');
    } finally {
      await live.close();
    }
  });
});

describe('deposits by bank transfer', () => {
  it('takes an amount and a receipt image, and credits only on approval', async () => {
    const { token, user } = await signUp(t.app);
    const receiptPath = await uploadImage(t.app, token);
    const res = await keyed(t.app, moneyApi.createBankDeposit.path, token, {
      currency: 'USD',
      amount: '150.25',
      receiptPath,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'pending', method: 'bank', amount: '150.25', receiptPath });
    expect(Date.parse(res.body.data.reviewDeadline) - Date.parse(res.body.data.createdAt)).toBeLessThanOrEqual(300_000);
    expect(await balance(t.app, token, 'USD')).toMatchObject({ total: '0.00' });

    const reviewer = await createOperator(t.app, t.admin, ['reviewer']);
    const queue = await call(
      t.app,
      'GET',
      api(`${moneyAdminApi.deposits.list.path}?status=pending&userId=${user.userId}`),
      {
        token: reviewer.token,
      },
    );
    expect(queue.body.data.rows[0]).toMatchObject({ id: res.body.data.id, user: { userId: user.userId } });
    const approve = await review(t.app, reviewer.token, 'deposits', 'approve', res.body.data.id);
    expect(approve.status).toBe(200);
    expect(approve.body.data).toMatchObject({ status: 'completed', reviewedBy: 'operator' });
    expect(await balance(t.app, token, 'USD')).toMatchObject({ available: '150.25', total: '150.25' });
    const twice = await review(t.app, reviewer.token, 'deposits', 'reject', res.body.data.id, { reason: 'late' });
    expect(twice.status).toBe(409);
  });

  it('shows an audit failure with its reason and credits nothing', async () => {
    const { token } = await signUp(t.app);
    const res = await bankDeposit(t.app, token, '10', 'EUR');
    const path = pathWith(moneyAdminApi.deposits.reject.path, { id: res.body.data.id });
    expect((await keyed(t.app, path, t.admin, { reason: ' ' })).status).toBe(400);
    const rejected = await keyed(t.app, path, t.admin, { reason: 'The receipt shows a different amount' });
    expect(rejected.body.data).toMatchObject({ status: 'failed', reason: 'The receipt shows a different amount' });
    const mine = await call(t.app, 'GET', api(pathWith(moneyApi.deposit.path, { id: res.body.data.id })), { token });
    expect(mine.body.data).toMatchObject({ status: 'failed', reason: 'The receipt shows a different amount' });
    expect(await balance(t.app, token, 'EUR')).toMatchObject({ total: '0.00' });
    const audit = await call(
      t.app,
      'GET',
      `/api${adminApi.findAudit.path}?action=deposit.reject&targetId=${res.body.data.id}`,
      {
        token: t.admin,
      },
    );
    expect(audit.body.data.rows[0]).toMatchObject({ reason: 'The receipt shows a different amount' });
  });

  it('lets the sandbox verifier decide after its delay, within 5 minutes', async () => {
    const { token } = await signUp(t.app);
    const res = await bankDeposit(t.app, token, '1');
    expect(await t.app.moneyJobs.runBankVerifier()).not.toContain(res.body.data.id);
    const decided = await t.app.moneyJobs.runBankVerifier(new Date(Date.now() + 31_000));
    expect(decided).toContain(res.body.data.id);
    const mine = await call(t.app, 'GET', api(pathWith(moneyApi.deposit.path, { id: res.body.data.id })), { token });
    expect(mine.body.data).toMatchObject({ status: 'completed', reviewedBy: 'verifier' });
    expect(await balance(t.app, token, 'USD')).toMatchObject({ total: '1.00' });
  });

  it('refuses below the minimum, a missing receipt, another user’s receipt, a non-image and a reused receipt', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const receiptPath = await uploadImage(t.app, alice.token);
    const pdfPath = await uploadImage(t.app, alice.token, pdf());
    const post = (token: string, body: unknown) => keyed(t.app, moneyApi.createBankDeposit.path, token, body);
    const below = await post(alice.token, { currency: 'USD', amount: '0.99', receiptPath });
    expect(below.body.msg).toBe('The minimum deposit amount is 1');
    expect((await post(alice.token, { currency: 'USD', amount: '1.001', receiptPath })).body.data[0].field).toBe(
      'amount',
    );
    expect((await post(alice.token, { currency: 'USDT', amount: '5', receiptPath })).status).toBe(400);
    const none = await post(alice.token, { currency: 'USD', amount: '5', receiptPath: '' });
    expect(none.body.msg).toBe('Please upload your credentials first');
    const theirs = await post(bob.token, { currency: 'USD', amount: '5', receiptPath });
    expect(theirs.status).toBe(400);
    expect(theirs.body.data[0].field).toBe('receiptPath');
    const notImage = await post(alice.token, { currency: 'USD', amount: '5', receiptPath: pdfPath });
    expect(notImage.body.msg).toBe('Please Upload Image');
    expect((await post(alice.token, { currency: 'USD', amount: '5', receiptPath })).status).toBe(200);
    expect((await post(alice.token, { currency: 'USD', amount: '6', receiptPath })).status).toBe(409);
    const list = await call(t.app, 'GET', api(moneyApi.deposits.path), { token: alice.token });
    expect(list.body.data.total).toBe(1);
    const another = await call(t.app, 'GET', api(pathWith(moneyApi.deposit.path, { id: list.body.data.rows[0].id })), {
      token: bob.token,
    });
    expect(another.status).toBe(404);
  });
});
