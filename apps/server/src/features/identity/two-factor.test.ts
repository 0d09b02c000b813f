// Two-factor sign-in through the API: enrolment, the code step, replay, recovery codes used once, new recovery codes,
// switching it off, the lock-out under parallel guesses, and an audit row for every change.
import { adminApi, identityApi, TWO_FACTOR, TWO_FACTOR_REQUIRED, twoFactorApi } from '@platform/contracts';
import { and, auditLog, eq, twoFactors } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../testing/admin-test-kit.ts';
import { call, signIn, signUp } from '../../testing/api.ts';
import { ADMIN, useTestApp } from '../../testing/test-app.ts';
import { totpCode } from '../../testing/two-factor-kit.ts';

const t = useTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' }, admin: false });

const stepNow = () => Math.floor(Date.now() / 1000 / TWO_FACTOR.periodSeconds);
let ip = 0;
const post = (url: string, body: unknown, token?: string) =>
  t.app
    .inject({
      method: 'POST',
      url,
      payload: body as Record<string, unknown>,
      headers: token ? { authorization: token } : {},
      remoteAddress: `10.9.${Math.floor(++ip / 250)}.${ip % 250}`,
    })
    .then((res) => ({ status: res.statusCode, body: res.json() }));

/** A user who enrolled with the code of now (`s`), leaving the next step's code for the test. */
async function enrolledUser() {
  const user = await signUp(t.app);
  const begun = await post(urlOf(twoFactorApi.begin), undefined, user.token);
  const secret: string = begun.body.data.secret;
  const s = stepNow();
  const confirmed = await post(urlOf(twoFactorApi.confirm), { code: await totpCode(secret, s) }, user.token);
  expect(confirmed.status).toBe(200);
  return { ...user, secret, s, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
}

const login = (account: string, password: string) => post(urlOf(identityApi.login), { account, password });
const codeStep = (challenge: string, code: string) => post(urlOf(identityApi.loginTwoFactor), { challenge, code });
const audits = (userId: number, action: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectUserId, userId), eq(auditLog.action, action)));

describe('enrolment', () => {
  it('gives a key once, turns on with a current code, answers ten recovery codes and audits it', async () => {
    const user = await signUp(t.app);
    const status = await call(t.app, 'GET', urlOf(twoFactorApi.status), { token: user.token });
    expect(status.body.data).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const begun = await post(urlOf(twoFactorApi.begin), undefined, user.token);
    expect(begun.status).toBe(200);
    const { secret, otpauthUri } = begun.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUri).toContain(`secret=${secret}`);
    // Stored sealed, not as the key.
    const [row] = await t.app.db.select().from(twoFactors).where(eq(twoFactors.userId, user.user.userId));
    expect(row?.sealedSecret).not.toContain(secret);

    const wrong = await post(urlOf(twoFactorApi.confirm), { code: '000000' }, user.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toEqual([{ field: 'code', message: expect.any(String) }]);

    const confirmed = await post(urlOf(twoFactorApi.confirm), { code: await totpCode(secret) }, user.token);
    expect(confirmed.status).toBe(200);
    const codes: string[] = confirmed.body.data.recoveryCodes;
    expect(codes).toHaveLength(TWO_FACTOR.recoveryCodes);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes[0]).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

    const after = await call(t.app, 'GET', urlOf(twoFactorApi.status), { token: user.token });
    expect(after.body.data).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // The key is never handed out again.
    expect((await post(urlOf(twoFactorApi.begin), undefined, user.token)).status).toBe(409);
    expect(await audits(user.user.userId, 'two_factor.enabled')).toHaveLength(1);
  });
});

