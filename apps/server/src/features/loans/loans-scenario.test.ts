// The money scenario, in exact decimals with the time passed in: 1,200 USD over 12 months at 12 % APR (1 % a
// month), a 1 % origination fee and 0.05 % a day overdue. Paid out on 15 January; the first instalment finds the
// funding account empty on 15 February and goes overdue (the user told), is collected five days late with its fee;
// the second is collected on its date; on 25 March the rest is repaid early with ten days' interest, and the loan
// closes. Each step's ledger entry and each instalment's state are the expected statement beside it.
import { loansAdminApi, loansApi } from '@platform/contracts';
import { eq, inboxMessages } from '@platform/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../testing/admin-test-kit.ts';
import { call, signIn } from '../../testing/api.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import {
  adminUserId,
  applied,
  approve,
  borrower,
  createProduct,
  loanDetail,
  loanEntries,
  move,
} from '../../testing/loans-test-kit.ts';
import { balance, fundFiat } from '../../testing/money-test-kit.ts';
import { ADMIN, createTestApp, useTestApp } from '../../testing/test-app.ts';
import { approveLoan } from './admin/decide-loan.ts';
import { daysBetween } from './loan-schedule.ts';
import { loanDetailOf } from './loan-views.ts';
import { collectOne } from './loans-job.ts';
import { loanById } from './loans-repo.ts';
import { repayEarly, repayNext } from './repay-loan.ts';

const t = useTestApp();
let adminId: number;

beforeAll(async () => {
  adminId = await adminUserId(t.app);
});

const at = (iso: string) => new Date(iso);
const detailAt = async (id: number, now: Date) => loanDetailOf(t.app.db, await loanById(t.app.db, id), now);
const states = (d: Awaited<ReturnType<typeof detailAt>>) => d.instalments.map((i) => i.state);

