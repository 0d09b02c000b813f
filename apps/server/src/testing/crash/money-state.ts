// What the crash test reads back from a restarted server: a user's every movement, their balances, the ledger check.
import { type LedgerCheckView, type MovementView, moneyAdminApi, moneyApi } from '@platform/contracts';
import { Big } from '../../core/ledger/amounts.ts';
import { expectOk, request } from '../http-client.ts';

const PAGE = 100;

/** Every movement on the user's accounts, all pages. */
export async function movementsOf(base: string, token: string): Promise<MovementView[]> {
  const all: MovementView[] = [];
  for (let page = 1; ; page++) {
    const data = await expectOk(
      request(base, 'GET', `${moneyApi.entries.path}?pageSize=${PAGE}&pageNum=${page}`, { token }),
      'movements',
    );
    all.push(...data.rows);
    if (data.rows.length < PAGE) return all;
  }
}

export interface Balance {
  available: string;
  frozen: string;
  total: string;
}

export async function usdBalances(base: string, token: string): Promise<{ funding: Balance; trading: Balance }> {
  const data = await expectOk(request(base, 'GET', moneyApi.assets.path, { token }), 'assets');
  const of = (account: string) =>
    data.balances.find((b: { account: string; currency: string }) => b.account === account && b.currency === 'USD') ?? {
      available: '0',
      frozen: '0',
      total: '0',
    };
  return { funding: of('funding'), trading: of('trading') };
}

export const ledgerCheck = (base: string, operatorToken: string): Promise<LedgerCheckView> =>
  expectOk(request(base, 'GET', moneyAdminApi.check.path, { token: operatorToken }), 'ledger check');

export const sum = (amounts: string[]) => amounts.reduce((total, a) => total.plus(a), new Big(0));

/** Equal as decimals ("5.5" and "5.50"), shown as strings in a failure. */
export const sameAmount = (a: string, b: string | Big) => new Big(a).eq(b);
