import { identityApi, systemApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { call, expectRefusedOn, lastCode, signUp, uniqueEmail } from '../../testing/api.ts';
import { ADMIN, createTestApp, HOUSE_INVITE, useTestApp } from '../../testing/test-app.ts';

const t = useTestApp({ admin: false });

describe('sign-up', () => {
  it('registers with a mailed code and the house invitation code, then logs in by email, user ID and username', async () => {
    const email = uniqueEmail('Mixed');
    const sent = await call(t.app, 'POST', `/api${identityApi.getEmailCode.path}`, { body: { email } });
    expect(sent.status).toBe(200);
    const code = await lastCode(t.app, email.toLowerCase());
    const reg = await call(t.app, 'POST', `/api${identityApi.emailRegister.path}`, {
      body: { email, password: 'password-123', username: 'alice_1', code, inviteCode: HOUSE_INVITE.toLowerCase() },
    });
    expect(reg.body).toMatchObject({ code: 200, msg: 'Register Success' });
    const user = reg.body.data;
    expect(user).toMatchObject({ email: email.toLowerCase(), username: 'alice_1', roles: [] });
    expect(user.userId).toBeGreaterThan(100000);
    expect(user.inviteCode).toMatch(/^[A-Z0-9]{8}$/);

    for (const account of [email.toUpperCase(), String(user.userId), 'ALICE_1']) {
      const login = await call(t.app, 'POST', `/api${identityApi.login.path}`, {
        body: { account, password: 'password-123' },
      });
      expect(login.status, account).toBe(200);
      expect(login.body.data.user.userId).toBe(user.userId);
    }
  });

  it('uses a code once', async () => {
    const email = uniqueEmail();
    await call(t.app, 'POST', `/api${identityApi.getEmailCode.path}`, { body: { email } });
    const code = await lastCode(t.app, email);
    const body = { email, password: 'password-123', code, inviteCode: HOUSE_INVITE };
    expect((await call(t.app, 'POST', `/api${identityApi.emailRegister.path}`, { body })).status).toBe(200);
    const again = await call(t.app, 'POST', `/api${identityApi.emailRegister.path}`, { body: { ...body, email } });
    expect(again.status).toBe(409);
    expect(again.body.data).toEqual([{ field: 'email', message: 'This email is already registered' }]);
  });

  it('refuses a wrong code and stops after five attempts', async () => {
    const email = uniqueEmail();
    await call(t.app, 'POST', `/api${identityApi.getEmailCode.path}`, { body: { email } });
    const code = await lastCode(t.app, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { email, password: 'password-123', inviteCode: HOUSE_INVITE };
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      messages.push(
        (await call(t.app, 'POST', `/api${identityApi.emailRegister.path}`, { body: { ...body, code: wrong } })).body
          .msg,
      );
    }
    expect(messages.slice(0, 4)).toEqual(Array(4).fill('The code is wrong or has expired'));
    expect(messages[4]).toMatch(/Too many wrong attempts/);
    const right = await call(t.app, 'POST', `/api${identityApi.emailRegister.path}`, { body: { ...body, code } });
    expect(right.status).toBe(400);
    expect(right.body.data[0].field).toBe('code');
  });

  it('throttles code resends per address to one a minute', async () => {
    const email = uniqueEmail();
    expect((await call(t.app, 'POST', `/api${identityApi.getEmailCode.path}`, { body: { email } })).status).toBe(200);
    const again = await call(t.app, 'POST', `/api${identityApi.getEmailCode.path}`, { body: { email } });
    expect(again.status).toBe(429);
    expect(again.body.data.retryAfterSeconds).toBeGreaterThan(50);
  });

  it('gives field-level messages from the spec and changes nothing', async () => {
    const res = await call(t.app, 'POST', `/api${identityApi.emailRegister.path}`, {
      body: {
        email: 'not-an-email',
        password: 'x'.repeat(21),
        username: 'u'.repeat(21),
        code: '',
        inviteCode: 'x'.repeat(21),
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toBe('Please enter the correct email format');
    const fields = Object.fromEntries(
      res.body.data.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(fields).toMatchObject({
      email: 'Please enter the correct email format',
      password: 'Password cannot exceed 20 characters',
      username: 'Username cannot exceed 20 characters',
      code: 'Please enter the Code',
      inviteCode: 'Invitation Code cannot exceed 20 characters',
    });
  });

  it('requires an invitation code that exists', async () => {
    const email = uniqueEmail();
    await call(t.app, 'POST', `/api${identityApi.getEmailCode.path}`, { body: { email } });
    const code = await lastCode(t.app, email);
    const missing = await call(t.app, 'POST', `/api${identityApi.emailRegister.path}`, {
      body: { email, password: 'password-123', code },
    });
    expect(missing.body).toMatchObject({ code: 400, msg: 'Please enter Invitation Code' });
    const unknown = await call(t.app, 'POST', `/api${identityApi.emailRegister.path}`, {
      body: { email, password: 'password-123', code, inviteCode: 'NOPE1234' },
    });
    expect(unknown.body).toMatchObject({ code: 400, msg: 'This invitation code is not valid' });
  });

  it('answers in Chinese when asked', async () => {
    const res = await call(t.app, 'POST', `/api${identityApi.getEmailCode.path}`, {
      body: { email: 'bad' },
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(res.body.msg).toBe('请输入正确的邮箱格式');
  });
});

describe('sign-up edge cases', () => {
  it('refuses a code past its 10 minutes', async () => {
    const email = uniqueEmail('late');
    await call(t.app, 'POST', `/api${identityApi.getEmailCode.path}`, { body: { email } });
    const code = await lastCode(t.app, email);
    const { emailCodes, eq } = await import('@platform/db');
    await t.app.db
      .update(emailCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailCodes.email, email));
    const res = await call(t.app, 'POST', `/api${identityApi.emailRegister.path}`, {
      body: { email, password: 'password-123', code, inviteCode: HOUSE_INVITE },
    });
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual([{ field: 'code', message: 'The code is wrong or has expired' }]);
  });

  it('refuses a username that is taken, whatever its case, and says only that', async () => {
    const username = `taken${Date.now().toString(36).slice(-6)}`;
    await signUp(t.app, { username });
    const email = uniqueEmail();
    await call(t.app, 'POST', `/api${identityApi.getEmailCode.path}`, { body: { email } });
    const code = await lastCode(t.app, email);
    const res = await call(t.app, 'POST', `/api${identityApi.emailRegister.path}`, {
      body: { email, password: 'password-123', username: username.toUpperCase(), code, inviteCode: HOUSE_INVITE },
    });
    expectRefusedOn(res, 409, 'username', 'This username is already taken');
  });

  it('registers without an invitation code when REGISTRATION_INVITE_REQUIRED is false', async () => {
    const open = await createTestApp({ REGISTRATION_INVITE_REQUIRED: 'false' });
    try {
      const email = uniqueEmail('open');
      await call(open.app, 'POST', `/api${identityApi.getEmailCode.path}`, { body: { email } });
      const code = await lastCode(open.app, email);
      const res = await call(open.app, 'POST', `/api${identityApi.emailRegister.path}`, {
        body: { email, password: 'password-123', code },
      });
      expect(res.status).toBe(200);
      expect(res.body.data.invitedBy).toBeNull();
    } finally {
      await open.close();
    }
  });
});

describe('sessions', () => {
  it('accepts the token with and without Bearer, and logging out revokes it', async () => {
    const { token, user } = await signUp(t.app);
    expect((await call(t.app, 'GET', `/api${identityApi.getUserInfo.path}`, { token })).body.data.userId).toBe(
      user.userId,
    );
    expect((await call(t.app, 'GET', `/api${identityApi.getUserInfo.path}`, { token: `Bearer ${token}` })).status).toBe(
      200,
    );
    expect((await call(t.app, 'POST', `/api${identityApi.logout.path}`, { token })).status).toBe(200);
    const after = await call(t.app, 'GET', `/api${identityApi.getUserInfo.path}`, { token });
    expect(after.body).toEqual({ code: 401, msg: 'Login expired', data: null });
  });

  it('refuses unknown tokens and wrong passwords without saying which part was wrong', async () => {
    expect((await call(t.app, 'GET', `/api${identityApi.getUserInfo.path}`, { token: 'x'.repeat(43) })).status).toBe(
      401,
    );
    const { email } = await signUp(t.app);
    const wrong = await call(t.app, 'POST', `/api${identityApi.login.path}`, {
      body: { account: email, password: 'wrong-password' },
    });
    const nobody = await call(t.app, 'POST', `/api${identityApi.login.path}`, {
      body: { account: 'nobody@x.io', password: 'wrong-password' },
    });
    expect(wrong.body).toEqual(nobody.body);
    expect(wrong.body.msg).toBe('Account or password is incorrect');
  });

  it("keeps the user's language", async () => {
    const { token } = await signUp(t.app);
    const set = await call(t.app, 'POST', `/api${identityApi.updateLanguage.path}`, {
      token,
      body: { language: 'zh' },
    });
    expect(set.status).toBe(200);
    expect((await call(t.app, 'GET', `/api${identityApi.getUserInfo.path}`, { token })).body.data.language).toBe('zh');
    const bad = await call(t.app, 'POST', `/api${identityApi.updateLanguage.path}`, {
      token,
      body: { language: 'fr' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data[0].field).toBe('language');
    expect(
      (await call(t.app, 'POST', `/api${identityApi.updateLanguage.path}`, { body: { language: 'en' } })).status,
    ).toBe(401);
  });

  it('stores passwords as argon2id', async () => {
    const { users, eq } = await import('@platform/db');
    const [row] = await t.app.db.select().from(users).where(eq(users.email, ADMIN.email));
    expect(row!.passwordHash.startsWith('$argon2id$')).toBe(true);
  });
});

describe('password reset', () => {
  it('resets with a mailed code, revokes other sessions, and the new password works', async () => {
    const { email, token } = await signUp(t.app);
    const sent = await call(t.app, 'POST', `/api${identityApi.getEmailCodeForPwd.path}`, { body: { email } });
    expect(sent.body).toMatchObject({ code: 200, msg: 'Send the code, please check' });
    const code = await lastCode(t.app, email);
    const reset = await call(t.app, 'POST', `/api${identityApi.resetPwd.path}`, {
      body: { email, password: 'new-password-9', code },
    });
    expect(reset.body).toMatchObject({ code: 200, msg: 'Reset successful. Please log in again.' });
    expect((await call(t.app, 'GET', `/api${identityApi.getUserInfo.path}`, { token })).status).toBe(401);
    expect(
      (
        await call(t.app, 'POST', `/api${identityApi.login.path}`, {
          body: { account: email, password: 'new-password-9' },
        })
      ).status,
    ).toBe(200);
  });

  it('answers a quick second request like an unknown address would, and mails once', async () => {
    const { email } = await signUp(t.app);
    for (let i = 0; i < 2; i++) {
      const sent = await call(t.app, 'POST', `/api${identityApi.getEmailCodeForPwd.path}`, { body: { email } });
      expect(sent.status).toBe(200);
      expect(sent.body).toMatchObject({ code: 200, msg: 'Send the code, please check' });
    }
    const mails = (await call(t.app, 'GET', `/api${systemApi.devMailbox.path}?to=${email}`)).body.data;
    expect(mails.filter((m: { subject: string }) => /reset/i.test(m.subject))).toHaveLength(1);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const email = uniqueEmail('ghost');
    const sent = await call(t.app, 'POST', `/api${identityApi.getEmailCodeForPwd.path}`, { body: { email } });
    expect(sent.body).toMatchObject({ code: 200, msg: 'Send the code, please check' });
    expect((await call(t.app, 'GET', `/api${systemApi.devMailbox.path}?to=${email}`)).body.data).toEqual([]);
  });
});

describe('concurrency', () => {
  it('registers exactly one user when one e-mail code is used by two requests at once', async () => {
    const email = uniqueEmail('race');
    await call(t.app, 'POST', `/api${identityApi.getEmailCode.path}`, { body: { email } });
    const code = await lastCode(t.app, email);
    const body = { email, password: 'password-123', code, inviteCode: HOUSE_INVITE };
    const results = await Promise.all([
      call(t.app, 'POST', `/api${identityApi.emailRegister.path}`, { body: { ...body, username: 'racer_a' } }),
      call(t.app, 'POST', `/api${identityApi.emailRegister.path}`, { body: { ...body, username: 'racer_b' } }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const loser = results.find((r) => r.status !== 200)!;
    expect([400, 409]).toContain(loser.status);
    expect(loser.body.data[0].field).toMatch(/^(code|email)$/);

    const { users, eq } = await import('@platform/db');
    const rows = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('refuses every identical sign-up but one cleanly, never with a 5xx', async () => {
    const email = uniqueEmail('race2');
    await call(t.app, 'POST', `/api${identityApi.getEmailCode.path}`, { body: { email } });
    const code = await lastCode(t.app, email);
    const body = { email, password: 'password-123', code, inviteCode: HOUSE_INVITE };
    const results = await Promise.all(
      [1, 2, 3].map(() => call(t.app, 'POST', `/api${identityApi.emailRegister.path}`, { body })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.every((r) => r.status < 500)).toBe(true);
  });
});
