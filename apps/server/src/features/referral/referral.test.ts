// Referrals: a user sees their own code and who joined with it (names masked), nobody else's; the install page's
// store links come from configuration and are absent when not configured.
import { identityApi, referralApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { call, lastCode, signUp, uniqueEmail } from '../../testing/api.ts';
import { api } from '../../testing/money-test-kit.ts';
import { createTestApp, useTestApp } from '../../testing/test-app.ts';
import { maskEmail } from './index.ts';

const t = useTestApp({ admin: false });

async function registerWith(inviteCode: string, username?: string) {
  const email = uniqueEmail('invitee');
  await call(t.app, 'POST', api(identityApi.getEmailCode.path), { body: { email } });
  const code = await lastCode(t.app, email);
  const reg = await call(t.app, 'POST', api(identityApi.emailRegister.path), {
    body: { email, password: 'correct-horse-1', username, code, inviteCode },
  });
  expect(reg.status).toBe(200);
  return email;
}

const referrals = (token: string, query = '') =>
  call(t.app, 'GET', `${api(referralApi.referrals.path)}${query}`, { token });

describe('referrals', () => {
  it('shows the inviter their code and the people who joined with it, newest first; no one else sees them', async () => {
    const alice = await signUp(t.app);
    const mine = (await referrals(alice.token)).body.data;
    expect(mine).toEqual({ inviteCode: alice.user.inviteCode, total: 0, rows: [] });
    expect(mine.inviteCode).toMatch(/^[A-Z0-9]{4,20}$/);

    const first = await registerWith(mine.inviteCode.toLowerCase());
    await registerWith(mine.inviteCode, 'bob_the_second');
    const after = (await referrals(alice.token)).body.data;
    expect(after.total).toBe(2);
    expect(after.rows.map((r: { name: string }) => r.name)).toEqual(['bob_the_second', maskEmail(first)]);
    expect(after.rows[1].name).not.toContain(first.split('@')[0]!.slice(1));
    expect(Number.isNaN(Date.parse(after.rows[0].joinedAt))).toBe(false);
    expect((await referrals(alice.token, '?pageSize=1&pageNum=2')).body.data.rows).toHaveLength(1);

    const other = await signUp(t.app);
    expect((await referrals(other.token)).body.data).toMatchObject({ total: 0, rows: [] });
    expect((await call(t.app, 'GET', api(referralApi.referrals.path))).status).toBe(401);
  });

  it('masks an e-mail to its first letter and its domain', () => {
    expect(maskEmail('alice@example.com')).toBe('a***@example.com');
    expect(maskEmail('broken')).toBe('***');
  });
});

describe('install page links', () => {
  it('has no store link unless one is configured', async () => {
    const res = await call(t.app, 'GET', api(referralApi.installInfo.path));
    expect(res.body.data).toEqual({ iosUrl: null, androidUrl: null });
  });

  it('gives the configured store links', async () => {
    const other = await createTestApp({
      APP_IOS_URL: 'https://apps.apple.com/app/id123',
      APP_ANDROID_URL: 'https://play.google.com/store/apps/details?id=x',
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: api(referralApi.installInfo.path) });
      expect(res.json().data).toEqual({
        iosUrl: 'https://apps.apple.com/app/id123',
        androidUrl: 'https://play.google.com/store/apps/details?id=x',
      });
    } finally {
      await other.close();
    }
  });
});