describe('a loan with one overdue instalment and an early repayment', { timeout: 120_000 }, () => {
  it('moves every amount as disclosed and closes with the loan book back at zero', async () => {
    const product = await createProduct(t.app, t.admin);
    const user = await borrower(t.app, t.admin);
    const id = await applied(t.app, user.token, { productId: product.id, amount: '1200', termMonths: 12 });

    // Paid out on 15 January: the schedule is fixed from that day.
    await t.app.db.transaction((tx) => approveLoan(tx, id, adminId, at('2026-01-15T10:00:00Z')));
    const paidOut = await detailAt(id, at('2026-01-15T10:00:00Z'));
    expect(
      paidOut.instalments.slice(0, 3).map((i) => [i.dueDate, i.principal, i.interest, i.amount, i.balanceAfter]),
    ).toEqual([
      ['2026-02-15', '94.62', '12.00', '106.62', '1105.38'],
      ['2026-03-15', '95.57', '11.05', '106.62', '1009.81'],
      ['2026-04-15', '96.52', '10.10', '106.62', '913.29'],
    ]);
    expect(paidOut.instalments[11]).toMatchObject({
      dueDate: '2027-01-15',
      principal: '105.54',
      interest: '1.06',
      amount: '106.60',
      balanceAfter: '0.00',
    });
    expect(paidOut.loan).toMatchObject({ status: 'active', originationFee: '12.00', principalOutstanding: '1200.00' });
    expect(await balance(t.app, user.token, 'USD')).toMatchObject({ available: '1188.00' });

    // The user moves everything to trading: on 15 February the funding account is empty.
    await move(t.app, user.token, 'funding', '1188');
    await collectOne(t.app, id, at('2026-02-15T00:01:00Z'));
    const overdue = await detailAt(id, at('2026-02-15T00:01:00Z'));
    expect(overdue.loan.status).toBe('overdue');
    expect(overdue.instalments[0]).toMatchObject({
      state: 'overdue',
      daysOverdue: 0,
      overdueFee: '0.00',
      amountDue: '106.62',
    });
    await t.app.inboxSettled();
    const told = await t.app.db.select().from(inboxMessages).where(eq(inboxMessages.userId, user.userId));
    expect(told.find((m) => m.kind === 'loan.overdue')?.params).toMatchObject({
      number: '1',
      amount: '106.62',
      dueDate: '2026-02-15',
    });
    // Told once: the job finding it still short the next day says nothing new.
    await collectOne(t.app, id, at('2026-02-16T00:01:00Z'));
    expect((await detailAt(id, at('2026-02-18T12:00:00Z'))).instalments[0]).toMatchObject({
      daysOverdue: 3,
      overdueFee: '0.16',
      amountDue: '106.78',
    });

    // Five days late the money is back: 106.62 + 106.62 × 0.05 % × 5 = 0.27 fee.
    await move(t.app, user.token, 'trading', '300');
    await collectOne(t.app, id, at('2026-02-20T08:00:00Z'));
    const late = await detailAt(id, at('2026-02-20T08:00:00Z'));
    expect(late.instalments[0]).toMatchObject({
      state: 'paid',
      daysOverdue: 5,
      overdueFee: '0.27',
      amountDue: '106.89',
    });
    expect(late.loan).toMatchObject({ status: 'active', instalmentsPaid: 1, overdueFeesPaid: '0.27' });
    expect(await balance(t.app, user.token, 'USD')).toMatchObject({ available: '193.11' });

    // The second on its date.
    await collectOne(t.app, id, at('2026-03-15T00:01:00Z'));
    expect(states(await detailAt(id, at('2026-03-15T00:01:00Z'))).slice(0, 3)).toEqual(['paid', 'paid', 'upcoming']);
    expect(await balance(t.app, user.token, 'USD')).toMatchObject({ available: '86.49' });

    // 25 March: 1,009.81 still owed; interest for the 10 of the period's 31 days since 15 March only: the period's
    // scheduled 10.10 × 10 / 31 = 3.26.
    const early = (await detailAt(id, at('2026-03-25T12:00:00Z'))).earlyRepayment!;
    expect(early).toMatchObject({
      overdueAmount: '0.00',
      principalOutstanding: '1009.81',
      periodStart: '2026-03-15',
      daysElapsed: 10,
      periodDays: 31,
      scheduledInterest: '10.10',
      accruedInterest: '3.26',
      total: '1013.07',
      scheduledRemaining: '1066.18',
      interestSaved: '53.11',
    });
    await fundFiat(t.app, user.token, t.admin, '1000');
    await t.app.db.transaction(async (tx) =>
      repayEarly(tx, await loanById(tx, id, true), '1013.07', at('2026-03-25T12:00:00Z')),
    );
    const closed = await detailAt(id, at('2026-03-25T12:00:00Z'));
    expect(closed.loan).toMatchObject({
      status: 'closed',
      principalOutstanding: '0.00',
      principalPaid: '1200.00',
      interestPaid: '26.31',
      overdueFeesPaid: '0.27',
      nextDueDate: null,
    });
    expect(states(closed)).toEqual(['paid', 'paid', ...Array(10).fill('settled_early')]);
    expect(closed.earlyRepayment).toBeNull();
    expect(await balance(t.app, user.token, 'USD')).toMatchObject({ available: '73.42' });

    // The statement: every step one balanced entry, the loan book back at zero, fee income 12 + 26.31 + 0.27.
    expect(await loanEntries(t.app, id)).toEqual([
      { type: 'loan_disbursement', moved: { funding: '1200.00', loan_book: '-1200.00' } },
      { type: 'loan_fee', moved: { funding: '-12.00', fee_income: '12.00' } },
      { type: 'loan_repayment', moved: { funding: '-106.62', loan_book: '94.62', fee_income: '12.00' } },
      { type: 'loan_overdue_fee', moved: { funding: '-0.27', fee_income: '0.27' } },
      { type: 'loan_repayment', moved: { funding: '-106.62', loan_book: '95.57', fee_income: '11.05' } },
      { type: 'loan_repayment', moved: { funding: '-1013.07', loan_book: '1009.81', fee_income: '3.26' } },
    ]);
    await ledgerBalanced(t.app);
  });
});

