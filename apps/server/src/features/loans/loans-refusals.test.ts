// What loans refuse, changing nothing: applying without a verified identity, an amount out of the product's range,
// a term it does not offer, an inactive product; repaying from a funding account short of the amount, at a total
// that is no longer the quote, a loan not being repaid; another user's loan is not found. Operators: only the roles
// named may act, and every action is audited with its reason.
import { inboxWords, loansAdminApi, loansApi } from '@platform/contracts';
import { and, auditLog, eq, ledgerEntries, loans } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { createOperator, urlOf } from '../../testing/admin-test-kit.ts';
import { call } from '../../testing/api.ts';
import {
  applied,
  apply,
  approve,
  borrower,
  createProduct,
  loanDetail,
  move,
  productBody,
  reject,
  repayEarly,
  repayNext,
  useLoanProduct,
} from '../../testing/loans-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';

const t = useTestApp();

const loansOf = (userId: number) => t.app.db.select().from(loans).where(eq(loans.userId, userId));
const entriesOf = (loanId: number) =>
  t.app.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.causeType, 'loan'), eq(ledgerEntries.causeId, loanId)));
const audited = (action: string, id: number) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

/** The product the tests apply for, unless one makes its own. */
const product = useLoanProduct(t);

describe('applying', { timeout: 120_000 }, () => {
  it('needs a verified identity', async () => {
    const user = await borrower(t.app, t.admin, false);
    const res = await apply(t.app, user.token, { productId: product.id, amount: '1000', termMonths: 6 });
    expect(res.status).toBe(409);
    expect(res.body.data).toEqual({ gate: 'kyc' });
    expect(await loansOf(user.userId)).toHaveLength(0);
  });

  it('refuses an amount out of range, an unknown term and an inactive product on the field', async () => {
    const user = await borrower(t.app, t.admin);
    const low = await apply(t.app, user.token, { productId: product.id, amount: '99.99', termMonths: 6 });
    expect(low.status).toBe(400);
    expect(low.body.data).toEqual([
      { field: 'amount', message: 'The amount must lie within the product’s range, in whole cents' },
    ]);
    const high = await apply(t.app, user.token, { productId: product.id, amount: '5000.01', termMonths: 6 });
    expect(high.body.data[0].field).toBe('amount');
    const fraction = await apply(t.app, user.token, { productId: product.id, amount: '100.001', termMonths: 6 });
    expect(fraction.body.data[0].field).toBe('amount');
    const term = await apply(t.app, user.token, { productId: product.id, amount: '1000', termMonths: 7 });
    expect(term.status).toBe(400);
    expect(term.body.data).toEqual([{ field: 'termMonths', message: 'This product does not offer that term' }]);
    const unknown = await apply(t.app, user.token, { productId: 999_999, amount: '1000', termMonths: 6 });
    expect(unknown.body.data[0].field).toBe('productId');
    const quote = await call(t.app, 'GET', `${urlOf(loansApi.quote, { id: product.id })}?amount=20000&termMonths=6`, {
      token: user.token,
    });
    expect(quote.body.data[0].field).toBe('amount');
    const off = await createProduct(t.app, t.admin, { active: false });
    const inactive = await apply(t.app, user.token, { productId: off.id, amount: '1000', termMonths: 6 });
    expect(inactive.body.data[0]).toMatchObject({
      field: 'productId',
      message: 'This loan product is not offered at the moment',
    });
    const listed = await call(t.app, 'GET', urlOf(loansApi.products), { token: user.token });
    expect(listed.body.data.map((p: { id: number }) => p.id)).not.toContain(off.id);
    expect(await loansOf(user.userId)).toHaveLength(0);
  });
});

