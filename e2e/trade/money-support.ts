// What the trade app's money journeys share: a signed-in user, the user's own API calls for set-up, and the
// operator's decisions through the back office's API. Everything runs against the real server.
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { adminToken } from '../admin/support.ts';
import { E2E } from '../support/constants.ts';
import { registerByApi } from '../support/helpers.ts';
import { signInByApi } from './support.ts';

let keys = 0;
/** A fresh Idempotency-Key for set-up calls made outside the app. */
export const idempotencyKey = () => `e2e-trade-${Date.now().toString(36)}-${process.pid}-${keys++}`;

export const TRADE_PASSWORD = '246810';
export const VISA = { bankName: 'E2E Savings Bank', accountName: 'E2E Holder', cardNumber: '4111 1111 1111 1111' };

/** A valid-looking TRON address (T + 33 base58 characters) nobody owns. */
export const tronAddress = () => {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  return `T${Array.from({ length: 33 }, (_, i) => alphabet[(i * 7 + keys++) % alphabet.length]).join('')}`;
};

/** Unwraps the envelope, failing with the server's message when the call did not succeed. */
export async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  const body = (await response.json()) as { code: number; msg: string; data: T };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}

export interface MoneyUser {
  userId: number;
  email: string;
  password: string;
  token: string;
}

/** A new user, signed in on the page's context. */
export async function signedInMoneyUser(context: BrowserContext, request: APIRequestContext): Promise<MoneyUser> {
  const { email, password } = await registerByApi(request, E2E.inviteCode);
  const { token, user } = await signInByApi(context, request, email, password);
  return { userId: user.userId, email, password, token };
}

const as = (token: string, extra: Record<string, string> = {}) => ({ authorization: token, ...extra });

/** Sets the transaction password and binds the Visa test card through the user's own API. */
export async function prepareWithdrawals(request: APIRequestContext, user: MoneyUser) {
  await dataOf(
    await request.post('/api/security/trade-password', {
      headers: as(user.token),
      data: { password: TRADE_PASSWORD, confirmPassword: TRADE_PASSWORD },
    }),
  );
  return dataOf<{ id: number; cardMasked: string }>(
    await request.post('/api/money/bank-cards', { headers: as(user.token), data: VISA }),
  );
}

/** The user's own list of deposits. */
export const depositsOf = async (request: APIRequestContext, user: MoneyUser) =>
  (
    await dataOf<{ rows: Array<{ id: number; status: string }> }>(
      await request.get('/api/money/deposits', { headers: as(user.token) }),
    )
  ).rows;

/** The user's own list of withdrawals. */
export const withdrawalsOf = async (request: APIRequestContext, user: MoneyUser) =>
  (
    await dataOf<{ rows: Array<{ id: number; status: string }> }>(
      await request.get('/api/money/withdrawals', { headers: as(user.token) }),
    )
  ).rows;

async function operatorPost(request: APIRequestContext, path: string, data: object) {
  const token = await adminToken(request);
  return dataOf(
    await request.post(`/api${path}`, { headers: as(token, { 'Idempotency-Key': idempotencyKey() }), data }),
  );
}

export const operatorApprovesDeposit = (request: APIRequestContext, id: number) =>
  operatorPost(request, `/admin/money/deposits/${id}/approve`, {});
export const operatorRejectsWithdrawal = (request: APIRequestContext, id: number, reason: string) =>
  operatorPost(request, `/admin/money/withdrawals/${id}/reject`, { reason });

/** A balance row of the assets screen, by its exact figures. */
export async function expectBalance(
  page: Page,
  account: 'funding' | 'trading',
  currency: string,
  figures: { available?: string; frozen?: string; total?: string },
) {
  const row = page.getByTestId(`balance-${account}-${currency}`);
  for (const [field, value] of Object.entries(figures)) await expect(row).toHaveAttribute(`data-${field}`, value);
}
