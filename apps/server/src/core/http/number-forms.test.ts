// Loose number forms over real HTTP: "1e3" was read as 1000 on an IPO subscription and an order, and " 1" or "1 " as 1
// on transfers, withdrawals, chain payments and energy top-ups. Each is now a 400 naming its field, and moves nothing.
import { ipoApi, MESSAGES, miningApi, moneyApi, pathWith, tradingApi } from '@platform/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../testing/api.ts';
import { fundCrypto, newKey, setTradePassword } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

let base: string;
let token: string;
let tradePassword: string;
const t = useTestApp({ admin: false });
beforeAll(async () => {
  ({ token } = await signUp(t.app));
  await fundCrypto(t.app, token, '1000');
  tradePassword = await setTradePassword(t.app, token);
  base = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api`;
});

async function post(path: string, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token, 'idempotency-key': newKey() },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

async function holdings() {
  const res = await fetch(`${base}${moneyApi.assets.path}`, { headers: { authorization: token } });
  return (await res.json()).data;
}

const requests: Array<[string, string, string, (value: string) => unknown]> = [
  ['an IPO subscription', pathWith(ipoApi.subscribe.path, { id: 1 }), 'quantity', (quantity) => ({ quantity })],
  [
    'an order',
    tradingApi.placeOrder.path,
    'quantity',
    (quantity) => ({ symbol: 'AAPL', type: 'market', side: 'buy', quantity, leverage: 1 }),
  ],
  [
    'a transfer',
    moneyApi.createTransfer.path,
    'amount',
    (amount) => ({ from: 'funding', to: 'trading', currency: 'USDT', amount }),
  ],
  [
    'a withdrawal',
    moneyApi.createWithdrawal.path,
    'amount',
    (amount) => ({
      method: 'chain',
      currency: 'USDT',
      network: 'TRC20',
      address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
      amount,
      tradePassword,
    }),
  ],
  [
    'a chain payment',
    moneyApi.sendSandboxChainPayment.path,
    'amount',
    (amount) => ({ currency: 'USDT', network: 'TRC20', amount }),
  ],
  ['an energy top-up', miningApi.topUp.path, 'amount', (amount) => ({ amount })],
];

const FORM_MESSAGE: Record<string, string> = {
  [pathWith(ipoApi.subscribe.path, { id: 1 })]: MESSAGES.ipoQuantityRange.en,
  [tradingApi.placeOrder.path]: MESSAGES.addQuantity.en,
  [moneyApi.createTransfer.path]: MESSAGES.enterAmount.en,
  [moneyApi.createWithdrawal.path]: MESSAGES.enterAmount.en,
  [moneyApi.sendSandboxChainPayment.path]: MESSAGES.enterAmount.en,
  [miningApi.topUp.path]: MESSAGES.miningTopUpAmount.en,
};

describe('a number in a loose form', () => {
  it.each(requests)('on %s is a 400 naming the field, and moves nothing', async (_, path, field, body) => {
    const before = await holdings();
    for (const value of field === 'quantity' ? ['1e3', ' 1', '1 '] : [' 1', '1 ', '1e1']) {
      const res = await post(path, body(value));
      expect(res.status, JSON.stringify(value)).toBe(400);
      // The form's own message, not a later refusal (an order of 1,000 refused for its margin also names quantity).
      expect(res.body.data, JSON.stringify(value)).toContainEqual({ field, message: FORM_MESSAGE[path] });
    }
    expect(await holdings()).toEqual(before);
  });

  it('still moves money written plainly', async () => {
    const res = await post(moneyApi.createTransfer.path, {
      from: 'funding',
      to: 'trading',
      currency: 'USDT',
      amount: '1',
    });
    expect(res.status).toBe(200);
  });
});