describe('paying ahead of the due date', { timeout: 120_000 }, () => {
  // Issue 27 §3: on the payout day, paying instalment 1 charged the whole month's interest (12.00) while repaying
  // everything charged none. One rule now: interest accrues day by day over the period, and a payment stops it, for
  // the days left, only on the principal it repays.
  it('charges the next instalment and the early repayment by one rule on the payout day and part-way through', async () => {
    const product = await createProduct(t.app, t.admin);
    const user = await borrower(t.app, t.admin);
    const paidOutAt = at('2026-01-15T10:00:00Z');
    const loanOn = async (amount: string) => {
      const id = await applied(t.app, user.token, { productId: product.id, amount, termMonths: 12 });
      await t.app.db.transaction((tx) => approveLoan(tx, id, adminId, paidOutAt));
      return id;
    };
    const a = await loanOn('1200');
    const b = await loanOn('1200');
    await fundFiat(t.app, user.token, t.admin, '3000');

    // The payout day, before paying: both quotes state what they charge and why.
    const quoted = await detailAt(a, at('2026-01-15T11:00:00Z'));
    expect(quoted.nextPayment).toMatchObject({
      number: 1,
      early: true,
      principal: '94.62',
      scheduledInterest: '12.00',
      // 12.00 × (1 − 94.62 ÷ 1,200 × 31 ÷ 31): the month's interest on the 1,105.38 that stays owed.
      interest: '11.05',
      interestSaved: '0.95',
      total: '105.67',
      principalOwed: '1200.00',
      periodStart: '2026-01-15',
      periodDays: 31,
      daysLeft: 31,
    });
    expect(quoted.earlyRepayment).toMatchObject({ daysElapsed: 0, periodDays: 31, accruedInterest: '0.00' });

    // Paying instalment 1 that day charges 11.05 interest (before: 12.00, the whole period's on all 1,200).
    await t.app.db.transaction(async (tx) => repayNext(tx, await loanById(tx, a, true), at('2026-01-15T11:00:00Z')));
    const afterNext = await detailAt(a, at('2026-01-15T11:00:00Z'));
    expect(afterNext.instalments[0]).toMatchObject({ state: 'paid', amountDue: '105.67' });
    expect(afterNext.loan).toMatchObject({ principalOutstanding: '1105.38', interestPaid: '11.05' });
    expect((await loanEntries(t.app, a)).at(-1)).toEqual({
      type: 'loan_repayment',
      moved: { funding: '-105.67', loan_book: '94.62', fee_income: '11.05' },
    });
    // Instalment 2 is now the next; its period has not begun, so it charges that period's interest on the 1,009.81
    // that stays owed after it: 11.05 × (1 − 95.57 ÷ 1,105.38) = 10.09.
    expect(afterNext.nextPayment).toMatchObject({ number: 2, early: true, interest: '10.09', total: '105.66' });

    // Repaying everything that same day charges no interest: the same rule, all the principal repaid.
    await t.app.db.transaction(async (tx) =>
      repayEarly(tx, await loanById(tx, b, true), '1200.00', at('2026-01-15T11:00:00Z')),
    );
    const closed = await detailAt(b, at('2026-01-15T11:00:00Z'));
    expect(closed.loan).toMatchObject({ status: 'closed', interestPaid: '0.00', principalPaid: '1200.00' });

    // 15 days in, on a third loan: 12.00 × (1 − 94.62 ÷ 1,200 × 16 ÷ 31) = 11.51 for the instalment; 12.00 × 15 ÷ 31
    // = 5.81 for everything. On the due date itself the instalment is its scheduled 106.62.
    const c = await loanOn('1200');
    const midway = await detailAt(c, at('2026-01-30T09:00:00Z'));
    expect(midway.nextPayment).toMatchObject({ interest: '11.51', total: '106.13', daysLeft: 16 });
    expect(midway.earlyRepayment).toMatchObject({ daysElapsed: 15, accruedInterest: '5.81', total: '1205.81' });
    const onTheDate = await detailAt(c, at('2026-02-15T00:00:30Z'));
    expect(onTheDate.nextPayment).toMatchObject({ early: false, interest: '12.00', total: '106.62', daysLeft: 0 });
    await ledgerBalanced(t.app);
  });
});

