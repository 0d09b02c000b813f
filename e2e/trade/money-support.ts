// What the trade app's money journeys share: a signed-in user, the user's own API calls for set-up, and the
// operator's decisions through the back office's API. Everything runs against the real server.
import { moneyAdminApi, moneyApi, securityApi } from '@platform/contracts';
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { verifyIdentityByApi } from '../admin/money-support.ts';
import { adminToken } from '../admin/support.ts';
import { callApi } from '../support/api.ts';
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

/** Verifies the identity, sets the transaction password and binds the Visa test card through the user's own API. */
export async function prepareWithdrawals(request: APIRequestContext, user: MoneyUser) {
  await verifyIdentityByApi(request, user.token);
  await dataOf(
    await callApi(
      request,
      securityApi.setTradePassword,
      { body: { password: TRADE_PASSWORD, confirmPassword: TRADE_PASSWORD } },
      { token: user.token },
    ),
  );
  return dataOf<{ id: number; cardMasked: string }>(
    await callApi(request, moneyApi.bindBankCard, { body: VISA }, { token: user.token }),
  );
}

/** The user's own list of deposits. */
export const depositsOf = async (request: APIRequestContext, user: MoneyUser) =>
  (
    await dataOf<{ rows: Array<{ id: number; status: string }> }>(
      await callApi(request, moneyApi.deposits, {}, { token: user.token }),
    )
  ).rows;

/** The user's own list of withdrawals. */
export const withdrawalsOf = async (request: APIRequestContext, user: MoneyUser) =>
  (
    await dataOf<{ rows: Array<{ id: number; status: string }> }>(
      await callApi(request, moneyApi.withdrawals, {}, { token: user.token }),
    )
  ).rows;

/** The operator's session and a fresh key, for a back-office decision that moves money. */
const asOperator = async (request: APIRequestContext) => ({
  token: await adminToken(request),
  idempotencyKey: idempotencyKey(),
});

export const operatorApprovesDeposit = async (request: APIRequestContext, id: number) =>
  dataOf(
    await callApi(request, moneyAdminApi.deposits.approve, { params: { id }, body: {} }, await asOperator(request)),
  );
export const operatorRejectsDeposit = async (request: APIRequestContext, id: number, reason: string) =>
  dataOf(
    await callApi(
      request,
      moneyAdminApi.deposits.reject,
      { params: { id }, body: { reason } },
      await asOperator(request),
    ),
  );
export const operatorApprovesWithdrawal = async (request: APIRequestContext, id: number) =>
  dataOf(
    await callApi(request, moneyAdminApi.withdrawals.approve, { params: { id }, body: {} }, await asOperator(request)),
  );
export const operatorRejectsWithdrawal = async (request: APIRequestContext, id: number, reason: string) =>
  dataOf(
    await callApi(
      request,
      moneyAdminApi.withdrawals.reject,
      { params: { id }, body: { reason } },
      await asOperator(request),
    ),
  );

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
