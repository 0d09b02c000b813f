// The transaction-password lock under a burst of parallel guesses: each check holds a place before argon2 runs, so wrong
// guesses lock exactly at the limit, and right ones in a burst all pass (issue 28 §6).
import { MONEY_LIMITS, securityApi } from '@platform/contracts';
import { beforeAll, describe, expect, it, type MockInstance, vi } from 'vitest';
import { call, signIn, signUp } from '../../../testing/api.ts';
import {
  api,
  balance,
  fundCrypto,
  setTradePassword,
  verifyIdentity,
  withdrawUsdt,
} from '../../../testing/money-test-kit.ts';
import { ADMIN, type TestApp, useTestApp } from '../../../testing/test-app.ts';

let verified: MockInstance<TestApp['tradePasswords']['matches']>;

const t = useTestApp({ admin: false });
beforeAll(() => {
  // argon2 checks are counted on this app's own checks, not through a module mock: server test files share their
  // worker's modules, and a module loaded by an earlier file would keep the real function.
  verified = vi.spyOn(t.app.tradePasswords, 'matches');
});

/** A verified user with `funds` USDT and the transaction password `password`, and their withdrawal of 5 USDT. */
async function withdrawer(funds: string, password: string) {
  const { token } = await signUp(t.app);
  await verifyIdentity(t.app, token, await signIn(t.app, ADMIN.email, ADMIN.password));
  await fundCrypto(t.app, token, funds);
  return {
    token,
    password: await setTradePassword(t.app, token, password),
    withdraw: (tradePassword: string) => withdrawUsdt(t.app, token, '5', tradePassword),
  };
}

describe('transaction password lock', () => {
  it('checks at most five of 24 parallel wrong guesses, keeps the lock, and refuses the right one while locked', async () => {
    const { token, password, withdraw } = await withdrawer('20', '135790');

    verified.mockClear();
    const answers = await Promise.all(Array.from({ length: 24 }, () => withdraw('000000')));
    expect(verified).toHaveBeenCalledTimes(MONEY_LIMITS.tradePasswordMaxAttempts);
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
    expect(answers.filter((a) => a.status === 400)).toHaveLength(MONEY_LIMITS.tradePasswordMaxAttempts - 1);

    const status = await call(t.app, 'GET', api(securityApi.status.path), { token });
    expect(status.body.data).toMatchObject({ tradePasswordAttemptsLeft: 0 });
    expect(status.body.data.tradePasswordLockedUntil).not.toBeNull();

    verified.mockClear();
    const right = await withdraw(password);
    expect(right.status).toBe(429);
    expect(verified).not.toHaveBeenCalled();
    expect(await balance(t.app, token, 'USDT')).toMatchObject({ frozen: '0.000000' });
  });

  it('lets forty parallel withdrawals with the right password through, and locks forty wrong ones at the limit', async () => {
    const { token, password, withdraw } = await withdrawer('1000', '864213');

    const rights = await Promise.all(Array.from({ length: 40 }, () => withdraw(password)));
    expect(rights.map((a) => a.status)).toEqual(Array.from({ length: 40 }, () => 200));
    const calm = await call(t.app, 'GET', api(securityApi.status.path), { token });
    expect(calm.body.data).toMatchObject({
      tradePasswordLockedUntil: null,
      tradePasswordAttemptsLeft: MONEY_LIMITS.tradePasswordMaxAttempts,
    });

    verified.mockClear();
    const wrongs = await Promise.all(Array.from({ length: 40 }, () => withdraw('000000')));
    expect(verified).toHaveBeenCalledTimes(MONEY_LIMITS.tradePasswordMaxAttempts);
    expect(wrongs.filter((a) => a.status === 400)).toHaveLength(MONEY_LIMITS.tradePasswordMaxAttempts - 1);
    expect(wrongs.filter((a) => a.status === 429)).toHaveLength(40 - MONEY_LIMITS.tradePasswordMaxAttempts + 1);
    const locked = await call(t.app, 'GET', api(securityApi.status.path), { token });
    expect(locked.body.data.tradePasswordLockedUntil).not.toBeNull();
  });
});