describe('repaying', { timeout: 120_000 }, () => {
  it('refuses a short funding account, a changed total and a loan not being repaid, moving nothing', async () => {
    const user = await borrower(t.app, t.admin);
    const id = await applied(t.app, user.token, { productId: product.id, amount: '1000', termMonths: 3 });
    const pending = await repayNext(t.app, user.token, id);
    expect(pending.status).toBe(409);
    expect(pending.body.msg).toBe('This loan is not being repaid: nothing is due');
    expect((await approve(t.app, t.admin, id)).status).toBe(200);
    // 1,000 − 10 fee arrive; the user moves them all to trading.
    await move(t.app, user.token, 'funding', '990');
    const short = await repayNext(t.app, user.token, id);
    expect(short.status).toBe(400);
    expect(short.body.data).toEqual([
      { field: 'amount', message: 'Your funding account’s available balance is short of the amount due' },
    ]);
    const quote = (await loanDetail(t.app, user.token, id)).body.data.earlyRepayment;
    expect(quote.total).toBe('1000.00');
    const shortEarly = await repayEarly(t.app, user.token, id, quote.total);
    expect(shortEarly.body.data[0].field).toBe('total');
    const changed = await repayEarly(t.app, user.token, id, '999.99');
    expect(changed.status).toBe(400);
    expect(changed.body.data[0]).toMatchObject({ field: 'total', message: expect.stringMatching(/has changed/) });
    expect((await entriesOf(id)).map((e) => e.type).sort()).toEqual(['loan_disbursement', 'loan_fee']);
  });

  it("answers 404 for another user's loan", async () => {
    const owner = await borrower(t.app, t.admin);
    const other = await borrower(t.app, t.admin);
    const id = await applied(t.app, owner.token, { productId: product.id, amount: '500', termMonths: 3 });
    await approve(t.app, t.admin, id);
    expect((await loanDetail(t.app, other.token, id)).status).toBe(404);
    expect((await call(t.app, 'GET', urlOf(loansApi.earlyRepaymentQuote, { id }), { token: other.token })).status).toBe(
      404,
    );
    expect((await repayNext(t.app, other.token, id)).status).toBe(404);
    expect((await repayEarly(t.app, other.token, id, '500.00')).status).toBe(404);
    expect((await loanDetail(t.app, owner.token, id)).status).toBe(200);
    expect((await entriesOf(id)).map((e) => e.type)).toEqual(['loan_disbursement', 'loan_fee']);
  });
});

