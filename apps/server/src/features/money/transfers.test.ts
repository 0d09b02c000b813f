import { moneyAdminApi, moneyApi, pathWith } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { call, signUp } from '../../testing/api.ts';
import { api, balance, fundCrypto, keyed, newKey } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

/** A USDT transfer out of the funding account, to trading unless said. */
const transfer = (token: string, amount: unknown, to = 'trading') =>
  keyed(t.app, moneyApi.createTransfer.path, token, { from: 'funding', to, currency: 'USDT', amount });

describe('transfers between funding and trading', () => {
  it('moves money at once and shows it in balances and history', async () => {
    const { token } = await signUp(t.app);
    await fundCrypto(t.app, token, '100');
    const res = await transfer(token, '40.5');
    expect(res.status).toBe(200);
    expect(res.body.data.amount).toBe('40.500000');
    expect(res.body.data.balances).toEqual([
      { account: 'funding', currency: 'USDT', available: '59.500000', frozen: '0.000000', total: '59.500000' },
      { account: 'trading', currency: 'USDT', available: '40.500000', frozen: '0.000000', total: '40.500000' },
    ]);
    const history = await call(t.app, 'GET', api(`${moneyApi.entries.path}?type=transfer`), { token });
    expect(history.body.data.total).toBe(2);
    expect(history.body.data.rows.map((r: { amount: string }) => r.amount).sort()).toEqual(['-40.500000', '40.500000']);
  });

  it('refuses bad amounts with a field error and moves nothing', async () => {
    const { token } = await signUp(t.app);
    await fundCrypto(t.app, token, '10');
    for (const amount of ['-1', '0', '0.0000001', 'abc', '1e3', '']) {
      const res = await transfer(token, amount);
      expect(res.status, amount).toBe(400);
      expect(res.body.data[0].field).toBe('amount');
    }
    const numeric = await transfer(token, 5);
    expect(numeric.status).toBe(400);
    const same = await transfer(token, '1', 'funding');
    expect(same.status).toBe(400);
    expect(same.body.data[0].field).toBe('to');
    const tooMuch = await transfer(token, '10.000001');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.msg).toBe('Insufficient available balance');
    expect(await balance(t.app, token, 'USDT')).toMatchObject({ total: '10.000000' });
  });

  it('needs an idempotency key, replays a retry, and refuses the key with other parameters', async () => {
    const { token } = await signUp(t.app);
    await fundCrypto(t.app, token, '10');
    const body = { from: 'funding', to: 'trading', currency: 'USDT', amount: '3' };
    const missing = await call(t.app, 'POST', api(moneyApi.createTransfer.path), { token, body });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('This request needs an Idempotency-Key header');
    const bad = await keyed(t.app, moneyApi.createTransfer.path, token, body, 'short');
    expect(bad.status).toBe(400);

    const key = newKey();
    const [a, b, c] = await Promise.all([
      keyed(t.app, moneyApi.createTransfer.path, token, body, key),
      keyed(t.app, moneyApi.createTransfer.path, token, body, key),
      keyed(t.app, moneyApi.createTransfer.path, token, body, key),
    ]);
    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(new Set([a.body.data.id, b.body.data.id, c.body.data.id]).size).toBe(1);
    expect(await balance(t.app, token, 'USDT', 'trading')).toMatchObject({ total: '3.000000' });

    const other = await keyed(t.app, moneyApi.createTransfer.path, token, { ...body, amount: '4' }, key);
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe('This Idempotency-Key was already used for a different request');

    // The first answer is kept even when it was an error.
    const errorKey = newKey();
    const first = await keyed(t.app, moneyApi.createTransfer.path, token, { ...body, amount: '100' }, errorKey);
    expect(first.status).toBe(400);
    const retry = await keyed(t.app, moneyApi.createTransfer.path, token, { ...body, amount: '100' }, errorKey);
    expect(retry.status).toBe(400);
    expect(retry.headers['idempotent-replayed']).toBe('true');
  });

  it('lets an operator reverse a transfer once, audited', async () => {
    const { token } = await signUp(t.app);
    await fundCrypto(t.app, token, '10');
    const res = await transfer(token, '2');
    const path = pathWith(moneyAdminApi.reverseEntry.path, { id: res.body.data.entryId });
    const noReason = await keyed(t.app, path, t.admin, {});
    expect(noReason.status).toBe(400);
    const reversed = await keyed(t.app, path, t.admin, { reason: 'customer asked twice' });
    expect(reversed.status).toBe(200);
    expect(reversed.body.data.reversesEntryId).toBe(res.body.data.entryId);
    expect(await balance(t.app, token, 'USDT', 'trading')).toMatchObject({ total: '0.000000' });
    const again = await keyed(t.app, path, t.admin, { reason: 'again' });
    expect(again.status).toBe(409);
    const user = await call(t.app, 'GET', api(`${moneyApi.entries.path}?type=transfer`), { token });
    expect(user.body.data.rows[0].reversedByEntryId).toBe(reversed.body.data.id);
    const check = await call(t.app, 'GET', api(moneyAdminApi.check.path), { token: t.admin });
    expect(check.body.data.ok).toBe(true);
  });

  it('is closed to anonymous users and the back office to customers', async () => {
    const { token } = await signUp(t.app);
    expect((await call(t.app, 'GET', api(moneyApi.assets.path))).status).toBe(401);
    expect((await call(t.app, 'GET', api(moneyAdminApi.check.path), { token })).status).toBe(403);
  });
});
