// Properties. The schedule, for any amount, term and APR a product may offer: the instalments' principal sums to the
// amount exactly, each repays some principal and charges no negative interest, the balance falls to zero on the
// last, the dates run monthly. The ledger, whatever happens to a loan (time passing with the job collecting or
// finding the account short, repayments of the next instalment, an early repayment, money moved away and back): every
// entry balances, no account falls below zero, the loan book holds exactly the principal still owed, fee income
// exactly the fees and interest paid, and nothing paid is negative.
import { and, eq, ledgerAccounts, ledgerEntries, ledgerPostings } from '@platform/db';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { Big, ZERO } from '../../core/ledger/amounts.ts';
import { AppError } from '../../lib/app-error.ts';
import { ledgerBalanced } from '../../testing/ledger-test-kit.ts';
import { adminUserId, applied, borrower, createProduct, move } from '../../testing/loans-test-kit.ts';
import { balance, fundFiat } from '../../testing/money-test-kit.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { approveLoan } from './admin/decide-loan.ts';
import { addDays, aprWithFeesOf, quoteFiguresOf, scheduleOf } from './loan-schedule.ts';
import { loanDetailOf } from './loan-views.ts';
import { collectOne } from './loans-job.ts';
import { loanById } from './loans-repo.ts';
import { repayEarly, repayNext } from './repay-loan.ts';

const cents = (lo: number, hi: number) =>
  fc.integer({ min: lo * 100, max: hi * 100 }).map((c) => new Big(c).div(100).toFixed(2));
const aprs = fc.integer({ min: 0, max: 3600 }).map((bp) => new Big(bp).div(100).toString());