describe('before applying and in the sandbox', { timeout: 120_000 }, () => {
  it('quotes the full schedule, totals, APR and overdue fee the loan is then made on', async () => {
    const product = await createProduct(t.app, t.admin);
    const user = await borrower(t.app, t.admin);
    const res = await call(t.app, 'GET', `${urlOf(loansApi.quote, { id: product.id })}?amount=1200&termMonths=12`, {
      token: user.token,
    });
    expect(res.status).toBe(200);
    const quote = res.body.data;
    expect(quote).toMatchObject({
      amount: '1200.00',
      termMonths: 12,
      apr: '12',
      monthlyRate: '1',
      instalmentAmount: '106.62',
      totalInterest: '79.42',
      originationFee: '12.00',
      netDisbursed: '1188.00',
      totalRepayable: '1279.42',
      totalCost: '91.42',
      overdueFee: { kind: 'daily_percent', fee: '0.05', exampleOneDay: '0.05' },
    });
    expect(quote.instalments).toHaveLength(12);
    expect(quote.instalments[11]).toMatchObject({ principal: '105.54', interest: '1.06', amount: '106.60' });
    const id = await applied(t.app, user.token, { productId: product.id, amount: '1200', termMonths: 12 });
    const pending = (await loanDetail(t.app, user.token, id)).body.data;
    expect(pending.loan).toMatchObject({ status: 'pending', principalOutstanding: '0.00', originationFee: '12.00' });
    expect(pending.instalments.map((i: { amount: string }) => i.amount)).toEqual(
      quote.instalments.map((i: { amount: string }) => i.amount),
    );
    expect(pending.earlyRepayment).toBeNull();
  });

  it("brings a loan's dates closer in the sandbox only, collecting what fell due", async () => {
    const product = await createProduct(t.app, t.admin);
    const user = await borrower(t.app, t.admin);
    const id = await applied(t.app, user.token, { productId: product.id, amount: '600', termMonths: 3 });
    const paidOut = (await approve(t.app, t.admin, id)).body.data;
    // Exactly to the first instalment's date: it is collected on time.
    const days = daysBetween(paidOut.loan.disbursedAt.slice(0, 10), paidOut.instalments[0].dueDate);
    const advance = (token: string) =>
      call(t.app, 'POST', urlOf(loansAdminApi.sandboxAdvance, { id }), {
        token,
        body: { days, reason: 'Sandbox walkthrough' },
      });
    expect((await advance(user.token)).status).toBe(403);
    const moved = await advance(t.admin);
    expect(moved.status).toBe(200);
    expect(moved.body.data.instalments[0]).toMatchObject({ state: 'paid', daysOverdue: 0 });
    expect(moved.body.data.loan).toMatchObject({ status: 'active', instalmentsPaid: 1 });
    const production = await createTestApp({ SANDBOX: 'false' });
    try {
      const prodAdmin = await signIn(production.app, ADMIN.email, ADMIN.password);
      const refused = await call(production.app, 'POST', urlOf(loansAdminApi.sandboxAdvance, { id: 1 }), {
        token: prodAdmin,
        body: { days: 31, reason: 'Sandbox walkthrough' },
      });
      expect(refused.status).toBe(403);
    } finally {
      await production.close();
    }
  });
});
