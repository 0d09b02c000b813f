// Issue 16 §1.1: a password over the limit is refused with its message wherever one is set, changed or typed, and
// the refusal changes nothing (no account, no new password, no shortened password that works).
import { accountApi, identityApi, LIMITS, securityApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { call, lastCode, signUp, uniqueEmail } from '../../testing/api.ts';
import { HOUSE_INVITE, useTestApp } from '../../testing/test-app.ts';

const t = useTestApp({ admin: false });

const TOO_LONG_MESSAGE = `Password cannot exceed ${LIMITS.passwordMax} characters`;
/** One character over the limit, and the 25 characters of the report. */
const overLimit = [`${'p'.repeat(LIMITS.passwordMax)}1`, 'twenty-five-chars-pass-25'];
const url = (path: string) => `/api${path}`;

const logIn = (account: string, password: string) =>
  call(t.app, 'POST', url(identityApi.login.path), { body: { account, password } });

describe('the password limit', () => {
  it('is 20 characters, and its message says so', () => {
    expect(LIMITS.passwordMax).toBe(20);
    expect(overLimit.map((p) => p.length)).toEqual([21, 25]);
  });

  it('sign-up refuses a longer password and creates no account; the same code then works', async () => {
    const email = uniqueEmail('long');
    await call(t.app, 'POST', url(identityApi.getEmailCode.path), { body: { email } });
    const code = await lastCode(t.app, email);
    for (const password of overLimit) {
      const res = await call(t.app, 'POST', url(identityApi.emailRegister.path), {
        body: { email, password, code, inviteCode: HOUSE_INVITE },
      });
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual([{ field: 'password', message: TOO_LONG_MESSAGE }]);
      expect((await logIn(email, password.slice(0, LIMITS.passwordMax))).status).toBe(400);
    }
    const fits = 'x'.repeat(LIMITS.passwordMax);
    const ok = await call(t.app, 'POST', url(identityApi.emailRegister.path), {
      body: { email, password: fits, code, inviteCode: HOUSE_INVITE },
    });
    expect(ok.status).toBe(200);
    expect((await logIn(email, fits)).status).toBe(200);
  });

  it('log-in refuses a longer password with the message, not as a wrong password', async () => {
    const { email } = await signUp(t.app);
    for (const password of overLimit) {
      const res = await logIn(email, password);
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual([{ field: 'password', message: TOO_LONG_MESSAGE }]);
    }
  });

  it('reset refuses a longer password and keeps the old one', async () => {
    const { email, password } = await signUp(t.app);
    await call(t.app, 'POST', url(identityApi.getEmailCodeForPwd.path), { body: { email } });
    const code = await lastCode(t.app, email);
    for (const next of overLimit) {
      const res = await call(t.app, 'POST', url(identityApi.resetPwd.path), { body: { email, password: next, code } });
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual([{ field: 'password', message: TOO_LONG_MESSAGE }]);
      expect((await logIn(email, next.slice(0, LIMITS.passwordMax))).status).toBe(400);
    }
    expect((await logIn(email, password)).status).toBe(200);
  });

  it("the security center's change refuses a longer new or current password and keeps the old one", async () => {
    const { email, password, token } = await signUp(t.app);
    const change = (body: Record<string, string>) =>
      call(t.app, 'POST', url(securityApi.changeLoginPassword.path), { token, body });
    for (const next of overLimit) {
      const res = await change({ oldPassword: password, password: next, confirmPassword: next });
      expect(res.status).toBe(400);
      expect(res.body.data).toContainEqual({ field: 'password', message: TOO_LONG_MESSAGE });
      expect((await logIn(email, next.slice(0, LIMITS.passwordMax))).status).toBe(400);
      const current = await change({
        oldPassword: next,
        password: 'brand-new-pass1',
        confirmPassword: 'brand-new-pass1',
      });
      expect(current.status).toBe(400);
      expect(current.body.data).toEqual([{ field: 'oldPassword', message: TOO_LONG_MESSAGE }]);
    }
    expect((await logIn(email, password)).status).toBe(200);
    const fits = 'y'.repeat(LIMITS.passwordMax);
    expect((await change({ oldPassword: password, password: fits, confirmPassword: fits })).status).toBe(200);
    expect((await logIn(email, fits)).status).toBe(200);
  });

  it("the portal's change refuses a longer new or current password and keeps the old one", async () => {
    const { email, password, token } = await signUp(t.app);
    const change = (body: Record<string, string>) =>
      call(t.app, 'POST', url(accountApi.updatePwd.path), { token, body });
    for (const next of overLimit) {
      const res = await change({ oldPassword: password, newPassword: next });
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual([{ field: 'newPassword', message: TOO_LONG_MESSAGE }]);
      const current = await change({ oldPassword: next, newPassword: 'brand-new-pass1' });
      expect(current.body.data).toEqual([{ field: 'oldPassword', message: TOO_LONG_MESSAGE }]);
    }
    expect((await logIn(email, password)).status).toBe(200);
  });

  it('says it in Chinese too', async () => {
    const res = await call(t.app, 'POST', url(identityApi.login.path), {
      body: { account: 'someone@example.com', password: overLimit[0] },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.body.data).toEqual([{ field: 'password', message: `密码不能超过${LIMITS.passwordMax}个字符` }]);
  });
});
