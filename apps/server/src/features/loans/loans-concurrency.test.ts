// Requests sent at once: twenty applications with one Idempotency-Key make one; twenty approvals (each its own key)
// pay out once; twenty repayments with one key repay one instalment, and twenty early repayments (each its own key)
// repay once; two nodes running the collection job at the same moment collect a due instalment once.
import { and, eq, ledgerEntries, loans } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import {
  applied,
  apply,
  approve,
  borrower,
  loanDetail,
  repayEarly,
  repayNext,
  useLoanProduct,
} from '../../testing/loans-test-kit.ts';
import { fundFiat, newKey } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { utcDate } from './loan-schedule.ts';
import { collectDue, type LoansApp } from './loans-job.ts';

const t = useTestApp();

const TWENTY = Array.from({ length: 20 });
const typesOf = async (loanId: number) =>
  (
    await t.app.db
      .select({ type: ledgerEntries.type })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.causeType, 'loan'), eq(ledgerEntries.causeId, loanId)))
      .orderBy(ledgerEntries.id)
  ).map((e) => e.type);

/** The product the tests apply for, unless one makes its own. */
const product = useLoanProduct(t);

describe('twenty at once', { timeout: 180_000 }, () => {
  it('applies once per Idempotency-Key', async () => {
    const user = await borrower(t.app, t.admin);
    const key = newKey();
    const body = { productId: product.id, amount: '1500', termMonths: 6 };
    const answers = await Promise.all(TWENTY.map(() => apply(t.app, user.token, body, key)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(new Set(answers.map((a) => a.body.data.loan.id)).size).toBe(1);
    expect(await t.app.db.select().from(loans).where(eq(loans.userId, user.userId))).toHaveLength(1);
  });

  it('pays an application out once, however many reviewers approve it at the same moment', async () => {
    const user = await borrower(t.app, t.admin);
    const id = await applied(t.app, user.token, { productId: product.id, amount: '1000', termMonths: 3 });
    const answers = await Promise.all(TWENTY.map(() => approve(t.app, t.admin, id)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await typesOf(id)).toEqual(['loan_disbursement', 'loan_fee']);
    // The same key twenty times answers as the first did, paying nothing more.
    const key = newKey();
    const replays = await Promise.all(TWENTY.map(() => approve(t.app, t.admin, id, key)));
    expect(new Set(replays.map((a) => a.status))).toEqual(new Set([409]));
    expect(await typesOf(id)).toEqual(['loan_disbursement', 'loan_fee']);
  });

  it('repays one instalment for twenty requests with one key, and early once for twenty keys', async () => {
    const user = await borrower(t.app, t.admin);
    const id = await applied(t.app, user.token, { productId: product.id, amount: '1000', termMonths: 3 });
    await approve(t.app, t.admin, id);
    const key = newKey();
    const answers = await Promise.all(TWENTY.map(() => repayNext(t.app, user.token, id, key)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(await typesOf(id)).toEqual(['loan_disbursement', 'loan_fee', 'loan_repayment']);
    const detail = (await loanDetail(t.app, user.token, id)).body.data;
    expect(detail.instalments.map((i: { state: string }) => i.state)).toEqual(['paid', 'upcoming', 'upcoming']);
    // 990 paid out, one instalment repaid: the rest needs more than is left.
    await fundFiat(t.app, user.token, t.admin, '500');
    const total = detail.earlyRepayment.total;
    const early = await Promise.all(TWENTY.map(() => repayEarly(t.app, user.token, id, total)));
    expect(early.filter((a) => a.status === 200)).toHaveLength(1);
    expect(early.filter((a) => a.status === 409)).toHaveLength(19);
    expect(await typesOf(id)).toEqual(['loan_disbursement', 'loan_fee', 'loan_repayment', 'loan_repayment']);
    expect((await loanDetail(t.app, user.token, id)).body.data.loan.status).toBe('closed');
    await ledgerBalanced(t.app);
  });
});

describe('the collection job', { timeout: 120_000 }, () => {
  it('collects a due instalment once when two nodes run it at the same moment', async () => {
    const user = await borrower(t.app, t.admin);
    const id = await applied(t.app, user.token, { productId: product.id, amount: '600', termMonths: 3 });
    await approve(t.app, t.admin, id);
    // Five minutes into the first instalment's date.
    const first = (await loanDetail(t.app, user.token, id)).body.data.instalments[0];
    const due = new Date(`${first.dueDate}T00:05:00Z`);
    const published: unknown[] = [];
    const failures: unknown[] = [];
    const node = (): LoansApp => ({
      db: t.app.db,
      events: { publish: (e) => published.push(e) },
      log: { error: (obj) => failures.push(obj) },
    });
    await Promise.all([collectDue(node(), due), collectDue(node(), due), collectDue(node(), due)]);
    expect(await typesOf(id)).toEqual(['loan_disbursement', 'loan_fee', 'loan_repayment']);
    const states = (await loanDetail(t.app, user.token, id)).body.data.instalments.map(
      (i: { state: string }) => i.state,
    );
    expect(states[0]).toBe('paid');
    // One message for the one collection, whichever node made it (other loans of this file may fall due too).
    const mine = (published as { loanId: number; eventKey: string }[]).filter((e) => e.loanId === id);
    expect(mine).toMatchObject([{ type: 'loan.collected', eventKey: `loan.paid:${id}:1` }]);
    expect(failures).toEqual([]);
    expect(utcDate(due)).toBe(first.dueDate);
  });
});