describe('the schedule', () => {
  it('repays the amount exactly, some principal every month, down to zero on the last date', () => {
    fc.assert(
      fc.property(
        cents(100, 1_000_000),
        fc.integer({ min: 1, max: 60 }),
        aprs,
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
        (amount, termMonths, apr, start) => {
          const startDate = start.toISOString().slice(0, 10);
          const lines = scheduleOf({ amount, apr, termMonths }, startDate);
          expect(lines).toHaveLength(termMonths);
          expect(lines.reduce((s, l) => s.plus(l.principal), ZERO).eq(amount)).toBe(true);
          let previous = startDate;
          let owed = new Big(amount);
          for (const l of lines) {
            expect(l.principal.gt(0)).toBe(true);
            expect(l.interest.gte(0)).toBe(true);
            expect(l.amount.eq(l.principal.plus(l.interest))).toBe(true);
            owed = owed.minus(l.principal);
            expect(l.balanceAfter.eq(owed)).toBe(true);
            expect(l.dueDate > previous).toBe(true);
            previous = l.dueDate;
          }
          expect(owed.eq(0)).toBe(true);
          // Instalments differ from the annuity payment only on the last (which absorbs the rounding).
          expect(new Set(lines.slice(0, -1).map((l) => l.amount.toFixed(2))).size).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the APR including fees', () => {
  it('is never below the nominal rate, equals it without a fee, and rises with the fee', () => {
    fc.assert(
      fc.property(
        cents(100, 1_000_000),
        fc.integer({ min: 1, max: 60 }),
        aprs,
        fc.integer({ min: 1, max: 500 }).map((bp) => new Big(bp).div(100).toString()),
        (amount, termMonths, apr, feePercent) => {
          const terms = { amount, apr, termMonths };
          const withFee = quoteFiguresOf(terms, feePercent, '2026-01-10');
          const payments = withFee.lines.map((l) => l.amount);
          const nominal = new Big(apr).toFixed(2);
          expect(aprWithFeesOf(terms, payments, ZERO).toFixed(2)).toBe(nominal);
          const withFees = aprWithFeesOf(terms, payments, withFee.originationFee);
          expect(withFees.gte(nominal)).toBe(true);
          const doubled = aprWithFeesOf(terms, payments, withFee.originationFee.times(2));
          expect(doubled.gte(withFees)).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });
});

const t = useTestApp();
let adminId: number;

beforeAll(async () => {
  adminId = await adminUserId(t.app);
});

const steps = fc.array(
  fc.oneof(
    { arbitrary: fc.record({ kind: fc.constant('time' as const), days: fc.integer({ min: 1, max: 45 }) }), weight: 4 },
    { arbitrary: fc.record({ kind: fc.constant('next' as const) }), weight: 2 },
    { arbitrary: fc.record({ kind: fc.constant('early' as const) }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('away' as const) }), weight: 1 },
    { arbitrary: fc.record({ kind: fc.constant('back' as const), amount: cents(1, 800) }), weight: 2 },
  ),
  { minLength: 3, maxLength: 14 },
);

/** What the loan's entries moved on each house account. */
async function houseMoves(loanId: number) {
  const rows = await t.app.db
    .select({ kind: ledgerAccounts.kind, amount: ledgerPostings.amount })
    .from(ledgerEntries)
    .innerJoin(ledgerPostings, eq(ledgerPostings.entryId, ledgerEntries.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(and(eq(ledgerEntries.causeType, 'loan'), eq(ledgerEntries.causeId, loanId)));
  const sum = (kind: string) => rows.filter((r) => r.kind === kind).reduce((s, r) => s.plus(r.amount), ZERO);
  return { loanBook: sum('loan_book'), feeIncome: sum('fee_income') };
}

/** A refusal the steps may meet (short of money, nothing due): anything else is a failure. */
async function tolerating(work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof AppError) || ![400, 409].includes(error.code)) throw error;
  }
}

describe('the ledger under random repayments and overdue instalments', { timeout: 600_000 }, () => {
  it('balances, holds the principal owed in the loan book and the charges in fee income, never below zero', async () => {
    const product = await createProduct(t.app, t.admin, {
      maxAmount: '3000',
      termMonths: [1, 2, 3, 6],
      apr: '24.5',
      originationFeePercent: '2',
    });
    const flat = await createProduct(t.app, t.admin, {
      maxAmount: '3000',
      termMonths: [2, 4],
      overdueFeeKind: 'flat',
      overdueFee: '7.5',
    });
    const user = await borrower(t.app, t.admin);
    await fundFiat(t.app, user.token, t.admin, '20000');
    await move(t.app, user.token, 'funding', '20000');
    await fc.assert(
      fc.asyncProperty(fc.boolean(), cents(100, 3000), fc.nat(), steps, async (useFlat, amount, termPick, plan) => {
        const chosen = useFlat ? flat : product;
        const terms = useFlat ? [2, 4] : [1, 2, 3, 6];
        const id = await applied(t.app, user.token, {
          productId: chosen.id,
          amount,
          termMonths: terms[termPick % terms.length]!,
        });
        let now = new Date('2026-01-10T09:00:00Z');
        await t.app.db.transaction((tx) => approveLoan(tx, id, adminId, now));
        // What was paid out goes to trading, so the funding account holds only what the steps bring back.
        const funding = await balance(t.app, user.token, 'USD');
        if (new Big(funding.available).gt(0)) await move(t.app, user.token, 'funding', funding.available);
        for (const step of plan) {
          if (step.kind === 'time') {
            now = new Date(`${addDays(now.toISOString().slice(0, 10), step.days)}T00:05:00Z`);
            await collectOne(t.app, id, now);
          } else if (step.kind === 'next') {
            await tolerating(() =>
              t.app.db.transaction(async (tx) => repayNext(tx, await loanById(tx, id, true), now)),
            );
          } else if (step.kind === 'early') {
            const quote = (await loanDetailOf(t.app.db, await loanById(t.app.db, id), now)).earlyRepayment;
            if (quote)
              await tolerating(() =>
                t.app.db.transaction(async (tx) => repayEarly(tx, await loanById(tx, id, true), quote.total, now)),
              );
          } else if (step.kind === 'away') {
            const f = await balance(t.app, user.token, 'USD');
            if (new Big(f.available).gt(0)) await move(t.app, user.token, 'funding', f.available);
          } else {
            const trading = await balance(t.app, user.token, 'USD', 'trading');
            const amountBack = new Big(step.amount).gt(trading.available) ? trading.available : step.amount;
            if (new Big(amountBack).gt(0)) await move(t.app, user.token, 'trading', amountBack);
          }
        }
        const detail = await loanDetailOf(t.app.db, await loanById(t.app.db, id), now);
        const { loanBook, feeIncome } = await houseMoves(id);
        const loan = detail.loan;
        expect(loanBook.eq(new Big(loan.principalOutstanding).neg())).toBe(true);
        expect(feeIncome.eq(new Big(loan.originationFee).plus(loan.interestPaid).plus(loan.overdueFeesPaid))).toBe(
          true,
        );
        expect(new Big(loan.principalPaid).plus(loan.principalOutstanding).eq(loan.amount)).toBe(true);
        expect(new Big(loan.principalOutstanding).gte(0)).toBe(true);
        for (const i of detail.instalments) {
          expect(new Big(i.amountDue).gte(0)).toBe(true);
          expect(new Big(i.overdueFee).gte(0)).toBe(true);
        }
        expect(loan.status === 'closed').toBe(
          detail.instalments.every((i) => ['paid', 'settled_early'].includes(i.state)),
        );
        await ledgerBalanced(t.app);
      }),
      { numRuns: 25 },
    );
    // The runs met what they are meant to: instalments collected, overdue fees charged, loans closed early.
    const types = new Set((await t.app.db.select({ type: ledgerEntries.type }).from(ledgerEntries)).map((e) => e.type));
    expect([...types]).toEqual(expect.arrayContaining(['loan_repayment', 'loan_overdue_fee', 'loan_fee']));
  });
});
