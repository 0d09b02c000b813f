import { identityApi, systemApi } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uniqueEmail } from '../../testing/api.ts';
import { createTestApp } from '../../testing/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/dev/mailbox', () => {
  it('lists the mail sent to an address, newest first', async () => {
    const email = uniqueEmail('Mailbox');
    await call(t.app, 'POST', `/api${identityApi.getEmailCode.path}`, { body: { email } });
    await t.app.mailer.send({ to: email.toLowerCase(), subject: 'Second', text: 'later' });
    const res = await call(t.app, 'GET', `/api${systemApi.devMailbox.path}?to=${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({ to: email.toLowerCase(), subject: 'Second', text: 'later' });
    expect(res.body.data[1]).toMatchObject({ to: email.toLowerCase(), subject: 'Your sign-up code' });
    expect(res.body.data[1].text).toMatch(/\b\d{6}\b/);
    expect(Number.isNaN(Date.parse(res.body.data[1].createdAt))).toBe(false);
  });

  it('does not exist in production', async () => {
    // Only the devMailbox flag decides; env.test.ts shows SMTP turns it off too.
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const res = await call(production.app, 'GET', `/api${systemApi.devMailbox.path}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(404);
    } finally {
      await production.close();
    }
  });
});
