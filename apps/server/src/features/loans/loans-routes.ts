// The user's loan endpoints: products and quotes, applying, the caller's loans and repaying them (money-moving:
// idempotent, each in one transaction under the loan's row lock; events published once it committed).
import { loansApi } from '@platform/contracts';
import { asc, desc, eq, loanProducts, loans } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/http/route.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/envelope.ts';
import { findPage } from '../../lib/pages.ts';
import { applyForLoan } from './apply-loan.ts';
import { closedEvent, paidEvent } from './loan-events.ts';
import { exposureOf } from './loan-exposure.ts';
import { quoteOf } from './loan-quote.ts';
import { loanDetailOf, loanViewsOf, productViewOf } from './loan-views.ts';
import { instalmentsOfLoans, ownLoan, productById } from './loans-repo.ts';
import { repayEarly, repayNext } from './repay-loan.ts';

export async function loansUserRoutes(app: FastifyInstance) {
  route(app, loansApi.products, async () => {
    const rows = await app.db
      .select()
      .from(loanProducts)
      .where(eq(loanProducts.active, true))
      .orderBy(asc(loanProducts.id));
    return ok(rows.map(productViewOf));
  });
  route(app, loansApi.quote, async ({ params, query }) => ok(quoteOf(await productById(app.db, params.id), query)));
  route(app, loansApi.exposure, async ({ user }) => ok(await exposureOf(app.db, user.id)));
  route(app, loansApi.apply, ({ user, body }) => ({
    run: async (tx) => {
      const now = new Date();
      const loan = await applyForLoan(tx, user.id, body, now);
      return { msgKey: 'loanApplied', data: await loanDetailOf(tx, loan, now) };
    },
  }));
  route(app, loansApi.mine, async ({ user, query }) => {
    const where = eq(loans.userId, user.id);
    const { rows, total } = await findPage(app.db, loans, where, [desc(loans.id)], query);
    const instalments = await instalmentsOfLoans(
      app.db,
      rows.map((loan) => loan.id),
    );
    return ok({ rows: await loanViewsOf(app.db, rows, instalments, new Date()), total });
  });
  route(app, loansApi.loan, async ({ user, params }) =>
    ok(await loanDetailOf(app.db, await ownLoan(app.db, user.id, params.id))),
  );
  route(app, loansApi.earlyRepaymentQuote, async ({ user, params }) => {
    const loan = await ownLoan(app.db, user.id, params.id);
    const now = new Date();
    const detail = await loanDetailOf(app.db, loan, now);
    if (!detail.earlyRepayment) throw AppError.conflict('loanNotActive');
    return ok(detail.earlyRepayment);
  });
  const closed = (userId: number) => (detail: Awaited<ReturnType<typeof loanDetailOf>>) => {
    if (detail.loan.status === 'closed') app.events.publish(closedEvent(userId, detail));
  };
  route(app, loansApi.repayNext, ({ user, params }) => {
    let paidAt = '';
    return {
      run: async (tx) => {
        const now = new Date();
        paidAt = now.toISOString();
        const loan = await ownLoan(tx, user.id, params.id, true);
        await repayNext(tx, loan, now);
        return { msgKey: 'loanRepaid', data: await loanDetailOf(tx, await ownLoan(tx, user.id, loan.id), now) };
      },
      // The instalment paid now is told once; the one that repays the loan in full by 'Loan repaid and closed'.
      after: (detail) => {
        if (detail.loan.status === 'closed') return closed(user.id)(detail);
        const paid = detail.instalments.find((i) => i.state === 'paid' && i.paidAt === paidAt);
        if (paid)
          app.events.publish(
            paidEvent('loan.repaid', user.id, detail.loan.id, {
              number: paid.number,
              paid: paid.amountDue,
              overdueFee: paid.overdueFee,
            }),
          );
      },
    };
  });
  route(app, loansApi.repayEarly, ({ user, params, body }) => ({
    run: async (tx) => {
      const now = new Date();
      const loan = await ownLoan(tx, user.id, params.id, true);
      await repayEarly(tx, loan, body.total, now);
      return { msgKey: 'loanRepaidEarly', data: await loanDetailOf(tx, await ownLoan(tx, user.id, loan.id), now) };
    },
    after: closed(user.id),
  }));
}
