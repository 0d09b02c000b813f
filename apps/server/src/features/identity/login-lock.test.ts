// The log-in lock-out under a burst of parallel guesses from many addresses: the failure is counted before argon2 runs.
import { identityApi } from '@platform/contracts';
import { describe, expect, it, vi } from 'vitest';
import { signUp } from '../../testing/api.ts';
import { useTestApp } from '../../testing/test-app.ts';

const verified = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/passwords.ts')>();
  return {
    ...real,
    verifyPassword: (passwordHash: string | null, password: string) => {
      verified.count += 1;
      return real.verifyPassword(passwordHash, password);
    },
  };
});

const LIMIT = 10;

const t = useTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' }, admin: false });

/** A log-in from its own address, so only the per-account lock-out stands in the way. */
async function logIn(account: string, password: string, ip: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api${identityApi.login.path}`,
    payload: { account, password },
    remoteAddress: ip,
  });
  return { status: res.statusCode, body: res.json() };
}

describe('log-in lock-out', () => {
  it('checks at most ten of 25 parallel wrong passwords, keeps the lock, and refuses the right one while locked', async () => {
    const { email, password } = await signUp(t.app);
    verified.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => logIn(email, `wrong-password-${i}`, `10.0.${i}.1`)),
    );
    expect(verified.count).toBeLessThanOrEqual(LIMIT);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(LIMIT);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(25 - LIMIT);

    verified.count = 0;
    const right = await logIn(email, password, '10.1.0.1');
    expect(right.status).toBe(429);
    expect(right.body.data.retryAfterSeconds).toBeGreaterThan(0);
    expect(verified.count).toBe(0);
  });

  it('counts an account that does not exist by what was typed', async () => {
    const account = 'Nobody-Here@example.com';
    verified.count = 0;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => logIn(i % 2 ? account : account.toLowerCase(), 'whatever-1', `10.2.${i}.1`)),
    );
    expect(verified.count).toBeLessThanOrEqual(LIMIT);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(LIMIT);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20 - LIMIT);
  });

  it('lets a right password clear the count, and right ones never count', async () => {
    const { email, password } = await signUp(t.app);
    for (let i = 0; i < LIMIT - 1; i++) expect((await logIn(email, 'wrong-password', '10.3.0.1')).status).toBe(400);
    expect((await logIn(email, password, '10.3.0.2')).status).toBe(200);
    for (let i = 0; i < 2 * LIMIT; i++) expect((await logIn(email, password, `10.4.${i}.1`)).status).toBe(200);
    for (let i = 0; i < LIMIT; i++) expect((await logIn(email, 'wrong-password', '10.3.0.1')).status).toBe(400);
    expect((await logIn(email, password, '10.3.0.2')).status).toBe(429);
  });
});
