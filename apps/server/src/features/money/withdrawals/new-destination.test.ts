// With two-factor on, a withdrawal to a destination no completed withdrawal went to needs a current code (issue 28
// §9): missing or wrong is a 400 on `twoFactorCode` and nothing is frozen; a destination paid out to before needs none.
import { TWO_FACTOR } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { enrol, signUp } from '../../../testing/api.ts';
import {
  balance,
  fundCrypto,
  review,
  setTradePassword,
  verifyIdentity,
  withdrawUsdt,
} from '../../../testing/money-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';
import { totpCode } from '../../../testing/two-factor-kit.ts';

const OLD = `T${'A'.repeat(33)}`;
const NEW = `T${'B'.repeat(33)}`;
const stepNow = () => Math.floor(Date.now() / 1000 / TWO_FACTOR.periodSeconds);

const t = useTestApp();

describe('a withdrawal to a new destination, with two-factor on', () => {
  it('needs a current code; a destination paid out to before does not', async () => {
    const { token } = await signUp(t.app);
    await verifyIdentity(t.app, token, t.admin);
    await fundCrypto(t.app, token, '100');
    const tradePassword = await setTradePassword(t.app, token);
    const withdraw = (address: string, twoFactorCode?: string) =>
      withdrawUsdt(t.app, token, '10', tradePassword, {
        address,
        ...(twoFactorCode === undefined ? {} : { twoFactorCode }),
      });

    // Before two-factor: no code asked. Paid out, this address is no longer new.
    const first = await withdraw(OLD);
    expect(first.status).toBe(200);
    const paid = await review(t.app, t.admin, 'withdrawals', 'approve', first.body.data.id);
    expect(paid.status).toBe(200);

    const { secret } = await enrol(t.app, token);
    const s = stepNow();
    const missing = await withdraw(NEW);
    expect(missing.status).toBe(400);
    expect(missing.body.data).toEqual([{ field: 'twoFactorCode', message: expect.stringMatching(/new destination/) }]);
    const wrong = await withdraw(NEW, '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toEqual([{ field: 'twoFactorCode', message: expect.any(String) }]);
    expect(await balance(t.app, token, 'USDT')).toMatchObject({ frozen: '0.000000' });

    const right = await withdraw(NEW, await totpCode(secret, s + 1));
    expect(right.status).toBe(200);
    // The address paid out to before needs no code, even with two-factor on.
    expect((await withdraw(OLD)).status).toBe(200);
    // A pending withdrawal does not make an address known: the new one still asks.
    expect((await withdraw(NEW)).status).toBe(400);
  });
});
