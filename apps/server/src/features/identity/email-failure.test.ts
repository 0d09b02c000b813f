import { identityApi } from '@platform/contracts';
import { beforeAll, expect, it } from 'vitest';
import { call, uniqueEmail } from '../../testing/api.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' }, admin: false });
beforeAll(() => {
  // Nothing listens on this port: every send fails, as with an SMTP server that is down.
});

it('says the e-mail could not be sent and lets the user ask again at once', async () => {
  const email = uniqueEmail();
  const first = await call(t.app, 'POST', `/api${identityApi.getEmailCode.path}`, { body: { email } });
  expect(first.body).toEqual({ code: 503, msg: 'We could not send the e-mail. Please try again', data: null });
  const again = await call(t.app, 'POST', `/api${identityApi.getEmailCode.path}`, { body: { email } });
  expect(again.status).toBe(503);
});
