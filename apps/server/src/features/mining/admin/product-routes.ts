// The back office's products: list, create, update (later purchases only: contracts keep their terms) and withdraw or
// offer again, each audited with its reason. Withdrawing a product fails its contracts whose first period has not
// started and refunds their hash-rate fee in full (fee income → funding, USDT); 'Mining failed' tells the user.
import { miningAdminApi, type miningProductBody, type z } from '@platform/contracts';
import { and, asc, type Db, eq, gt, type MiningProductRow, miningContracts, miningProducts } from '@platform/db';
import type { FastifyInstance } from 'fastify';
import { insertAudited } from '../../../core/audit/audited-change.ts';
import { recordAudit } from '../../../core/audit/record-audit.ts';
import { route } from '../../../core/http/route.ts';
import { houseAccountId, userAccountId } from '../../../core/ledger/accounts.ts';
import { Big } from '../../../core/ledger/amounts.ts';
import { postEntry } from '../../../core/ledger/post-entry.ts';
import { AppError } from '../../../lib/app-error.ts';
import { refusingDuplicate } from '../../../lib/db-errors.ts';
import { ok } from '../../../lib/envelope.ts';
import { listOrder } from '../../../lib/list-order.ts';
import { say } from '../../../lib/say.ts';
import type { MiningEvent } from '../mining-deps.ts';
import { miningDepsOf } from '../mining-routes.ts';
import { noticeOf } from '../settle-period.ts';
import { adminProductViewOf, auditedTerms } from './admin-views.ts';

const valuesOf = (body: z.output<typeof miningProductBody>) => ({
  name: body.name,
  description: body.description,
  pool: body.pool,
  coin: body.coin,
  pricePerTh: new Big(body.pricePerTh).toString(),
  electricityPerThDay: new Big(body.electricityPerThDay).toString(),
  termDays: body.termDays,
  minHashRate: body.minHashRate,
  maxHashRate: body.maxHashRate,
  active: body.active,
});

const nameTaken = <T>(work: () => Promise<T>) =>
  refusingDuplicate('mining_products_name_unique', () => AppError.badRequest('miningProductNameTaken', 'name'), work);

async function lockedProduct(tx: Db, id: number) {
  const [row] = await tx.select().from(miningProducts).where(eq(miningProducts.id, id)).for('update');
  if (!row) throw AppError.notFound();
  return row;
}

/** Fails and refunds in full the product's contracts whose first period has not started (none settled). */
async function refundUnstarted(tx: Db, product: MiningProductRow, operatorId: number, now: Date) {
  const unstarted = await tx
    .select()
    .from(miningContracts)
    .where(
      and(
        eq(miningContracts.productId, product.id),
        eq(miningContracts.status, 'locating'),
        eq(miningContracts.periodsSettled, 0),
        gt(miningContracts.startsAt, now),
      ),
    )
    .for('update');
  const events: MiningEvent[] = [];
  for (const contract of unstarted) {
    const price = new Big(contract.price);
    await postEntry(tx, {
      type: 'mining_purchase',
      causeType: 'mining_contract',
      causeId: contract.id,
      actorKind: 'operator',
      actorId: operatorId,
      memo: `Mining contract #${contract.id}: refund in full, the product was withdrawn before its first period`,
      postings: [
        { accountId: await houseAccountId(tx, 'fee_income', 'USDT'), amount: price.neg() },
        { accountId: await userAccountId(tx, contract.userId, 'funding', 'USDT'), amount: price },
      ],
    });
    const [failed] = await tx
      .update(miningContracts)
      .set({ status: 'failure', refunded: price.toFixed(6), endedAt: now, nextPeriodEndsAt: null })
      .where(eq(miningContracts.id, contract.id))
      .returning();
    events.push(noticeOf(failed!, 'mining.failure', 0, { refunded: price.toFixed(6) }));
  }
  return events;
}

export async function miningProductAdminRoutes(app: FastifyInstance) {
  const deps = miningDepsOf(app);
  const view = (row: MiningProductRow) => adminProductViewOf(app.db, row, deps.periodMinutes);

  route(app, miningAdminApi.options, async () => ok({ sandbox: deps.sandbox, periodMinutes: deps.periodMinutes }));
  route(app, miningAdminApi.products, async ({ query }) => {
    const { name, pricePerTh, termDays } = miningProducts;
    const order = listOrder(query.sort, { name, pricePerTh, termDays }, miningProducts.id, [asc(miningProducts.id)]);
    const rows = await app.db
      .select()
      .from(miningProducts)
      .orderBy(...order);
    return ok(await Promise.all(rows.map(view)));
  });

  route(app, miningAdminApi.createProduct, async ({ user, body, req }) => {
    const values = { ...valuesOf(body), createdBy: user.id };
    const row = await nameTaken(() =>
      app.db.transaction(async (tx) =>
        insertAudited(tx, req, miningProducts, values, {
          action: 'mining.product.create',
          targetType: 'mining_product',
          reason: body.reason,
          detail: (created) => ({ after: auditedTerms(created) }),
        }),
      ),
    );
    return ok(await view(row), say(req, 'miningProductSaved'));
  });

  /** An update that withdraws the product (active: false) refunds its unstarted contracts as the switch does. */
  route(app, miningAdminApi.updateProduct, async ({ user, params, body, req }) => {
    const now = new Date();
    const { row, events } = await nameTaken(() =>
      app.db.transaction(async (tx) => {
        const before = await lockedProduct(tx, params.id);
        const [after] = await tx
          .update(miningProducts)
          .set({ ...valuesOf(body), updatedAt: now })
          .where(eq(miningProducts.id, before.id))
          .returning();
        const refunds = before.active && !after!.active ? await refundUnstarted(tx, after!, user.id, now) : [];
        await recordAudit(tx, req, {
          action: 'mining.product.update',
          targetType: 'mining_product',
          targetId: before.id,
          reason: body.reason,
          detail: {
            before: auditedTerms(before),
            after: auditedTerms(after!),
            refunded: refunds.map((e) => e.contractId),
          },
        });
        return { row: after!, events: refunds };
      }),
    );
    for (const event of events) deps.publish(event);
    return ok(await view(row), say(req, 'miningProductSaved'));
  });

  route(app, miningAdminApi.setProductActive, async ({ user, params, body, req }) => {
    const now = new Date();
    const { row, events } = await app.db.transaction(async (tx) => {
      const before = await lockedProduct(tx, params.id);
      const [after] = await tx
        .update(miningProducts)
        .set({ active: body.active, updatedAt: now })
        .where(eq(miningProducts.id, before.id))
        .returning();
      const refunds = before.active && !body.active ? await refundUnstarted(tx, after!, user.id, now) : [];
      await recordAudit(tx, req, {
        action: body.active ? 'mining.product.offer' : 'mining.product.withdraw',
        targetType: 'mining_product',
        targetId: before.id,
        reason: body.reason,
        detail: {
          before: { active: before.active },
          after: { active: body.active },
          refunded: refunds.map((e) => e.contractId),
        },
      });
      return { row: after!, events: refunds };
    });
    for (const event of events) deps.publish(event);
    return ok(await view(row), say(req, 'miningProductSaved'));
  });
}
