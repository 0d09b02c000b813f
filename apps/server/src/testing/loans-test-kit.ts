// Shared moves of the loans tests: products made through the back office, borrowers signed up with their identity
// verified, applications, decisions and repayments through the API, money moved between the user's own accounts,
// and the loan's ledger entries read back.
import { loansAdminApi, loansApi, moneyApi } from '@platform/contracts';
import { and, asc, eq, ledgerAccounts, ledgerEntries, ledgerPostings, users } from '@platform/db';
import { beforeAll } from 'vitest';
import { Big } from '../core/ledger/amounts.ts';
import { urlOf } from './admin-test-kit.ts';
import { type Call, call, signUp } from './api.ts';
import { keyed, newKey, verifyIdentity } from './money-test-kit.ts';
import { ADMIN, type TestApp } from './test-app.ts';

/** 100–5,000 USD over 3, 6 or 12 months at 12 % APR, a 1 % origination fee, 0.05 % a day overdue. */
export function productBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Personal loan',
    description: 'Unsecured, repaid monthly.',
    minAmount: '100',
    maxAmount: '5000',
    termMonths: [3, 6, 12],
    apr: '12',
    originationFeePercent: '1',
    overdueFeeKind: 'daily_percent',
    overdueFee: '0.05',
    active: true,
    reason: 'Approved by the credit committee',
    ...overrides,
  };
}

/** The bootstrap admin's user id: the approver of the loans a test approves straight in the database. */
export async function adminUserId(app: TestApp) {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
  return row!.id;
}

export async function createProduct(app: TestApp, admin: string, overrides: Record<string, unknown> = {}) {
  const res = await call(app, 'POST', urlOf(loansAdminApi.createProduct), {
    token: admin,
    body: productBody(overrides),
  });
  if (res.status !== 200) throw new Error(`product refused: ${JSON.stringify(res.body)}`);
  return res.body.data as { id: number };
}

/** The test file's loan product (`productBody` as it is), made by the app's admin in the file's `beforeAll`. */
export function useLoanProduct(opened: { app: TestApp; admin: string }) {
  const product = {} as { id: number };
  beforeAll(async () => {
    Object.assign(product, await createProduct(opened.app, opened.admin));
  });
  return product;
}

/** A signed-up user, their identity verified unless `kyc` is false. */
export async function borrower(app: TestApp, admin: string, kyc = true) {
  const signed = await signUp(app);
  if (kyc) await verifyIdentity(app, signed.token, admin);
  return { ...signed, userId: signed.user.userId as number };
}

export const apply = (
  app: TestApp,
  token: string,
  body: { productId: number; amount: string; termMonths: number },
  key = newKey(),
) => keyed(app, loansApi.apply.path, token, body, key);

export async function applied(
  app: TestApp,
  token: string,
  body: { productId: number; amount: string; termMonths: number },
) {
  const res = await apply(app, token, body);
  if (res.status !== 200) throw new Error(`application refused: ${JSON.stringify(res.body)}`);
  return res.body.data.loan.id as number;
}

export const approve = (app: TestApp, admin: string, id: number, key = newKey()) =>
  keyed(app, loansAdminApi.approve.path.replace(':id', String(id)), admin, { note: 'Income checked' }, key);

export const reject = (app: TestApp, admin: string, id: number, reason: string) =>
  keyed(app, loansAdminApi.reject.path.replace(':id', String(id)), admin, { reason });

export const repayNext = (app: TestApp, token: string, id: number, key = newKey()) =>
  keyed(app, loansApi.repayNext.path.replace(':id', String(id)), token, {}, key);

export const repayEarly = (app: TestApp, token: string, id: number, total: string, key = newKey()) =>
  keyed(app, loansApi.repayEarly.path.replace(':id', String(id)), token, { total }, key);

export async function loanDetail(app: TestApp, token: string, id: number): Promise<Call> {
  return call(app, 'GET', urlOf(loansApi.loan, { id }), { token });
}

/** Moves USD between the user's own funding and trading accounts. */
export async function move(app: TestApp, token: string, from: 'funding' | 'trading', amount: string) {
  const res = await keyed(app, moneyApi.createTransfer.path, token, {
    from,
    to: from === 'funding' ? 'trading' : 'funding',
    currency: 'USD',
    amount,
  });
  if (res.status !== 200) throw new Error(`transfer failed: ${JSON.stringify(res.body)}`);
}

/** The loan's ledger entries in order: each one's type and what it moved on each account (`funding`, `loan_book`…). */
export async function loanEntries(app: TestApp, loanId: number) {
  const rows = await app.db
    .select({
      id: ledgerEntries.id,
      type: ledgerEntries.type,
      kind: ledgerAccounts.kind,
      amount: ledgerPostings.amount,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, ledgerEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(and(eq(ledgerEntries.causeType, 'loan'), eq(ledgerEntries.causeId, loanId)))
    .orderBy(asc(ledgerEntries.id), asc(ledgerPostings.id));
  const entries = new Map<number, { type: string; moved: Record<string, string> }>();
  for (const r of rows) {
    const entry = entries.get(r.id) ?? { type: r.type, moved: {} };
    entry.moved[r.kind] = new Big(r.amount).toFixed(2);
    entries.set(r.id, entry);
  }
  return [...entries.values()];
}
