import { moneyAdminApi, moneyApi, pathWith, translateMessage } from '@platform/contracts';
import { eq, withdrawals } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { call, signUp } from '../../../testing/api.ts';
import {
  api,
  balance,
  fundCrypto,
  fundFiat,
  keyed,
  review,
  setTradePassword,
  TRON,
  verifyIdentity,
  withdrawUsdt,
} from '../../../testing/money-test-kit.ts';
import { useTestApp } from '../../../testing/test-app.ts';

const VISA = '4111 1111 1111 1111';

const t = useTestApp();

async function bindCard(token: string, cardNumber = VISA) {
  const res = await call(t.app, 'POST', api(moneyApi.bindBankCard.path), {
    token,
    body: { bankName: 'Sandbox Savings', accountName: 'Ada Lovelace', cardNumber },
  });
  return res;
}

/** A customer whose identity is verified: withdrawals need it. */
async function verifiedCustomer() {
  const customer = await signUp(t.app);
  await verifyIdentity(t.app, customer.token, t.admin);
  return customer;
}

describe('withdrawals', () => {
  it('need a verified identity: refused with the reason before the password is tried, nothing frozen', async () => {
    const { token } = await signUp(t.app);
    await fundCrypto(t.app, token, '50');
    const password = await setTradePassword(t.app, token);
    const body = {
      method: 'chain',
      currency: 'USDT',
      network: 'TRC20',
      address: TRON,
      amount: '10',
      tradePassword: password,
    };
    const refused = await keyed(t.app, moneyApi.createWithdrawal.path, token, body);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      msg: 'Please verify your identity (KYC) first: it is required for withdrawals',
      data: { gate: 'kyc' },
    });
    expect(await balance(t.app, token, 'USDT')).toMatchObject({ available: '50.000000', frozen: '0.000000' });
    await verifyIdentity(t.app, token, t.admin);
    expect((await keyed(t.app, moneyApi.createWithdrawal.path, token, body)).status).toBe(200);
  });

  it('quotes the disclosed fee exactly', async () => {
    const { token } = await signUp(t.app);
    const quote = (q: string) => call(t.app, 'GET', api(`${moneyApi.withdrawalFee.path}?${q}`), { token });
    const quotes: [string, { fee: string; total: string }][] = [
      ['method=bank&currency=USD&amount=100', { fee: '1.00', total: '101.00' }],
      ['method=bank&currency=USD&amount=1234.56', { fee: '1.24', total: '1235.80' }],
      ['method=chain&currency=USDT&network=ERC20&amount=10', { fee: '5.000000', total: '15.000000' }],
      ['method=chain&currency=BTC&network=BTC&amount=1.5', { fee: '0.00020000', total: '1.50020000' }],
    ];
    for (const [q, figures] of quotes) expect((await quote(q)).body.data, q).toMatchObject(figures);
    expect((await quote('method=bank&currency=USDT&amount=10')).status).toBe(400);
  });

  it('freezes amount + fee, then pays out on approval with the fee to fee income', async () => {
    const { token } = await verifiedCustomer();
    await fundFiat(t.app, token, t.admin, '500');
    const password = await setTradePassword(t.app, token);
    const card = (await bindCard(token)).body.data;
    const res = await keyed(t.app, moneyApi.createWithdrawal.path, token, {
      method: 'bank',
      cardId: card.id,
      currency: 'USD',
      amount: '200',
      tradePassword: password,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'pending',
      amount: '200.00',
      fee: '1.00',
      total: '201.00',
      card: { bankName: 'Sandbox Savings', cardMasked: '**** **** **** 1111' },
    });
    expect(await balance(t.app, token, 'USD')).toEqual({
      account: 'funding',
      currency: 'USD',
      available: '299.00',
      frozen: '201.00',
      total: '500.00',
    });
    const approve = await review(t.app, t.admin, 'withdrawals', 'approve', res.body.data.id);
    expect(approve.body.data).toMatchObject({ status: 'completed' });
    expect(await balance(t.app, token, 'USD')).toMatchObject({ available: '299.00', frozen: '0.00', total: '299.00' });
    const house = await call(t.app, 'GET', api(moneyAdminApi.house.path), { token: t.admin });
    const fee = house.body.data.accounts.find(
      (a: { kind: string; currency: string }) => a.kind === 'fee_income' && a.currency === 'USD',
    );
    expect(fee.balance).not.toBe('0.00');
    const check = await call(t.app, 'GET', api(moneyAdminApi.check.path), { token: t.admin });
    expect(check.body.data).toMatchObject({
      ok: true,
      unbalancedEntryIds: [],
      overdrawnAccountIds: [],
      driftedAccountIds: [],
    });
  });

  it('releases the hold in full on rejection and shows the reason', async () => {
    const { token } = await verifiedCustomer();
    await fundCrypto(t.app, token, '50');
    const password = await setTradePassword(t.app, token);
    const res = await withdrawUsdt(t.app, token, '20', password);
    expect(res.body.data).toMatchObject({ fee: '1.000000', total: '21.000000', address: TRON });
    expect(await balance(t.app, token, 'USDT')).toMatchObject({ available: '29.000000', frozen: '21.000000' });
    const reject = await review(t.app, t.admin, 'withdrawals', 'reject', res.body.data.id, {
      reason: 'Address is on a sanctions list',
    });
    expect(reject.status).toBe(200);
    const mine = await call(t.app, 'GET', api(pathWith(moneyApi.withdrawal.path, { id: res.body.data.id })), { token });
    expect(mine.body.data).toMatchObject({ status: 'failed', reason: 'Address is on a sanctions list' });
    expect(await balance(t.app, token, 'USDT')).toMatchObject({
      available: '50.000000',
      frozen: '0.000000',
      total: '50.000000',
    });
    const again = await review(t.app, t.admin, 'withdrawals', 'approve', res.body.data.id);
    expect(again.status).toBe(409);
  });

  it('refuses bad input, unknown and other users’ cards, and more than is available', async () => {
    const alice = await verifiedCustomer();
    const bob = await verifiedCustomer();
    await fundFiat(t.app, alice.token, t.admin, '50');
    const password = await setTradePassword(t.app, alice.token);
    const bobCard = (await bindCard(bob.token, '5555 5555 5555 4444')).body.data;
    const aliceCard = (await bindCard(alice.token)).body.data;
    const post = (body: Record<string, unknown>) =>
      keyed(t.app, moneyApi.createWithdrawal.path, alice.token, {
        method: 'bank',
        cardId: aliceCard.id,
        currency: 'USD',
        amount: '10',
        tradePassword: password,
        ...body,
      });
    const expectField = async (body: Record<string, unknown>, field: string, status = 400) => {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.data[0].field, JSON.stringify(body)).toBe(field);
    };
    await expectField({ amount: '-1' }, 'amount');
    await expectField({ amount: '0' }, 'amount');
    await expectField({ amount: '0.5' }, 'amount');
    await expectField({ amount: '1.001' }, 'amount');
    await expectField({ cardId: 999999 }, 'cardId', 404);
    await expectField({ cardId: bobCard.id }, 'cardId', 404);
    await expectField({ tradePassword: '' }, 'tradePassword');
    await expectField({ amount: '49.5' }, 'amount');
    await expectField(
      { method: 'chain', currency: 'USDT', network: 'TRC20', address: '0x1234', cardId: undefined },
      'address',
    );
    expect(await balance(t.app, alice.token, 'USD')).toMatchObject({ available: '50.00', frozen: '0.00' });
  });

  it('counts wrong transaction passwords and locks after five', async () => {
    const { token } = await verifiedCustomer();
    await fundCrypto(t.app, token, '20');
    const notSet = await withdrawUsdt(t.app, token, '5', '000000');
    expect(notSet.body.msg).toBe('Please set a transaction password in the security center first');
    const password = await setTradePassword(t.app, token);
    const attempt = (tradePassword: string) => withdrawUsdt(t.app, token, '5', tradePassword);
    for (let left = 4; left >= 1; left--) {
      const res = await attempt('111111');
      expect(res.body.msg).toBe(`The transaction password is wrong. ${left} attempts left`);
    }
    const locked = await attempt('111111');
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toMatch(
      /^Too many wrong transaction passwords\. It is locked until \d{4}-\d\d-\d\d \d\d:\d\d \(UTC\)$/,
    );
    expect((await attempt(password)).status).toBe(429);
    expect(await balance(t.app, token, 'USDT')).toMatchObject({ frozen: '0.000000' });
  });
});