describe('the back office', { timeout: 120_000 }, () => {
  it('lets only admins set products and reviewers decide, auditing each action with its reason', async () => {
    const reviewer = await createOperator(t.app, t.admin, ['reviewer']);
    const support = await createOperator(t.app, t.admin, ['support']);
    const user = await borrower(t.app, t.admin);
    expect(
      (await call(t.app, 'POST', urlOf(loansAdminApi.createProduct), { token: reviewer.token, body: productBody() }))
        .status,
    ).toBe(403);
    expect((await call(t.app, 'GET', urlOf(loansAdminApi.applications), { token: support.token })).status).toBe(403);
    expect((await call(t.app, 'GET', urlOf(loansAdminApi.applications), { token: user.token })).status).toBe(403);

    const created = await createProduct(t.app, t.admin, { name: 'Audited loan' });
    expect(await audited('loan.product.create', created.id)).toHaveLength(1);
    const update = await call(t.app, 'POST', urlOf(loansAdminApi.updateProduct, { id: created.id }), {
      token: t.admin,
      body: productBody({ name: 'Audited loan', apr: '9.5', reason: 'Rate cut by the committee' }),
    });
    expect(update.body.data).toMatchObject({ apr: '9.5', pending: 0 });
    const [updated] = await audited('loan.product.update', created.id);
    expect(updated).toMatchObject({ reason: 'Rate cut by the committee' });
    expect(updated!.detail).toMatchObject({ before: { apr: '12' }, after: { apr: '9.5' } });
    const off = await call(t.app, 'POST', urlOf(loansAdminApi.setProductActive, { id: created.id }), {
      token: t.admin,
      body: { active: false, reason: 'Paused' },
    });
    expect(off.body.data.active).toBe(false);
    expect(await audited('loan.product.deactivate', created.id)).toHaveLength(1);
    const badRange = await call(t.app, 'POST', urlOf(loansAdminApi.createProduct), {
      token: t.admin,
      body: productBody({ minAmount: '6000' }),
    });
    expect(badRange.body.data[0].field).toBe('minAmount');
    const badTerms = await call(t.app, 'POST', urlOf(loansAdminApi.createProduct), {
      token: t.admin,
      body: productBody({ termMonths: [3, 3] }),
    });
    expect(badTerms.body.data[0].field).toBe('termMonths');
    const badFlat = await call(t.app, 'POST', urlOf(loansAdminApi.createProduct), {
      token: t.admin,
      body: productBody({ overdueFeeKind: 'flat', overdueFee: '7.125' }),
    });
    expect(badFlat.body.data[0].field).toBe('overdueFee');
    const tooHigh = await call(t.app, 'POST', urlOf(loansAdminApi.createProduct), {
      token: t.admin,
      body: productBody({ overdueFee: '0.6' }),
    });
    expect(tooHigh.body.data[0].field).toBe('overdueFee');

    const spare = await createProduct(t.app, t.admin, { name: 'Never used' });
    const del = (id: number) =>
      call(t.app, 'POST', urlOf(loansAdminApi.deleteProduct, { id }), {
        token: t.admin,
        body: { reason: 'Set up by mistake' },
      });
    expect((await del(spare.id)).status).toBe(200);
    expect(await audited('loan.product.delete', spare.id)).toMatchObject([{ reason: 'Set up by mistake' }]);
    expect((await del(spare.id)).status).toBe(404);
    const first = await applied(t.app, user.token, { productId: product.id, amount: '800', termMonths: 6 });
    // One application per product waits at a time: the second is for another product.
    const another = await createProduct(t.app, t.admin, { name: 'Second in the queue' });
    const second = await applied(t.app, user.token, { productId: another.id, amount: '300', termMonths: 3 });
    const queue = await call(t.app, 'GET', urlOf(loansAdminApi.applications), { token: reviewer.token });
    const mine = queue.body.data.rows.filter((r: { userId: number }) => r.userId === user.userId);
    expect(mine.map((r: { id: number }) => r.id)).toEqual([first, second]);
    expect(mine[0]).toMatchObject({ kycApproved: true, status: 'pending', email: user.email });

    const approved = await approve(t.app, reviewer.token, first);
    expect(approved.status).toBe(200);
    expect(approved.body.data.loan).toMatchObject({ status: 'active', decidedBy: reviewer.userId });
    expect(await audited('loan.approve', first)).toMatchObject([
      { actorId: reviewer.userId, subjectUserId: user.userId },
    ]);
    const noReason = await reject(t.app, reviewer.token, second, '  ');
    expect(noReason.body.data[0].field).toBe('reason');
    const rejected = await reject(t.app, reviewer.token, second, 'Income does not cover the instalments');
    expect(rejected.body.data.loan).toMatchObject({
      status: 'rejected',
      rejectReason: 'Income does not cover the instalments',
    });
    expect(await audited('loan.reject', second)).toMatchObject([{ reason: 'Income does not cover the instalments' }]);
    const again = await reject(t.app, reviewer.token, first, 'Changed my mind');
    expect(again.status).toBe(409);
    const inUse = await del(product.id);
    expect(inUse.status).toBe(409);
    expect(inUse.body.msg).toMatch(/switch it off/);
    const seen = (await loanDetail(t.app, user.token, second)).body.data.loan;
    expect(seen).toMatchObject({ status: 'rejected', rejectReason: 'Income does not cover the instalments' });
    await t.app.inboxSettled();
    const inbox = await call(t.app, 'GET', '/api/inbox/messages?pageSize=50', { token: user.token });
    const words = inbox.body.data.rows.map((m: { kind: string; params: Record<string, string> }) =>
      inboxWords(m, 'en'),
    );
    expect(words).toContainEqual({
      title: 'Loan application rejected',
      body: `Your application #${second} for 300.00 USD was rejected: Income does not cover the instalments`,
    });
    expect(words).toContainEqual({
      title: 'Loan approved',
      body: expect.stringMatching(
        /^Your loan #\d+ of 800.00 USD was approved: 792.00 USD \(after the 8.00 USD origination fee\)/,
      ),
    });
  });
});
