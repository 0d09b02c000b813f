// Shared moves of the money tests: keyed calls, uploads, funding an account through the real rails.
import { randomUUID } from 'node:crypto';
import { moneyAdminApi, moneyApi, pathWith, realNameAdminApi, realNameApi, securityApi } from '@platform/contracts';
import { type Call, call } from './api.ts';
import { png, uploadParts } from './multipart.ts';
import type { TestApp } from './test-app.ts';

export const api = (path: string) => `/api${path}`;
export const newKey = () => `k-${randomUUID()}`;
/** A well-formed TRON address that no one holds. */
export const TRON = `T${'A'.repeat(33)}`;

/** A POST with a fresh (or the given) Idempotency-Key. */
export function keyed(app: TestApp, path: string, token: string, body: unknown, key = newKey()): Promise<Call> {
  return call(app, 'POST', api(path), { token, body, headers: { 'idempotency-key': key } });
}

export async function uploadImage(app: TestApp, token: string, content = png()): Promise<string> {
  const res = await uploadParts(app, token, [{ name: 'file', filename: 'receipt.png', content, type: 'image/png' }]);
  return res.json().msg as string;
}

/** A payment sent to the user's deposit address through the sandbox chain (USDT on TRC20 unless said), unconfirmed. */
export const sandboxPayment = (app: TestApp, token: string, amount: string, currency = 'USDT', network = 'TRC20') =>
  keyed(app, moneyApi.sendSandboxChainPayment.path, token, { currency, network, amount });

/** Credits `amount` of a digital currency to the user's funding account: a sandbox payment and 3 blocks. */
export async function fundCrypto(app: TestApp, token: string, amount: string, currency = 'USDT', network = 'TRC20') {
  const res = await sandboxPayment(app, token, amount, currency, network);
  if (res.status !== 200) throw new Error(`chain payment failed: ${JSON.stringify(res.body)}`);
  for (let i = 0; i < 3; i++) await app.moneyJobs.mineBlock();
  return res.body.data.id as number;
}

/** An operator's decision on a deposit or a withdrawal under review (`body` gives a rejection its reason). */
export const review = (
  app: TestApp,
  token: string,
  kind: 'deposits' | 'withdrawals',
  decision: 'approve' | 'reject',
  id: number,
  body: object = {},
) => keyed(app, pathWith(moneyAdminApi[kind][decision].path, { id }), token, body);

/** A bank deposit with a receipt image, waiting for review (answered as the API answers it). */
export async function bankDeposit(app: TestApp, token: string, amount: string, currency = 'USD'): Promise<Call> {
  const receiptPath = await uploadImage(app, token);
  return keyed(app, moneyApi.createBankDeposit.path, token, { currency, amount, receiptPath });
}

/** Credits fiat: a bank deposit with a receipt, approved by an operator. */
export async function fundFiat(app: TestApp, token: string, adminToken: string, amount: string, currency = 'USD') {
  const res = await bankDeposit(app, token, amount, currency);
  if (res.status !== 200) throw new Error(`bank deposit failed: ${JSON.stringify(res.body)}`);
  const approved = await review(app, adminToken, 'deposits', 'approve', res.body.data.id);
  if (approved.status !== 200) throw new Error(`approval failed: ${JSON.stringify(approved.body)}`);
  return res.body.data.id as number;
}

/** A USDT withdrawal on TRC20, to `TRON` unless `more` says otherwise (`more` adds or replaces fields). */
export const withdrawUsdt = (
  app: TestApp,
  token: string,
  amount: string,
  tradePassword: string,
  more: Record<string, unknown> = {},
): Promise<Call> =>
  keyed(app, moneyApi.createWithdrawal.path, token, {
    method: 'chain',
    currency: 'USDT',
    network: 'TRC20',
    address: TRON,
    amount,
    tradePassword,
    ...more,
  });

export async function setTradePassword(app: TestApp, token: string, password = '246810') {
  const res = await call(app, 'POST', api(securityApi.setTradePassword.path), {
    token,
    body: { password, confirmPassword: password },
  });
  if (res.status !== 200) throw new Error(`trade password failed: ${JSON.stringify(res.body)}`);
  return password;
}

export async function balance(app: TestApp, token: string, currency: string, account = 'funding') {
  const res = await call(app, 'GET', api(moneyApi.assets.path), { token });
  return res.body.data.balances.find(
    (b: { account: string; currency: string }) => b.account === account && b.currency === currency,
  ) as {
    available: string;
    frozen: string;
    total: string;
  };
}

/** Verifies the user's identity (KYC) as a reviewer would: a passport's photo page, approved. */
export async function verifyIdentity(app: TestApp, token: string, adminToken: string) {
  const frontImage = await uploadImage(app, token);
  const res = await call(app, 'POST', api(realNameApi.submitKyc.path), {
    token,
    body: {
      country: 'GB',
      idType: 'passport',
      firstName: 'Ada',
      lastName: 'Lovelace',
      idNumber: 'P1234567',
      frontImage,
    },
  });
  if (res.status !== 200) throw new Error(`KYC failed: ${JSON.stringify(res.body)}`);
  const approved = await call(
    app,
    'POST',
    api(pathWith(realNameAdminApi.review.path, { id: res.body.data.submission.id })),
    {
      token: adminToken,
      body: { decision: 'approve' },
    },
  );
  if (approved.status !== 200) throw new Error(`KYC approval failed: ${JSON.stringify(approved.body)}`);
}
