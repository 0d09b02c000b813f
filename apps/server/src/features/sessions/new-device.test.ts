// A sign-in from a device the account was not seen on tells its owner once, in the inbox and by e-mail (issue 28 §9);
// the first sign-in after sign-up and a sign-in from a known device (same device name, same network) tell nothing.
import { inboxApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { call, mailsTo, signUp } from '../../testing/api.ts';
import { CHROME_WINDOWS, SAFARI_IPHONE, signInFrom } from '../../testing/sessions-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp({ admin: false });

const NOTICE_SUBJECT = 'New sign-in to your account';

async function settled() {
  await t.app.sessionNoticesSettled();
  await t.app.inboxSettled();
}

async function notices(token: string) {
  const { body } = await call(t.app, 'GET', `/api${inboxApi.messages.path}`, { token });
  return (body.data.rows as { kind: string; params: Record<string, string>; link: string | null }[]).filter(
    (m) => m.kind === 'session.newDevice',
  );
}

async function noticeMails(email: string) {
  return (await mailsTo(t.app, email)).filter((m) => m.subject === NOTICE_SUBJECT);
}

describe('new-device notice', () => {
  it('tells nothing of the first sign-in after sign-up', async () => {
    const alice = await signUp(t.app);
    await settled();
    expect(await notices(alice.token)).toEqual([]);
    expect(await noticeMails(alice.email)).toEqual([]);
  });

  it('tells once of a sign-in from a new device, and not again from the same one', async () => {
    const bob = await signUp(t.app);
    await signInFrom(t.app, bob, CHROME_WINDOWS, '203.0.113.7');
    await settled();
    const [notice, ...more] = await notices(bob.token);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      params: { device: 'Chrome · Windows', ip: '203.0.113.7' },
      link: '/security/sessions',
    });
    expect(Date.now() - Date.parse(notice!.params.at!)).toBeLessThan(60_000);
    const mails = await noticeMails(bob.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Chrome · Windows');
    expect(mails[0]!.text).toContain('203.0.113.7');
    expect(mails[0]!.text).toContain('Sign out everywhere else');
    expect(mails[0]!.text).toContain('change your password');
    expect(mails[0]!.text).toMatch(/\d{4} at \d\d:\d\d UTC|\d\d:\d\d UTC/);

    // The same device again, from the same network (another address in it): known.
    await signInFrom(t.app, bob, CHROME_WINDOWS, '203.0.200.9');
    await signInFrom(t.app, bob, CHROME_WINDOWS, '203.0.113.7');
    await settled();
    expect(await notices(bob.token)).toHaveLength(1);
    expect(await noticeMails(bob.email)).toHaveLength(1);
  });

  it('counts a known device on another network, and another device on a known network, as new', async () => {
    const carol = await signUp(t.app);
    await signInFrom(t.app, carol, CHROME_WINDOWS, '198.51.100.1');
    await settled();
    await signInFrom(t.app, carol, CHROME_WINDOWS, '203.0.113.5');
    await settled();
    await signInFrom(t.app, carol, SAFARI_IPHONE, '198.51.100.1');
    await settled();
    expect((await notices(carol.token)).map((n) => `${n.params.device} ${n.params.ip}`)).toEqual([
      'Safari · iPhone 198.51.100.1',
      'Chrome · Windows 203.0.113.5',
      'Chrome · Windows 198.51.100.1',
    ]);
    expect(await noticeMails(carol.email)).toHaveLength(3);
  });

  it('writes the notice in the account’s language', async () => {
    const dave = await signUp(t.app);
    await call(t.app, 'POST', '/api/updateLanguage', { token: dave.token, body: { language: 'zh' } });
    await signInFrom(t.app, dave, SAFARI_IPHONE, '192.0.2.44');
    await settled();
    const mail = (await mailsTo(t.app, dave.email)).find((m) => m.subject === '您的账户在新设备上登录');
    expect(mail?.text).toContain('退出其他所有设备');
    expect(mail?.text).toContain('192.0.2.44');
  });
});
