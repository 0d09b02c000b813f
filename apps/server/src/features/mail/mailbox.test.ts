import { identityApi, systemApi } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../testing/admin-test-kit.ts';
import { call, signIn, signUp, uniqueEmail } from '../../testing/api.ts';
import { ADMIN, createTestApp } from '../../testing/test-app.ts';

// The test kit turns DEV_MAILBOX_PUBLIC on (its helpers read codes as a test client would); `closed` runs as a server
// started without it.
let t: Awaited<ReturnType<typeof createTestApp>>;
let closed: Awaited<ReturnType<typeof createTestApp>>;
let adminToken: string;
// (Opened one after the other: nothing here races, so the file runs on the embedded database only, see vitest.config.ts.)
beforeAll(async () => {
  t = await createTestApp();
  closed = await createTestApp({ DEV_MAILBOX_PUBLIC: 'false' });
  adminToken = await signIn(t.app, ADMIN.email, ADMIN.password);
});
afterAll(async () => {
  await t.close();
  await closed.close();
});

const mailboxOf = (to?: string) => `/api${systemApi.devMailbox.path}${to === undefined ? '' : `?to=${to}`}`;
const askResetCode = (app: typeof t.app, email: string) =>
  call(app, 'POST', `/api${identityApi.getEmailCodeForPwd.path}`, { body: { email } });

describe('the dev mailbox in the back office', () => {
  it('lists an address’s mail to an admin, newest first', async () => {
    const email = uniqueEmail('Mailbox');
    await call(t.app, 'POST', `/api${identityApi.getEmailCode.path}`, { body: { email } });
    await t.app.mailer.send({ to: email.toLowerCase(), subject: 'Second', text: 'later' });
    const res = await call(t.app, 'GET', `${urlOf(systemApi.findMails)}?to=${encodeURIComponent(email)}`, {
      token: adminToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({ to: email.toLowerCase(), subject: 'Second', text: 'later' });
    expect(res.body.data[1]).toMatchObject({ to: email.toLowerCase(), subject: 'Your sign-up code' });
    expect(res.body.data[1].text).toMatch(/\b\d{6}\b/);
    expect(Number.isNaN(Date.parse(res.body.data[1].createdAt))).toBe(false);
  });

  it('lists everyone’s mail to an admin, also on a server that keeps it closed to anonymous callers', async () => {
    const email = uniqueEmail('everyone');
    await closed.app.mailer.send({ to: email, subject: 'Hello', text: 'for the back office' });
    const token = await signIn(closed.app, ADMIN.email, ADMIN.password);
    const res = await call(closed.app, 'GET', urlOf(systemApi.findMails), { token });
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ to: email, subject: 'Hello' });
  });

  it('is for admins only: codes in it open any account, an admin’s too', async () => {
    expect((await call(t.app, 'GET', urlOf(systemApi.findMails))).status).toBe(401);
    expect((await call(t.app, 'GET', urlOf(systemApi.findMails), { token: (await signUp(t.app)).token })).status).toBe(
      403,
    );
    const support = await createOperator(t.app, adminToken, ['support', 'reviewer', 'mediator']);
    expect((await call(t.app, 'GET', urlOf(systemApi.findMails), { token: support.token })).status).toBe(403);
  });
});

describe('anonymous reading', () => {
  it('is refused by default: a reset code for the operator’s address stays unread', async () => {
    expect((await askResetCode(closed.app, ADMIN.email)).status).toBe(200);
    for (const url of [mailboxOf(encodeURIComponent(ADMIN.email)), mailboxOf()]) {
      const res = await call(closed.app, 'GET', url);
      expect(res.status, url).toBe(404);
      expect(JSON.stringify(res.body), url).not.toMatch(/\b\d{6}\b/);
    }
  });

  it('reads one address’s mail when DEV_MAILBOX_PUBLIC turns it on for tests', async () => {
    const { email } = await signUp(t.app);
    const res = await call(t.app, 'GET', mailboxOf(encodeURIComponent(email)));
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ to: email.toLowerCase(), subject: 'Your sign-up code' });
  });

  it('never lists everyone’s mail', async () => {
    await t.app.mailer.send({ to: uniqueEmail('other'), subject: 'Private', text: '123456' });
    for (const url of [mailboxOf(), mailboxOf(''), mailboxOf('%20')]) {
      const res = await call(t.app, 'GET', url);
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.body), url).not.toContain('Private');
    }
  });
});

describe('in production', () => {
  it('does not exist, for nobody', async () => {
    // Only the devMailbox flag decides; env.test.ts shows SMTP turns it off too.
    const production = await createTestApp({ NODE_ENV: 'production', DEV_MAILBOX_PUBLIC: 'true' });
    try {
      const token = await signIn(production.app, ADMIN.email, ADMIN.password);
      for (const res of [
        await call(production.app, 'GET', mailboxOf(encodeURIComponent(ADMIN.email))),
        await call(production.app, 'GET', urlOf(systemApi.findMails), { token }),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.code).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
