// Authenticated requests come from the session cache, and every way a session ends refuses it at once afterwards: on
// the node that ended it, and (over Redis, when TEST_REDIS_URL is set) on another node sharing the database.
import { accountApi, adminApi, identityApi, securityApi } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../lib/secrets.ts';
import { urlOf } from '../testing/admin-test-kit.ts';
import { call, enrol, lastCode, signIn, signUp } from '../testing/api.ts';
import { ADMIN, createTestApp, type TestApp, useTestApp } from '../testing/test-app.ts';
import { TEST_REDIS_URL, uniqueRedisPrefix } from '../testing/test-redis.ts';

const userInfo = (app: TestApp, token: string) => call(app, 'GET', urlOf(identityApi.getUserInfo), { token });
const cached = (app: TestApp, token: string) => app.sessionCache.get(sha256(token)) !== undefined;

/** Reads the user once with `token`, so `app` caches the session, and checks that it did. */
async function warm(app: TestApp, token: string) {
  expect((await userInfo(app, token)).status).toBe(200);
  expect(cached(app, token)).toBe(true);
}

/** A new user signed in twice, both sessions cached by `app`. */
async function signedInTwice(app: TestApp) {
  const user = await signUp(app);
  const other = await signIn(app, user.email, user.password);
  await warm(app, user.token);
  await warm(app, other);
  return { user, other };
}

async function expectRefused(app: TestApp, token: string) {
  const res = await userInfo(app, token);
  expect(res.status).toBe(401);
  expect(cached(app, token)).toBe(false);
}

describe('sessions from the cache, on one node', () => {
  const t = useTestApp();

  it('answers getUserInfo from the cache with the same view log-in returned', async () => {
    const user = await signUp(t.app);
    await warm(t.app, user.token);
    expect((await userInfo(t.app, user.token)).body.data).toEqual(user.user);
  });

  it('refuses a logged-out session at once', async () => {
    const user = await signUp(t.app);
    await warm(t.app, user.token);
    expect((await call(t.app, 'POST', urlOf(identityApi.logout), { token: user.token })).status).toBe(200);
    await expectRefused(t.app, user.token);
  });

  it('refuses every session after a password change', async () => {
    const { user, other } = await signedInTwice(t.app);
    const res = await call(t.app, 'POST', urlOf(accountApi.updatePwd), {
      token: user.token,
      body: { oldPassword: user.password, newPassword: 'another-pass-2' },
    });
    expect(res.status).toBe(200);
    await expectRefused(t.app, user.token);
    await expectRefused(t.app, other);
  });

  it('refuses the other sessions after a change of the log-in password in the security center, keeps this one', async () => {
    const { user, other } = await signedInTwice(t.app);
    const res = await call(t.app, 'POST', urlOf(securityApi.changeLoginPassword), {
      token: user.token,
      body: { oldPassword: user.password, password: 'another-pass-2', confirmPassword: 'another-pass-2' },
    });
    expect(res.status).toBe(200);
    await expectRefused(t.app, other);
    expect((await userInfo(t.app, user.token)).status).toBe(200);
  });

  it('refuses every session after a password reset', async () => {
    const user = await signUp(t.app);
    await warm(t.app, user.token);
    await call(t.app, 'POST', urlOf(identityApi.getEmailCodeForPwd), { body: { email: user.email } });
    const code = await lastCode(t.app, user.email);
    const reset = await call(t.app, 'POST', urlOf(identityApi.resetPwd), {
      body: { email: user.email, password: 'another-pass-2', code },
    });
    expect(reset.status).toBe(200);
    await expectRefused(t.app, user.token);
  });

  it('refuses a disabled user at once', async () => {
    const user = await signUp(t.app);
    await warm(t.app, user.token);
    const res = await call(t.app, 'POST', urlOf(adminApi.updateUserStatus, { id: user.user.userId }), {
      token: t.admin,
      body: { status: 'disabled', reason: 'fraud' },
    });
    expect(res.status).toBe(200);
    await expectRefused(t.app, user.token);
  });

  it('stops an operator whose roles were removed at once', async () => {
    const user = await signUp(t.app);
    const roles = (list: string[]) =>
      call(t.app, 'POST', urlOf(adminApi.updateUserRoles, { id: user.user.userId }), {
        token: t.admin,
        body: { roles: list, reason: 'staffing' },
      });
    expect((await roles(['support'])).status).toBe(200);
    await enrol(t.app, user.token); // an operator works with a second factor
    const findUsers = () => call(t.app, 'GET', urlOf(adminApi.findUsers), { token: user.token });
    expect((await findUsers()).status).toBe(200);
    expect(cached(t.app, user.token)).toBe(true);

    expect((await roles([])).status).toBe(200);
    expect((await findUsers()).status).toBe(403);
    expect((await userInfo(t.app, user.token)).body.data.roles).toEqual([]);
  });

  it('shows a changed language at once', async () => {
    const user = await signUp(t.app);
    await warm(t.app, user.token);
    const res = await call(t.app, 'POST', urlOf(identityApi.updateLanguage), {
      token: user.token,
      body: { language: 'zh' },
    });
    expect(res.status).toBe(200);
    expect((await userInfo(t.app, user.token)).body.data.language).toBe('zh');
  });
});

describe.runIf(TEST_REDIS_URL)('sessions from the cache, on two nodes sharing Redis', () => {
  let a: Awaited<ReturnType<typeof createTestApp>>;
  let b: TestApp;
  let admin: string;
  beforeAll(async () => {
    const env = { REDIS_URL: TEST_REDIS_URL as string, REDIS_PREFIX: uniqueRedisPrefix('auth-cache') };
    a = await createTestApp(env);
    b = (await createTestApp(env, { database: a.database })).app;
    admin = await signIn(a.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  /** The event reaches the other node through Redis, a moment after the answer on the first. */
  const evictedOn = (app: TestApp, token: string) => vi.waitFor(() => expect(cached(app, token)).toBe(false));

  it('refuses on the other node a session logged out on this one', async () => {
    const user = await signUp(a.app);
    await warm(b, user.token);
    expect((await call(a.app, 'POST', urlOf(identityApi.logout), { token: user.token })).status).toBe(200);
    await evictedOn(b, user.token);
    await expectRefused(b, user.token);
  });

  it('refuses on the other node a user disabled on this one', async () => {
    const user = await signUp(a.app);
    await warm(b, user.token);
    await call(a.app, 'POST', urlOf(adminApi.updateUserStatus, { id: user.user.userId }), {
      token: admin,
      body: { status: 'disabled', reason: 'fraud' },
    });
    await evictedOn(b, user.token);
    await expectRefused(b, user.token);
  });

  it('applies on the other node roles removed on this one', async () => {
    const user = await signUp(a.app);
    const setRoles = (roles: string[]) =>
      call(a.app, 'POST', urlOf(adminApi.updateUserRoles, { id: user.user.userId }), {
        token: admin,
        body: { roles, reason: 'staffing' },
      });
    await setRoles(['support']);
    await enrol(a.app, user.token); // an operator works with a second factor
    const findUsers = () => call(b, 'GET', urlOf(adminApi.findUsers), { token: user.token });
    expect((await findUsers()).status).toBe(200);
    await setRoles([]);
    await evictedOn(b, user.token);
    expect((await findUsers()).status).toBe(403);
  });
});
