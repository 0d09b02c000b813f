import { identityApi, systemApi } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/api.ts';
import { png, uploadParts } from '../testing/multipart.ts';
import { useTestApp } from '../testing/test-app.ts';

// Production limits (multiplier 1), so the tests hit them exactly.
const t = useTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' }, admin: false });

const login = (body: Record<string, string>, ip: string) =>
  t.app.inject({ method: 'POST', url: `/api${identityApi.login.path}`, payload: body, remoteAddress: ip });

describe('security headers', () => {
  it('sends a strict CSP without upgrade-insecure-requests over plain http', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api${systemApi.health.path}` });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/(^|;)script-src 'self'(;|$)/);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/object-src 'none'/);
    // Pages talk to their own origin only ('self' covers same-origin ws:/wss: in CSP Level 3), not to any host.
    expect(csp).toMatch(/(^|;)connect-src 'self'(;|$)/);
    expect(csp).not.toMatch(/upgrade-insecure-requests/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('rate limits', () => {
  it('answers the 31st log-in from one IP in a minute with 429 in the envelope and X-RateLimit headers', async () => {
    const ip = '10.1.0.1';
    // Bad bodies still count: the limiter runs before validation, so this costs no password hashing.
    for (let i = 0; i < 30; i++) {
      const res = await login({ account: '', password: '' }, ip);
      expect(res.statusCode).toBe(400);
      expect(res.headers['x-ratelimit-limit']).toBe('30');
      expect(res.headers['x-ratelimit-remaining']).toBe(String(29 - i));
    }
    const limited = await login({ account: '', password: '' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, msg: 'Too many requests. Please try again later' });
    expect(limited.json().data.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.headers['x-ratelimit-limit']).toBe('30');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Another address is not affected.
    expect((await login({ account: '', password: '' }, '10.1.0.2')).statusCode).toBe(400);
  });

  it('locks an account after 10 failed log-ins in 15 minutes, however it is named, and only that account', async () => {
    const victim = await signUp(t.app, { username: `victim${Date.now().toString(36).slice(-6)}` });
    const bystander = await signUp(t.app);
    const names = [victim.email, String(victim.user.userId), victim.user.username as string];
    for (let i = 0; i < 10; i++) {
      // From a different address each time: the per-account limit holds whatever the IP.
      const res = await login({ account: names[i % 3]!, password: 'wrong-password' }, `10.2.0.${i + 1}`);
      expect(res.json().msg).toBe('Account or password is incorrect');
    }
    const locked = await login({ account: victim.email, password: victim.password }, '10.2.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 429, msg: 'Too many requests. Please try again later' });
    expect(locked.json().data.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    const other = await login({ account: bystander.email, password: bystander.password }, '10.2.1.1');
    expect(other.statusCode).toBe(200);
  });

  it('limits code sending per IP', async () => {
    const send = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api${identityApi.getEmailCodeForPwd.path}`,
        payload: { email: `nobody${i}@example.com` },
        remoteAddress: '10.3.0.1',
      });
    for (let i = 0; i < 10; i++) expect((await send(i)).statusCode).toBe(200);
    const limited = await send(10);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe(429);
  });

  it('limits uploads per account to 30 a minute, whatever the IP', async () => {
    const { token } = await signUp(t.app);
    const upload = (i: number) =>
      uploadParts(t.app, token, [{ name: 'file', filename: 'a.png', content: png(), type: 'image/png' }], {
        remoteAddress: `10.4.0.${i + 1}`,
      });
    for (let i = 0; i < 30; i++) expect((await upload(i)).statusCode).toBe(200);
    const limited = await upload(30);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 429, msg: 'Too many requests. Please try again later' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
