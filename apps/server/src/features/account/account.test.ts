// POST /api/updateWallet, GET /api/getWallet and POST /api/updatePwd.
import { accountApi, identityApi, MESSAGES } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import { call, signIn, signUp } from '../../testing/api.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp({ admin: false });

const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('POST /api/updateWallet', () => {
  it('needs a signed-in user', async () => {
    expect((await call(t.app, 'POST', `/api${accountApi.updateWallet.path}`, { body: {} })).status).toBe(401);
    expect((await call(t.app, 'GET', `/api${accountApi.wallet.path}`)).status).toBe(401);
  });

  it('checks the address against the currency and the password, then keeps one payout wallet per user', async () => {
    const { token, password } = await signUp(t.app);
    expect((await call(t.app, 'GET', `/api${accountApi.wallet.path}`, { token })).body.data).toBeNull();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ currencyType: '' }, 'currencyType', 'Please select a currency type'],
      [{ currencyType: 'DOGE' }, 'currencyType', 'Please select a currency type'],
      [{ address: '' }, 'address', 'Please enter your wallet address'],
      [{ address: EVM }, 'address', 'This is not a valid USDT-TRC20 address'],
      [{ password: 'not-my-password' }, 'password', 'The current password is incorrect'],
    ];
    for (const [change, field, message] of cases) {
      const res = await call(t.app, 'POST', `/api${accountApi.updateWallet.path}`, {
        token,
        body: { currencyType: 'USDT-TRC20', address: TRON, password, ...change },
      });
      expect(res.status, field).toBe(400);
      expect(res.body.data).toContainEqual({ field, message });
    }
    expect((await call(t.app, 'GET', `/api${accountApi.wallet.path}`, { token })).body.data).toBeNull();

    const set = await call(t.app, 'POST', `/api${accountApi.updateWallet.path}`, {
      token,
      body: { currencyType: 'USDT-TRC20', address: TRON, password },
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ currencyType: 'USDT-TRC20', address: TRON });
    const changed = await call(t.app, 'POST', `/api${accountApi.updateWallet.path}`, {
      token,
      body: { currencyType: 'ETH', address: EVM, password },
    });
    expect(changed.status).toBe(200);
    const read = await call(t.app, 'GET', `/api${accountApi.wallet.path}`, { token });
    expect(read.body.data).toMatchObject({ currencyType: 'ETH', address: EVM });

    const other = (await signUp(t.app)).token;
    expect((await call(t.app, 'GET', `/api${accountApi.wallet.path}`, { token: other })).body.data).toBeNull();
  });
});

describe('a bank account as the payout destination (issue 27 §5)', () => {
  it('takes the bank, the holder and the account number or IBAN, each on its field, and replaces a crypto address', async () => {
    const { token, password } = await signUp(t.app);
    const update = (body: Record<string, unknown>) =>
      call(t.app, 'POST', `/api${accountApi.updateWallet.path}`, { token, body: { password, ...body } });
    const empty = await update({ kind: 'bank', address: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.data).toEqual(
      expect.arrayContaining([
        { field: 'bankName', message: MESSAGES.enterBankName.en },
        { field: 'accountName', message: MESSAGES.enterAccountName.en },
        { field: 'address', message: MESSAGES.enterPayoutAccountNumber.en },
      ]),
    );
    const bad = await update({ kind: 'bank', bankName: 'Barclays', accountName: 'Casey Applicant', address: '12#4' });
    expect(bad.body.data).toEqual([{ field: 'address', message: MESSAGES.payoutAccountNumberInvalid.en }]);
    expect((await update({ currencyType: 'USDT-TRC20', address: TRON })).status).toBe(200);
    const bank = await update({
      kind: 'bank',
      bankName: 'Barclays',
      accountName: 'Casey Applicant',
      address: 'gb29 nwbk 6016 1331 9268 19',
    });
    expect(bank.status).toBe(200);
    const read = await call(t.app, 'GET', `/api${accountApi.wallet.path}`, { token });
    expect(read.body.data).toEqual({
      kind: 'bank',
      currencyType: null,
      address: 'GB29 NWBK 6016 1331 9268 19',
      bankName: 'Barclays',
      accountName: 'Casey Applicant',
      updatedAt: expect.any(String),
    });
  });
});

describe('POST /api/updatePwd', () => {
  it('needs the current password, refuses the same one, and ends every session', async () => {
    const { token, email, password } = await signUp(t.app);
    const second = await signIn(t.app, email, password);
    const wrong = await call(t.app, 'POST', `/api${accountApi.updatePwd.path}`, {
      token,
      body: { oldPassword: 'wrong-pass-1', newPassword: 'new-password-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toEqual([{ field: 'oldPassword', message: 'The current password is incorrect' }]);
    const short = await call(t.app, 'POST', `/api${accountApi.updatePwd.path}`, {
      token,
      body: { oldPassword: password, newPassword: 'short' },
    });
    expect(short.body.data).toContainEqual({ field: 'newPassword', message: 'Password must be at least 8 characters' });
    const same = await call(t.app, 'POST', `/api${accountApi.updatePwd.path}`, {
      token,
      body: { oldPassword: password, newPassword: password },
    });
    expect(same.body.data).toEqual([
      { field: 'newPassword', message: 'The new password must differ from the current one' },
    ]);

    const res = await call(t.app, 'POST', `/api${accountApi.updatePwd.path}`, {
      token,
      body: { oldPassword: password, newPassword: 'new-password-1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('Password changed. Please log in again.');
    expect((await call(t.app, 'GET', `/api${identityApi.getUserInfo.path}`, { token })).status).toBe(401);
    expect((await call(t.app, 'GET', `/api${identityApi.getUserInfo.path}`, { token: second })).status).toBe(401);
    await expect(signIn(t.app, email, password)).rejects.toThrow();
    expect(await signIn(t.app, email, 'new-password-1')).toBeTruthy();
  });
});