describe('bank cards', () => {
  it('binds Luhn-valid Visa and Mastercard numbers masked, refuses duplicates and bad numbers, unbinds', async () => {
    const { token } = await verifiedCustomer();
    const first = await bindCard(token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ brand: 'visa', last4: '1111', cardMasked: '**** **** **** 1111' });
    expect(JSON.stringify(first.body.data)).not.toContain('4111111111111111');
    expect((await bindCard(token, '4111-1111-1111-1111')).status).toBe(409);
    const luhn = await bindCard(token, '4111111111111112');
    expect(luhn.body.data[0]).toEqual({
      field: 'cardNumber',
      message: 'This is not a valid Visa or Mastercard number',
    });
    expect((await bindCard(token, '6011111111111117')).status).toBe(400);
    const empty = await call(t.app, 'POST', api(moneyApi.bindBankCard.path), {
      token,
      body: { bankName: '', accountName: '', cardNumber: '' },
    });
    expect(empty.body.data.map((f: { message: string }) => f.message)).toEqual([
      'Please Enter Bank Name',
      'Please Input Bank Account Name',
      'Please Input Bank Card (Visa/MC) Number',
    ]);
    const other = await verifiedCustomer();
    const stranger = await call(
      t.app,
      'POST',
      api(pathWith(moneyApi.deleteBankCard.path, { id: first.body.data.id })),
      {
        token: other.token,
      },
    );
    expect(stranger.status).toBe(404);
    const gone = await call(t.app, 'POST', api(pathWith(moneyApi.deleteBankCard.path, { id: first.body.data.id })), {
      token,
    });
    expect(gone.body.data).toEqual([]);
  });
});

