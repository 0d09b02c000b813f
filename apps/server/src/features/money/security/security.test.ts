import { identityApi, securityApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { call, lastCode, signIn, signUp } from '../../../testing/api.ts';
import { api, setTradePassword } from '../../../testing/money-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';

const t = useTestApp({ admin: false });

describe('security center', () => {
  it('changes the log-in password with the current one and signs other devices out', async () => {
    const { email, password, token } = await signUp(t.app);
    const other = await signIn(t.app, email, password);
    const post = (body: unknown) => call(t.app, 'POST', api(securityApi.changeLoginPassword.path), { token, body });
    const wrong = await post({
      oldPassword: 'not-it-123',
      password: 'brand-new-pass1',
      confirmPassword: 'brand-new-pass1',
    });
    expect(wrong.body.data[0]).toEqual({ field: 'oldPassword', message: 'The current password is wrong' });
    const mismatch = await post({
      oldPassword: password,
      password: 'brand-new-pass1',
      confirmPassword: 'other-pass-1',
    });
    expect(mismatch.body.msg).toBe('The two passwords do not match');
    const done = await post({ oldPassword: password, password: 'brand-new-pass1', confirmPassword: 'brand-new-pass1' });
    expect(done.status).toBe(200);
    expect((await call(t.app, 'GET', api(identityApi.getUserInfo.path), { token })).status).toBe(200);
    expect((await call(t.app, 'GET', api(identityApi.getUserInfo.path), { token: other })).status).toBe(401);
    expect(await signIn(t.app, email, 'brand-new-pass1')).toBeTruthy();
  });

  it('sets, changes and resets the transaction password by e-mail code', async () => {
    const { email, token } = await signUp(t.app);
    const status = async () => (await call(t.app, 'GET', api(securityApi.status.path), { token })).body.data;
    expect(await status()).toMatchObject({ tradePasswordSet: false, maxAttempts: 5 });
    const badFormat = await call(t.app, 'POST', api(securityApi.setTradePassword.path), {
      token,
      body: { password: '12ab56', confirmPassword: '12ab56' },
    });
    expect(badFormat.body.msg).toBe('The transaction password is 6 digits');
    await setTradePassword(t.app, token, '135790');
    expect(await status()).toMatchObject({ tradePasswordSet: true, tradePasswordAttemptsLeft: 5 });
    const again = await call(t.app, 'POST', api(securityApi.setTradePassword.path), {
      token,
      body: { password: '118822', confirmPassword: '118822' },
    });
    expect(again.status).toBe(409);
    const change = (oldPassword: string) =>
      call(t.app, 'POST', api(securityApi.changeTradePassword.path), {
        token,
        body: { oldPassword, password: '864200', confirmPassword: '864200' },
      });
    const wrong = await change('000000');
    expect(wrong.body.data[0].field).toBe('oldPassword');
    expect(await status()).toMatchObject({ tradePasswordAttemptsLeft: 4 });
    expect((await change('135790')).status).toBe(200);
    expect(await status()).toMatchObject({ tradePasswordAttemptsLeft: 5 });

    for (let i = 0; i < 5; i++) await change('000001');
    expect((await status()).tradePasswordLockedUntil).not.toBeNull();

    expect((await call(t.app, 'POST', api(securityApi.sendTradePasswordCode.path), { token })).status).toBe(200);
    const code = await lastCode(t.app, email);
    const reset = await call(t.app, 'POST', api(securityApi.resetTradePassword.path), {
      token,
      body: { code, password: '975310', confirmPassword: '975310' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ tradePasswordLockedUntil: null, tradePasswordAttemptsLeft: 5 });
    const reused = await call(t.app, 'POST', api(securityApi.resetTradePassword.path), {
      token,
      body: { code, password: '975311', confirmPassword: '975311' },
    });
    expect(reused.status).toBe(400);
  });
});

describe('a transaction password anyone would guess (issue 27 §3)', () => {
  it('is refused on the password field, set nothing, and a sound one is taken', async () => {
    const { token } = await signUp(t.app);
    for (const pin of ['111111', '123456', '654321', '000000']) {
      const res = await call(t.app, 'POST', api(securityApi.setTradePassword.path), {
        token,
        body: { password: pin, confirmPassword: pin },
      });
      expect(res.status, pin).toBe(400);
      expect(res.body.data, pin).toEqual([
        { field: 'password', message: 'Too easy to guess: not one digit repeated, nor a run like 123456 or 654321' },
      ]);
    }
    const status = await call(t.app, 'GET', api(securityApi.status.path), { token });
    expect(status.body.data.tradePasswordSet).toBe(false);
    await setTradePassword(t.app, token, '246810');
    const change = await call(t.app, 'POST', api(securityApi.changeTradePassword.path), {
      token,
      body: { oldPassword: '246810', password: '987654', confirmPassword: '987654' },
    });
    expect(change.body.data[0].field).toBe('password');
  });
});
