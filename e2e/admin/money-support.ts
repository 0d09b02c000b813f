// Set-up for the money back-office journeys, all through the real API: a signed-up user with a receipt, a bank deposit,
// a bound card, a transaction password and a withdrawal. Nothing is mocked.
import { deflateSync } from 'node:zlib';
import {
  type Currency,
  type FiatCurrency,
  filesApi,
  identityApi,
  moneyAdminApi,
  moneyApi,
  realNameAdminApi,
  realNameApi,
  securityApi,
} from '@platform/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiPath, callApi } from '../support/api.ts';
import { E2E } from '../support/constants.ts';
import { registerByApi } from '../support/helpers.ts';
import { adminToken } from './support.ts';

let keys = 0;
/** A fresh Idempotency-Key per money-moving request. */
const idempotencyKey = () => `e2e-${Date.now().toString(36)}-${process.pid}-${keys++}`;

/** Unwraps the envelope, failing the test with the server's message when the call did not succeed. */
async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

/** CRC-32 of a PNG chunk's type and data. */
function crc32(bytes: Buffer) {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, body: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A small greyscale PNG that looks like a printed receipt (paper with lines of text), made here, not a fixture. */
export function receiptPng(width = 240, height = 160): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(width + 1, 0xf6); // filter byte 0, then pale paper
    row[0] = 0;
    const line = Math.floor((y - 16) / 14);
    const inText = y >= 16 && (y - 16) % 14 < 6 && line < 9;
    if (inText) {
      const end = width - 20 - ((line * 37) % 90);
      for (let x = 20; x < end; x++) row[x + 1] = (x >> 3) % 5 === 4 ? 0xf6 : 0x30;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface MoneyUser {
  userId: number;
  email: string;
  token: string;
}

/** Signs a new user up (e2e helpers) and logs them in for API calls of their own. */
export async function newMoneyUser(request: APIRequestContext): Promise<MoneyUser> {
  const { email, password, user } = await registerByApi(request, E2E.inviteCode);
  const login = await data<{ token: string }>(
    await callApi(request, identityApi.login, { body: { account: email, password } }),
  );
  return { userId: (user as { userId: number }).userId, email, token: login.token };
}

const as = (token: string, extra: Record<string, string> = {}) => ({ authorization: token, ...extra });

/** Uploads the receipt through `filesApi.uploadOne` (its path comes back in `msg`) and submits a bank deposit. */
export async function submitBankDeposit(
  request: APIRequestContext,
  user: MoneyUser,
  amount: string,
  currency: FiatCurrency = 'USD',
) {
  const upload = await request.post(apiPath(filesApi.uploadOne), {
    headers: as(user.token),
    multipart: { file: { name: 'receipt.png', mimeType: 'image/png', buffer: receiptPng() } },
  });
  const uploaded = (await upload.json()) as { code: number; msg: string };
  expect(uploaded.code, uploaded.msg).toBe(200);
  const deposit = await data<{ id: number; status: string }>(
    await callApi(
      request,
      moneyApi.createBankDeposit,
      { body: { currency, amount, receiptPath: uploaded.msg } },
      { token: user.token, idempotencyKey: idempotencyKey() },
    ),
  );
  expect(deposit.status).toBe('pending');
  return deposit;
}

/** An operator's approval through the back office's endpoint (for journeys that need money to start with). */
export async function approveDepositByApi(request: APIRequestContext, depositId: number) {
  const token = await adminToken(request);
  await data(
    await callApi(
      request,
      moneyAdminApi.deposits.approve,
      { params: { id: depositId }, body: {} },
      { token, idempotencyKey: idempotencyKey() },
    ),
  );
}

export interface Balance {
  account: string;
  currency: string;
  available: string;
  frozen: string;
  total: string;
}

/** The user's own view of one of their balances. */
export async function balanceOf(request: APIRequestContext, user: MoneyUser, currency = 'USD', account = 'funding') {
  const assets = await data<{ balances: Balance[] }>(
    await callApi(request, moneyApi.assets, {}, { token: user.token }),
  );
  const balance = assets.balances.find((b) => b.account === account && b.currency === currency);
  expect(balance, `${account} ${currency} balance`).toBeDefined();
  return balance!;
}

export const TRADE_PASSWORD = '246810';

/** The user's identity verified as a reviewer would (a passport's photo page, approved): withdrawals need it. */
export async function verifyIdentityByApi(request: APIRequestContext, token: string) {
  const upload = await request.post(apiPath(filesApi.uploadOne), {
    headers: as(token),
    multipart: { file: { name: 'passport.png', mimeType: 'image/png', buffer: receiptPng() } },
  });
  const frontImage = ((await upload.json()) as { msg: string }).msg;
  const filed = await data<{ submission: { id: number } }>(
    await callApi(
      request,
      realNameApi.submitKyc,
      {
        body: {
          country: 'GB',
          idType: 'passport',
          firstName: 'E2E',
          lastName: 'Holder',
          idNumber: 'P1234567',
          frontImage,
        },
      },
      { token },
    ),
  );
  await data(
    await callApi(
      request,
      realNameAdminApi.review,
      { params: { id: filed.submission.id }, body: { decision: 'approve' } },
      { token: await adminToken(request) },
    ),
  );
}

/**
 * Verifies the identity, sets the transaction password, binds a Visa test card and asks to withdraw to it: the amount
 * plus fee is frozen.
 */
export async function submitBankWithdrawal(request: APIRequestContext, user: MoneyUser, amount: string) {
  await verifyIdentityByApi(request, user.token);
  await data(
    await callApi(
      request,
      securityApi.setTradePassword,
      { body: { password: TRADE_PASSWORD, confirmPassword: TRADE_PASSWORD } },
      { token: user.token },
    ),
  );
  const card = await data<{ id: number; cardMasked: string }>(
    await callApi(
      request,
      moneyApi.bindBankCard,
      { body: { bankName: 'E2E Savings Bank', accountName: 'E2E Holder', cardNumber: '4111 1111 1111 1111' } },
      { token: user.token },
    ),
  );
  const withdrawal = await data<{ id: number; status: string; fee: string; total: string }>(
    await callApi(
      request,
      moneyApi.createWithdrawal,
      { body: { method: 'bank', cardId: card.id, currency: 'USD', amount, tradePassword: TRADE_PASSWORD } },
      { token: user.token, idempotencyKey: idempotencyKey() },
    ),
  );
  expect(withdrawal.status).toBe('pending');
  return { withdrawal, card };
}

/** The user's own view of one of their withdrawals (status and the reason they are shown). */
export async function withdrawalOf(request: APIRequestContext, user: MoneyUser, id: number) {
  return data<{ status: string; reason: string | null }>(
    await callApi(request, moneyApi.withdrawal, { params: { id } }, { token: user.token }),
  );
}

/** The user moves money from funding to trading (an entry the user made themselves). */
export async function transferByApi(
  request: APIRequestContext,
  user: MoneyUser,
  amount: string,
  currency: Currency = 'USD',
) {
  return data<{ id: number; entryId: number }>(
    await callApi(
      request,
      moneyApi.createTransfer,
      { body: { from: 'funding', to: 'trading', currency, amount } },
      { token: user.token, idempotencyKey: idempotencyKey() },
    ),
  );
}
