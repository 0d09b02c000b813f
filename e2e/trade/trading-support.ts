// What the trading journeys share: a signed-in user whose trading account holds money (a bank deposit approved by
// the operator, then moved to trading by the user, all through the real API), and the user's own ledger figures.
import { compareDecimals, moneyApi, sumDecimals } from '@platform/contracts';
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';
import { submitBankDeposit } from '../admin/money-support.ts';
import { callApi } from '../support/api.ts';
import { dataOf, idempotencyKey, type MoneyUser, operatorApprovesDeposit, signedInMoneyUser } from './money-support.ts';

/** A steady large-cap priced in USD. */
export const SYMBOL = 'AAPL';

/** A new signed-in user with `amount` USD on the trading account and nothing else anywhere. */
export async function fundedTrader(
  context: BrowserContext,
  request: APIRequestContext,
  amount = '10000',
): Promise<MoneyUser> {
  const user = await signedInMoneyUser(context, request);
  await operatorApprovesDeposit(request, (await submitBankDeposit(request, user, amount)).id);
  await dataOf(
    await callApi(
      request,
      moneyApi.createTransfer,
      { body: { from: 'funding', to: 'trading', currency: 'USD', amount } },
      { token: user.token, idempotencyKey: idempotencyKey() },
    ),
  );
  return user;
}

interface Movement {
  type: string;
  amount: string;
}

/** Every movement of the user's USD trading account, from the ledger (GET /money/entries). */
export async function tradingMovements(request: APIRequestContext, user: MoneyUser): Promise<Movement[]> {
  const page = await dataOf<{ rows: Movement[]; total: number }>(
    await callApi(
      request,
      moneyApi.entries,
      { query: { account: 'trading', currency: 'USD', pageSize: 100 } },
      { token: user.token },
    ),
  );
  expect(page.total).toBe(page.rows.length);
  return page.rows;
}

/** The exact sum of some movements' amounts. */
export const sumOf = (movements: readonly Movement[]) =>
  sumDecimals(
    movements.map((m) => m.amount),
    2,
  );

/** Two decimal strings are the same amount ('9990.1' and '9990.10'). */
export const sameAmount = (a: string | null, b: string) => a !== null && compareDecimals(a, b) === 0;
