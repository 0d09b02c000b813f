// E-mail code attempts under a burst of parallel guesses, and how a code is stored.
import { createHash } from 'node:crypto';
import { EMAIL_CODE, identityApi } from '@platform/contracts';
import { emailCodes, eq } from '@platform/db';
import { describe, expect, it, vi } from 'vitest';
import { call, lastCode, uniqueEmail } from '../../testing/api.ts';
import { HOUSE_INVITE, useTestApp } from '../../testing/test-app.ts';

const compared = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/secrets.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/secrets.ts')>();
  return {
    ...real,
    sameHash: (a: string, b: string) => {
      compared.count += 1;
      return real.sameHash(a, b);
    },
  };
});

const t = useTestApp({ admin: false });

async function mailCode(email: string) {
  expect((await call(t.app, 'POST', `/api${identityApi.getEmailCode.path}`, { body: { email } })).status).toBe(200);
  return lastCode(t.app, email);
}

const register = (email: string, code: string) =>
  call(t.app, 'POST', `/api${identityApi.emailRegister.path}`, {
    body: { email, password: 'password-123', code, inviteCode: HOUSE_INVITE },
  });

describe('e-mail codes', () => {
  it('compares at most five of 20 parallel wrong codes and then refuses the right one', async () => {
    const email = uniqueEmail();
    const code = await mailCode(email);
    const wrong = code === '000000' ? '111111' : '000000';

    compared.count = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => register(email, wrong)));
    expect(compared.count).toBeLessThanOrEqual(EMAIL_CODE.maxAttempts);
    expect(answers.every((a) => a.status === 400 && a.body.data[0].field === 'code')).toBe(true);
    expect(answers.filter((a) => a.body.msg === 'The code is wrong or has expired')).toHaveLength(
      EMAIL_CODE.maxAttempts - 1,
    );
    const [row] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(row!.attempts).toBe(EMAIL_CODE.maxAttempts);

    compared.count = 0;
    const right = await register(email, code);
    expect(right.status).toBe(400);
    expect(right.body.msg).toMatch(/Too many wrong attempts/);
    expect(compared.count).toBe(0);
  });

  it('stores a keyed hash of the code, not its bare SHA-256', async () => {
    const email = uniqueEmail();
    const code = await mailCode(email);
    const [row] = await t.database.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    for (const bare of [code, `register:${email}:${code}`]) expect(row!.codeHash).not.toBe(sha256(bare));
    expect((await register(email, code)).status).toBe(200);
  });

  it('takes the right code after four wrong ones: a right code is not a wrong attempt', async () => {
    const email = uniqueEmail();
    const code = await mailCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: EMAIL_CODE.maxAttempts - 1 }, () => register(email, wrong)));
    expect(answers.map((a) => a.body.msg)).toEqual(
      Array(EMAIL_CODE.maxAttempts - 1).fill('The code is wrong or has expired'),
    );
    expect((await register(email, code)).status).toBe(200);
  });
});