describe('the card holder is the verified person (issue 27 §3)', () => {
  const bindAs = (token: string, accountName: string, cardNumber = VISA) =>
    call(t.app, 'POST', api(moneyApi.bindBankCard.path), {
      token,
      body: { bankName: 'Sandbox Savings', accountName, cardNumber },
    });

  it('refuses a card in another name once the identity is verified, on the account name, in both languages', async () => {
    const { token } = await verifiedCustomer();
    const other = await bindAs(token, 'Charles Babbage');
    expect(other.status).toBe(400);
    expect(other.body.data).toEqual([
      {
        field: 'accountName',
        message: 'The card must be in your own name: the account name must be the name verified on your identity',
      },
    ]);
    // The apps show the field's message in the reader's language.
    expect(translateMessage(other.body.data[0].message, 'zh')).toBe(
      '银行卡须为您本人名下：银行账户名须与您实名认证的姓名一致',
    );
    expect((await call(t.app, 'GET', api(moneyApi.bankCards.path), { token })).body.data).toEqual([]);
    // The verified name however a bank writes it: case, order and punctuation aside.
    const own = await bindAs(token, 'LOVELACE, Ada');
    expect(own.status).toBe(200);
    expect(own.body.data.accountName).toBe('LOVELACE, Ada');
  });

  it('pays no withdrawal to a card bound in another name before the identity was verified', async () => {
    const { token } = await signUp(t.app);
    const early = await bindAs(token, 'Charles Babbage');
    expect(early.status).toBe(200);
    await verifyIdentity(t.app, token, t.admin);
    await fundFiat(t.app, token, t.admin, '100');
    const tradePassword = await setTradePassword(t.app, token);
    const refused = await keyed(t.app, moneyApi.createWithdrawal.path, token, {
      method: 'bank',
      cardId: early.body.data.id,
      currency: 'USD',
      amount: '10',
      tradePassword,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data[0].field).toBe('cardId');
    expect(await balance(t.app, token, 'USD')).toMatchObject({ available: '100.00', frozen: '0.00' });
  });

  it('shows the reviewer the card holder beside the verified name, and flags a difference', async () => {
    const { token, user } = await verifiedCustomer();
    await fundFiat(t.app, token, t.admin, '100');
    const tradePassword = await setTradePassword(t.app, token);
    const card = (await bindAs(token, 'ada lovelace')).body.data;
    const bank = (body: Record<string, unknown> = {}) =>
      keyed(t.app, moneyApi.createWithdrawal.path, token, {
        method: 'bank',
        cardId: card.id,
        currency: 'USD',
        amount: '10',
        tradePassword,
        ...body,
      });
    const same = (await bank()).body.data;
    const other = (await bank()).body.data;
    // A withdrawal made before the check (or under an identity verified again since) keeps the name it was made to.
    await t.app.db.update(withdrawals).set({ cardAccountName: 'Charles Babbage' }).where(eq(withdrawals.id, other.id));
    const listed = await call(
      t.app,
      'GET',
      api(`${moneyAdminApi.withdrawals.list.path}?status=pending&userId=${user.userId}`),
      {
        token: t.admin,
      },
    );
    const byId = new Map(listed.body.data.rows.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(same.id)).toMatchObject({
      holder: { cardName: 'ada lovelace', verifiedName: 'Ada Lovelace', matches: true },
    });
    expect(byId.get(other.id)).toMatchObject({
      holder: { cardName: 'Charles Babbage', verifiedName: 'Ada Lovelace', matches: false },
    });
    const chain = listed.body.data.rows.find((r: { method: string }) => r.method === 'chain');
    expect(chain).toBeUndefined();
  });
});
