// The back office's loan products (/api/admin/loans/products): list, create, change (later applications only) and
// switch on or off. Each change is audited with its reason and the terms before and after.
import { type loanProductBody, loansAdminApi, type z } from '@platform/contracts';
import { asc, eq, type LoanProductRow, loanProducts, loans } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { insertAudited, updateAudited } from '../../../core/audit/audited-change.ts';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { listOrder } from '../../../lib/list-order.ts';
import { say } from '../../../lib/say.ts';
import { productViewOf } from '../loan-views.ts';
import { productById, productNotFound } from '../loans-repo.ts';
import { adminProductViewOf, adminProductViewsOf } from './admin-views.ts';

type ProductInput = z.output<typeof loanProductBody>;

const valuesOf = (body: ProductInput) => ({
  name: body.name,
  description: body.description,
  minAmount: body.minAmount,
  maxAmount: body.maxAmount,
  termMonths: [...body.termMonths].sort((a, b) => a - b),
  apr: body.apr,
  originationFeePercent: body.originationFeePercent,
  overdueFeeKind: body.overdueFeeKind,
  overdueFee: body.overdueFee,
  active: body.active,
});

const termsOf = (row: LoanProductRow) => productViewOf(row);

export async function loanProductRoutes(app: FastifyInstance) {
  route(app, loansAdminApi.products, async ({ query }) => {
    const { name, apr } = loanProducts;
    const order = listOrder(query.sort, { name, apr }, loanProducts.id, [asc(loanProducts.id)]);
    const rows = await app.db
      .select()
      .from(loanProducts)
      .orderBy(...order);
    return ok(await adminProductViewsOf(app.db, rows));
  });

  route(app, loansAdminApi.createProduct, async ({ user, body, req }) => {
    const values = { ...valuesOf(body), createdBy: user.id };
    const row = await app.db.transaction(async (tx) =>
      insertAudited(tx, req, loanProducts, values, {
        action: 'loan.product.create',
        targetType: 'loan_product',
        reason: body.reason,
        detail: (created) => ({ after: termsOf(created) }),
      }),
    );
    return ok(await adminProductViewOf(app.db, row), say(req, 'loanProductSaved'));
  });

  route(app, loansAdminApi.updateProduct, async ({ params, body, req }) => {
    const row = await app.db.transaction(async (tx) => {
      const before = await productById(tx, params.id);
      return updateAudited(tx, req, loanProducts, before.id, valuesOf(body), {
        action: 'loan.product.update',
        targetType: 'loan_product',
        reason: body.reason,
        detail: (after) => ({ before: termsOf(before), after: termsOf(after) }),
      });
    });
    return ok(await adminProductViewOf(app.db, row), say(req, 'loanProductSaved'));
  });

  route(app, loansAdminApi.setProductActive, async ({ params, body, req }) => {
    const row = await app.db.transaction(async (tx) => {
      const before = await productById(tx, params.id);
      const switched = { active: body.active };
      return updateAudited(tx, req, loanProducts, before.id, switched, {
        action: body.active ? 'loan.product.activate' : 'loan.product.deactivate',
        targetType: 'loan_product',
        reason: body.reason,
        detail: () => ({ before: { active: before.active }, after: switched }),
      });
    });
    return ok(await adminProductViewOf(app.db, row), say(req, 'loanProductSaved'));
  });

  route(app, loansAdminApi.deleteProduct, async ({ params, body, req }) => {
    await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(loanProducts).where(eq(loanProducts.id, params.id)).for('update');
      if (!before) throw productNotFound();
      const [used] = await tx.select({ id: loans.id }).from(loans).where(eq(loans.productId, before.id)).limit(1);
      if (used) throw AppError.conflict('loanProductInUse');
      await tx.delete(loanProducts).where(eq(loanProducts.id, before.id));
      await recordAudit(tx, req, {
        action: 'loan.product.delete',
        targetType: 'loan_product',
        targetId: before.id,
        reason: body.reason,
        detail: { before: termsOf(before) },
      });
    });
    return ok({ id: params.id }, say(req, 'loanProductDeleted'));
  });
}
