// The loan lists read a page in a fixed number of queries, however many loans it shows (issue 30 §4), and show the APR
// with fees recorded on the loan when it was applied for; a loan applied for before it was recorded gets it worked
// out once, on the first list that shows it, and kept.
import { loansAdminApi, loansApi } from '@platform/contracts';
import { eq, loans } from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call } from '../../testing/api.ts';
import { applied, approve, borrower, createProduct } from '../../testing/loans-test-kit.ts';
import { queriesDuring, touching } from '../../testing/query-log.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();
let user: Awaited<ReturnType<typeof borrower>>;
const ids: number[] = [];

beforeAll(async () => {
  user = await borrower(t.app, t.admin);
  // Six loans on six products (one application waits per product at a time), every other one paid out.
  for (let i = 0; i < 6; i++) {
    const product = await createProduct(t.app, t.admin, { name: `Loan ${i}` });
    const id = await applied(t.app, user.token, { productId: product.id, amount: '1200', termMonths: 12 });
    if (i % 2 === 0) expect((await approve(t.app, t.admin, id)).status).toBe(200);
    ids.push(id);
  }
}, 120_000);

const mine = (pageSize: number) =>
  call(t.app, 'GET', `${urlOf(loansApi.mine)}?pageSize=${pageSize}`, { token: user.token });
const applications = (pageSize: number) =>
  call(t.app, 'GET', `${urlOf(loansAdminApi.applications)}?view=all&pageSize=${pageSize}`, { token: t.admin });

/** The queries one list page makes that name `table`. */
async function reads(list: () => ReturnType<typeof mine>, table: string) {
  let status = 0;
  const queries = await queriesDuring(t.app.db, async () => {
    status = (await list()).status;
  });
  expect(status).toBe(200);
  return touching(queries, table).length;
}

describe(`the loan lists (${process.env.TEST_DB_DRIVER ?? 'pglite'})`, () => {
  it("read the page's instalments at once, however many loans it shows", async () => {
    expect(await reads(() => mine(6), 'loan_instalments')).toBe(await reads(() => mine(3), 'loan_instalments'));
    expect(await reads(() => mine(6), 'loan_instalments')).toBe(1);
  });

  it("in the back office, read the page's instalments, applicants' identities and other loans at once", async () => {
    for (const table of ['loan_instalments', 'real_name_submissions']) {
      expect(await reads(() => applications(6), table)).toBe(await reads(() => applications(3), table));
    }
    // The instalments, and the principal the applicants owe on their other loans.
    expect(await reads(() => applications(6), 'loan_instalments')).toBe(2);
  });

  it('show the APR with fees recorded when applying, the figure the schedule gives', async () => {
    const rows = await t.app.db.select({ id: loans.id, aprWithFees: loans.aprWithFees }).from(loans);
    expect(rows.map((r) => r.aprWithFees)).toEqual(ids.map(() => '13.91'));
    const res = await mine(6);
    expect(res.body.data.rows.map((r: { aprWithFees: string }) => r.aprWithFees)).toEqual(ids.map(() => '13.91'));
    expect(res.body.data.rows.map((r: { id: number }) => r.id)).toEqual([...ids].reverse());
  });

  it('work out the APR with fees of a loan applied for before it was recorded once, and keep it', async () => {
    const [pending, paidOut] = [ids[1]!, ids[2]!];
    await t.app.db.update(loans).set({ aprWithFees: null });
    const res = await mine(6);
    expect(res.body.data.rows.map((r: { aprWithFees: string }) => r.aprWithFees)).toEqual(ids.map(() => '13.91'));
    const kept = await t.app.db.select({ id: loans.id, aprWithFees: loans.aprWithFees }).from(loans);
    expect(kept.map((r) => r.aprWithFees)).toEqual(ids.map(() => '13.91'));
    for (const id of [pending, paidOut]) {
      const detail = await call(t.app, 'GET', urlOf(loansApi.loan, { id }), { token: user.token });
      expect(detail.body.data.loan.aprWithFees).toBe('13.91');
    }
    const [one] = await t.app.db.select().from(loans).where(eq(loans.id, pending));
    expect(one?.aprWithFees).toBe('13.91');
  });

  it('sorts the review queue by amount (ties by id) or application time either way, and refuses another sort', async () => {
    const sorted = async (sort: string) => {
      const res = await call(t.app, 'GET', `${urlOf(loansAdminApi.applications)}?view=all&pageSize=100&sort=${sort}`, {
        token: t.admin,
      });
      expect(res.status).toBe(200);
      return (res.body.data.rows as { id: number }[]).map((row) => row.id).filter((id) => ids.includes(id));
    };
    // The six loans are all of 1,200: equal amounts come in the order of their ids, either way.
    expect(await sorted('amount')).toEqual(ids);
    expect(await sorted('-amount')).toEqual([...ids].reverse());
    expect(await sorted('appliedAt')).toEqual(ids);
    expect(await sorted('-appliedAt')).toEqual([...ids].reverse());

    const bad = await call(t.app, 'GET', `${urlOf(loansAdminApi.applications)}?sort=email`, { token: t.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
  });

  it('sorts the back office products by name or APR either way, and refuses another sort', async () => {
    await createProduct(t.app, t.admin, { name: 'Loan cheap', apr: '3' });
    await createProduct(t.app, t.admin, { name: 'Loan dear', apr: '30' });
    const products = async (sort: string) =>
      (await call(t.app, 'GET', `${urlOf(loansAdminApi.products)}?sort=${sort}`, { token: t.admin })).body.data as {
        name: string;
        apr: string;
      }[];
    const names = (await products('name')).map((p) => p.name);
    expect(names.filter((name) => /^Loan \d$/.test(name))).toEqual([
      'Loan 0',
      'Loan 1',
      'Loan 2',
      'Loan 3',
      'Loan 4',
      'Loan 5',
    ]);
    expect((await products('-name')).map((p) => p.name)).toEqual([...names].reverse());
    const aprs = (await products('-apr')).map((p) => Number(p.apr));
    expect(aprs).toEqual([...aprs].sort((a, b) => b - a));
    expect(aprs[0]).toBe(30);

    const bad = await call(t.app, 'GET', `${urlOf(loansAdminApi.products)}?sort=book`, { token: t.admin });
    expect(bad.status).toBe(400);
    expect(bad.body.data.map((e: { field: string }) => e.field)).toEqual(['sort']);
  });
});