describe('sign-in', () => {
  it('answers a challenge, not a session, to the password; a current code opens the session once', async () => {
    const user = await enrolledUser();
    const first = await login(user.email, user.password);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      twoFactorRequired: true,
      challenge: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(first.body.data.token).toBeUndefined();
    // The challenge is no session.
    expect(
      (await call(t.app, 'GET', urlOf(identityApi.getUserInfo), { token: first.body.data.challenge })).status,
    ).toBe(401);

    expect((await codeStep(first.body.data.challenge, '123456')).status).toBe(400);
    const opened = await codeStep(first.body.data.challenge, await totpCode(user.secret, user.s + 1));
    expect(opened.status).toBe(200);
    expect((await call(t.app, 'GET', urlOf(identityApi.getUserInfo), { token: opened.body.data.token })).status).toBe(
      200,
    );

    // The challenge is used up.
    const again = await codeStep(first.body.data.challenge, await totpCode(user.secret, user.s + 1));
    expect(again.status).toBe(400);
    expect(again.body.data).toEqual([{ field: 'challenge', message: expect.any(String) }]);
  });

  it('refuses a code already accepted (and older ones), even in a new sign-in', async () => {
    const user = await enrolledUser();
    const replayed = await codeStep(
      (await login(user.email, user.password)).body.data.challenge,
      await totpCode(user.secret, user.s),
    );
    expect(replayed.status).toBe(400);
    const challenge = (await login(user.email, user.password)).body.data.challenge;
    expect((await codeStep(challenge, await totpCode(user.secret, user.s + 1))).status).toBe(200);
    const again = await codeStep(
      (await login(user.email, user.password)).body.data.challenge,
      await totpCode(user.secret, user.s + 1),
    );
    expect(again.status).toBe(400);
    const older = await codeStep(
      (await login(user.email, user.password)).body.data.challenge,
      await totpCode(user.secret, user.s),
    );
    expect(older.status).toBe(400);
  });

  it('two code steps racing with one code: one session', async () => {
    const user = await enrolledUser();
    const code = await totpCode(user.secret, user.s + 1);
    const challenges = await Promise.all([1, 2, 3].map(() => login(user.email, user.password)));
    const answers = await Promise.all(challenges.map((c) => codeStep(c.body.data.challenge, code)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
  });

  it('takes each recovery code once, in any case and without the dash, and audits its use', async () => {
    const user = await enrolledUser();
    const recovery = user.recoveryCodes[3]!;
    const typed = recovery.replace('-', '').toLowerCase();
    const used = await codeStep((await login(user.email, user.password)).body.data.challenge, typed);
    expect(used.status).toBe(200);
    const twice = await codeStep((await login(user.email, user.password)).body.data.challenge, recovery);
    expect(twice.status).toBe(400);
    expect(await audits(user.user.userId, 'two_factor.recovery_code_used')).toHaveLength(1);
    const status = await call(t.app, 'GET', urlOf(twoFactorApi.status), { token: used.body.data.token });
    expect(status.body.data.recoveryCodesLeft).toBe(9);
  });

  it('locks the code step at the password limit under 20 parallel wrong codes, whatever their addresses', async () => {
    const user = await enrolledUser();
    const challenge = (await login(user.email, user.password)).body.data.challenge;
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => codeStep(challenge, String(100000 + i * 7919).slice(0, 6))),
    );
    const statuses = guesses.map((g) => g.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    // Locked: even the right code waits, and a right password does not lift the code lock.
    const fresh = (await login(user.email, user.password)).body.data.challenge;
    expect((await codeStep(fresh, await totpCode(user.secret, user.s + 1))).status).toBe(429);
  });
});

describe('recovery codes and switching off', () => {
  it('makes new recovery codes for a current code; the old ones stop working', async () => {
    const user = await enrolledUser();
    const url = urlOf(twoFactorApi.regenerateRecoveryCodes);
    expect((await post(url, { code: user.recoveryCodes[0] }, user.token)).status).toBe(400);
    const made = await post(url, { code: await totpCode(user.secret, user.s + 1) }, user.token);
    expect(made.status).toBe(200);
    expect(made.body.data.recoveryCodes).toHaveLength(10);
    expect(made.body.data.recoveryCodes).not.toContain(user.recoveryCodes[1]);
    const old = await codeStep((await login(user.email, user.password)).body.data.challenge, user.recoveryCodes[1]!);
    expect(old.status).toBe(400);
    const fresh = await codeStep(
      (await login(user.email, user.password)).body.data.challenge,
      made.body.data.recoveryCodes[0],
    );
    expect(fresh.status).toBe(200);
    expect(await audits(user.user.userId, 'two_factor.recovery_codes_regenerated')).toHaveLength(1);
  });

  it('needs the password and a current code to switch off; then the password alone signs in', async () => {
    const user = await enrolledUser();
    const url = urlOf(twoFactorApi.disable);
    const code = await totpCode(user.secret, user.s + 1);
    const badPassword = await post(url, { password: 'not-my-password', code }, user.token);
    expect(badPassword.status).toBe(400);
    expect(badPassword.body.data).toEqual([{ field: 'password', message: expect.any(String) }]);
    expect((await post(url, { password: user.password, code: '000000' }, user.token)).status).toBe(400);
    expect((await post(url, { password: user.password, code }, user.token)).status).toBe(200);
    expect((await login(user.email, user.password)).body.data.token).toEqual(expect.any(String));
    expect(await audits(user.user.userId, 'two_factor.disabled')).toHaveLength(1);
    expect((await post(url, { password: user.password, code }, user.token)).status).toBe(409);
  });
});

describe('operators', () => {
  it("the fresh install's default admin signs in with the password alone, then meets the enrolment", async () => {
    const first = await login(ADMIN.email, ADMIN.password);
    expect(first.body.data.token).toEqual(expect.any(String));
    const held = await call(t.app, 'GET', urlOf(adminApi.findUsers), { token: first.body.data.token });
    expect(held.status).toBe(403);
    expect(held.body.data).toEqual({ reason: TWO_FACTOR_REQUIRED });
    expect((await post(urlOf(twoFactorApi.begin), undefined, first.body.data.token)).status).toBe(200);
  });

  it('reach only enrolment, sign-out and who they are until they enrol', async () => {
    const admin = await signIn(t.app, ADMIN.email, ADMIN.password);
    const op = await createOperator(t.app, admin, ['support']);
    // The kit enrolled the new operator; one made without a second factor is held at the door.
    const bare = await signUp(t.app);
    await call(t.app, 'POST', urlOf(adminApi.updateUserRoles, { id: bare.user.userId }), {
      token: admin,
      body: { roles: ['reviewer'], reason: 'joins reviews' },
    });
    const refused = await call(t.app, 'GET', urlOf(adminApi.findUsers), { token: bare.token });
    expect(refused.status).toBe(403);
    expect(refused.body.data).toEqual({ reason: TWO_FACTOR_REQUIRED });
    expect((await call(t.app, 'GET', urlOf(identityApi.getUserInfo), { token: bare.token })).status).toBe(200);
    expect((await call(t.app, 'GET', urlOf(twoFactorApi.status), { token: bare.token })).status).toBe(200);
    expect((await post(urlOf(twoFactorApi.begin), undefined, bare.token)).status).toBe(200);
    expect((await call(t.app, 'GET', urlOf(adminApi.findUsers), { token: op.token })).status).not.toBe(403);
  });
});
